import { Button, Input, Label } from '@digdir/designsystemet-react'
import { useEffect, useRef } from 'react'
import { Form, useLocation, useSearchParams } from 'react-router'
import { useMessages } from '../messages/use-messages.ts'
import { useClearSearch } from './use-clear-search.ts'

/**
 * A plain GET form to /search, so it works before (or without) JavaScript. It borrows
 * Designsystemet's `ds-search` layout but not its `Search` component, which wraps the input in
 * a suggestion combobox this field has no suggestions for. With JavaScript a cleared field
 * searches again as well (useClearSearch).
 */
export function HeaderSearch() {
  const t = useMessages()
  const location = useLocation()
  const [searchParams] = useSearchParams()
  const input = useRef<HTMLInputElement>(null)
  const { onInput, schedule, cancel } = useClearSearch()
  // On the search page the field shows what was searched for; elsewhere it starts empty.
  const query = location.pathname === '/search' ? (searchParams.get('q') ?? '') : ''

  // The field follows the address without being replaced, so focus stays in it after a clear;
  // only when the address changes, never at hydration, which would wipe what a visitor typed
  // before the page's script had loaded.
  const shownQuery = useRef(query)
  useEffect(() => {
    if (shownQuery.current === query) return
    shownQuery.current = query
    if (input.current && input.current.value !== query) input.current.value = query
  }, [query])

  // React has no prop for the search input's own 'search' event (its clear button, Enter).
  useEffect(() => {
    const field = input.current
    if (!field) return
    const onSearch = () => schedule(field.value)
    field.addEventListener('search', onSearch)
    return () => field.removeEventListener('search', onSearch)
  }, [schedule])

  return (
    <Form method="get" action="/search" role="search" className="header-search" onSubmit={cancel}>
      <Label htmlFor="header-search-q" className="ds-sr-only">
        {t.shell.search.label}
      </Label>
      <div className="ds-search">
        <Input
          ref={input}
          id="header-search-q"
          type="search"
          name="q"
          defaultValue={query}
          placeholder={t.shell.search.label}
          autoComplete="off"
          enterKeyHint="search"
          onInput={onInput}
        />
        <Button type="submit">{t.shell.search.submit}</Button>
      </div>
    </Form>
  )
}
