import { useCallback, useEffect, useRef, type FormEvent } from 'react'
import { useLocation, useNavigate } from 'react-router'
import { KEEP_FOCUS_STATE } from '../navigation-effects/navigation-effects.tsx'
import { SEARCH_PATH, withoutQueryHref } from '../search/search-url.ts'
import { SEARCH_DEBOUNCE_MS } from '../search/use-debounced-search.ts'

/**
 * Spec section 4: the header search also runs when its field is cleared, debounced. On /search
 * with a q, an emptied field (typed away, or the search input's own clear button, which fires
 * 'input' and 'search') searches again without q, keeping the category and filters. Elsewhere
 * an emptied field has nothing to undo, so it stays put. Without JavaScript nothing of this
 * runs and the form is the plain GET it always was.
 */
export function useClearSearch() {
  const navigate = useNavigate()
  const location = useLocation()
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined)

  const schedule = useCallback(
    (value: string) => {
      clearTimeout(timer.current)
      if (value.trim() || location.pathname !== SEARCH_PATH) return
      const params = new URLSearchParams(location.search)
      if (!params.get('q')?.trim()) return
      const from = location.search
      timer.current = setTimeout(() => {
        // A search that ran meanwhile (Enter, a filter) has the last word.
        if (window.location.pathname !== SEARCH_PATH || window.location.search !== from) return
        void navigate(withoutQueryHref(params), {
          preventScrollReset: true,
          state: KEEP_FOCUS_STATE,
        })
      }, SEARCH_DEBOUNCE_MS)
    },
    [location.pathname, location.search, navigate],
  )

  // Enter submits the form at once; a clear still waiting must not follow it.
  const cancel = useCallback(() => clearTimeout(timer.current), [])

  useEffect(() => cancel, [cancel])

  const onInput = useCallback(
    (event: FormEvent<HTMLInputElement>) => schedule(event.currentTarget.value),
    [schedule],
  )

  return { onInput, schedule, cancel }
}
