import { Button, Input, Label } from '@digdir/designsystemet-react'
import {
  useEffect,
  useRef,
  useState,
  useSyncExternalStore,
  type FormEvent,
  type KeyboardEvent,
} from 'react'
import { Form, useLocation, useNavigate, useSearchParams } from 'react-router'
import { useMessages } from '../messages/use-messages.ts'
import type { Suggestion } from './load-suggestions.server.ts'
import { optionId, SearchSuggestions, SUGGESTIONS_ID } from './search-suggestions.tsx'
import { useClearSearch } from './use-clear-search.ts'
import { useSuggestions } from './use-suggestions.ts'

const noSubscription = () => () => undefined

/**
 * A plain GET form to /search, so it works before (or without) JavaScript. It borrows
 * Designsystemet's `ds-search` layout but not its `Search` component, which wraps the input in
 * a suggestion combobox this field has no suggestions for. With JavaScript a cleared field
 * searches again as well (useClearSearch), and the field becomes a combobox suggesting products and
 * categories as the visitor types (useSuggestions); Enter without a chosen suggestion searches.
 */
export function HeaderSearch() {
  const t = useMessages()
  const location = useLocation()
  const [searchParams] = useSearchParams()
  const input = useRef<HTMLInputElement>(null)
  const { onInput, schedule, cancel } = useClearSearch()
  const navigate = useNavigate()
  const { suggestions, suggest, close } = useSuggestions()
  const [active, setActive] = useState(-1)
  // The server renders the plain search field; the combobox exists only where its script runs.
  const hydrated = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  )
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

  const count = suggestions?.length ?? 0
  const expanded = count > 0

  const closeSuggestions = () => {
    close()
    setActive(-1)
  }

  const choose = (suggestion: Suggestion) => {
    cancel()
    closeSuggestions()
    void navigate(suggestion.href)
  }

  const onType = (event: FormEvent<HTMLInputElement>) => {
    onInput(event)
    setActive(-1)
    suggest(event.currentTarget.value)
  }

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const chosen = suggestions?.[active]
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (!expanded) return
      event.preventDefault()
      const step = event.key === 'ArrowDown' ? 1 : -1
      setActive((current) =>
        current < 0 && step < 0 ? count - 1 : (current + step + count) % count,
      )
    } else if (event.key === 'Escape' && expanded) {
      // Only closes: the search field's own Escape would also empty what was typed.
      event.preventDefault()
      closeSuggestions()
    } else if (event.key === 'Enter' && chosen) {
      event.preventDefault()
      choose(chosen)
    }
  }

  const combobox = hydrated
    ? ({
        role: 'combobox',
        'aria-autocomplete': 'list',
        'aria-expanded': expanded,
        'aria-controls': SUGGESTIONS_ID,
        'aria-activedescendant': expanded && active >= 0 ? optionId(active) : undefined,
      } as const)
    : {}

  return (
    <Form
      method="get"
      action="/search"
      role="search"
      className="header-search"
      onSubmit={() => {
        cancel()
        closeSuggestions()
      }}
    >
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
          onInput={onType}
          onKeyDown={onKeyDown}
          onBlur={closeSuggestions}
          {...combobox}
        />
        <Button type="submit">{t.shell.search.submit}</Button>
        {hydrated && (
          <SearchSuggestions suggestions={suggestions} active={active} onChoose={choose} />
        )}
      </div>
    </Form>
  )
}
