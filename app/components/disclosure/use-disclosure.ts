import { useCallback, useEffect, useRef, useState } from 'react'
import { useLocation } from 'react-router'

/**
 * Enhances a native `<details>` used as a menu. Without JavaScript the element works on its own
 * (and the browser announces its state); with it, this hook adds what a menu is expected to do:
 * an explicit aria-expanded, closing on Escape (focus back on the toggle), on a click outside
 * and after a navigation, since a client-side navigation does not reload the header.
 */
export function useDisclosure() {
  const ref = useRef<HTMLDetailsElement>(null)
  // Unknown until hydrated: the server renders no aria-expanded rather than a wrong one.
  const [expanded, setExpanded] = useState<boolean | undefined>(undefined)
  const location = useLocation()

  const close = useCallback((returnFocus: boolean) => {
    const details = ref.current
    if (!details?.open) return
    details.open = false
    if (returnFocus) details.querySelector('summary')?.focus()
  }, [])

  useEffect(() => {
    setExpanded(ref.current?.open ?? false)
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && ref.current?.contains(document.activeElement)) close(true)
    }
    const onClick = (event: MouseEvent) => {
      if (event.target instanceof Node && !ref.current?.contains(event.target)) close(false)
    }
    document.addEventListener('keydown', onKeyDown)
    document.addEventListener('click', onClick)
    return () => {
      document.removeEventListener('keydown', onKeyDown)
      document.removeEventListener('click', onClick)
    }
  }, [close])

  // Close after a navigation, but not on the first render: a menu opened before the page
  // hydrated must stay open.
  const shownLocation = useRef(location.key)
  useEffect(() => {
    if (shownLocation.current === location.key) return
    shownLocation.current = location.key
    close(false)
  }, [location.key, close])

  const onToggle = useCallback(() => setExpanded(ref.current?.open ?? false), [])
  return { ref, expanded, onToggle }
}
