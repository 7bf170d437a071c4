import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react'
import { useLocation, useNavigate, useNavigation } from 'react-router'
import { KEEP_FOCUS_STATE } from '../navigation-effects/navigation-effects.tsx'
import { readSearchState, SEARCH_PATH, searchHref } from './search-url.ts'

/** Spec section 4: a changed filter searches after a 500 ms pause. */
export const SEARCH_DEBOUNCE_MS = 500

/** The canonical search address a filter form stands for; page 1, as a new filter starts over. */
function formSearchHref(form: HTMLFormElement): string {
  const params = new URLSearchParams()
  for (const [name, value] of new FormData(form)) {
    if (typeof value === 'string') params.append(name, value)
  }
  return searchHref({ ...readSearchState(params), page: undefined })
}

/**
 * With JavaScript the filter form searches by itself: 500 ms after the last change, replacing
 * the history entry (a filter typed letter by letter is one step back, not ten), and at once on
 * submit. Focus and scroll stay in the form. Returns a key for the form that changes only when
 * the search changed some other way (a crumb, reset, back), so the form then shows it afresh.
 */
export function useDebouncedSearch() {
  const navigate = useNavigate()
  const location = useLocation()
  const pending = useNavigation().location
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined)
  const ours = useRef<string | undefined>(undefined)
  const previous = useRef(location.search)
  const [formKey, setFormKey] = useState(0)

  const go = useCallback(
    (form: HTMLFormElement, replace: boolean) => {
      // A form drawn afresh since (reset, a crumb) holds a search the person has left.
      if (!form.isConnected) return
      const href = formSearchHref(form)
      const search = href.slice(SEARCH_PATH.length)
      if (search === window.location.search) return
      ours.current = search
      void navigate(href, { replace, preventScrollReset: true, state: KEEP_FOCUS_STATE })
    },
    [navigate],
  )

  const onChange = useCallback(
    (event: FormEvent<HTMLFormElement>) => {
      const form = event.currentTarget
      clearTimeout(timer.current)
      timer.current = setTimeout(() => go(form, true), SEARCH_DEBOUNCE_MS)
    },
    [go],
  )

  const onSubmit = useCallback(
    (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault()
      clearTimeout(timer.current)
      go(event.currentTarget, false)
    },
    [go],
  )

  useEffect(() => () => clearTimeout(timer.current), [])

  // A search started some other way (reset, a crumb, the header's field) wins over a change that
  // has not searched yet: else its timer would put the old filters back once it ran out.
  useEffect(() => {
    if (pending && pending.search !== ours.current) clearTimeout(timer.current)
  }, [pending])

  useEffect(() => {
    if (location.search === previous.current) return
    previous.current = location.search
    if (location.search === ours.current) return
    clearTimeout(timer.current)
    setFormKey((key) => key + 1)
  }, [location.search])

  return { formKey, onChange, onSubmit }
}
