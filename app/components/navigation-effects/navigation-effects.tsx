import { useEffect, useLayoutEffect, useRef } from 'react'
import { NavigationType, useLocation, useNavigationType } from 'react-router'
import { animateScrollToTop, prefersReducedMotion } from './smooth-scroll.ts'

/** Navigations that must leave scroll and focus alone (a filter typed into) pass this state. */
export const KEEP_FOCUS_STATE = { keepFocus: true } as const

function keepsFocus(state: unknown): boolean {
  return Boolean(state && typeof state === 'object' && 'keepFocus' in state && state.keepFocus)
}

// The server has no layout phase; there the hook must not run at all.
const useClientLayoutEffect = typeof document === 'undefined' ? useEffect : useLayoutEffect

/**
 * After a client-side navigation: scroll to the top over 500 ms (at once when the visitor asks
 * for reduced motion) and move focus to the new page's heading, so a screen reader starts there,
 * as it would on a full page load. Back and forward keep their restored position.
 */
export function NavigationEffects() {
  const location = useLocation()
  const navigationType = useNavigationType()
  const previousKey = useRef(location.key)

  useClientLayoutEffect(() => {
    if (previousKey.current === location.key) return
    previousKey.current = location.key
    if (navigationType === NavigationType.Pop || keepsFocus(location.state) || location.hash) return
    const heading = document.querySelector<HTMLElement>('#main h1')
    if (heading) {
      if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1')
      heading.focus({ preventScroll: true })
    }
    // React Router's ScrollRestoration jumps to the top after this; the first frame of the
    // animation puts the page back where it was before anything is painted, then glides up.
    const from = window.scrollY
    if (from <= 0 || prefersReducedMotion()) return
    return animateScrollToTop(from)
  }, [location.key])

  return null
}
