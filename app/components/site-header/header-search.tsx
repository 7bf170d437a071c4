import { Button, Input, Label } from '@digdir/designsystemet-react'
import { Form, useLocation, useSearchParams } from 'react-router'
import { useMessages } from '../../i18n/use-messages.ts'

/**
 * A plain GET form to /search, so it works before (or without) JavaScript. It borrows
 * Designsystemet's `ds-search` layout but not its `Search` component, which wraps the input in
 * a suggestion combobox this field has no suggestions for.
 */
export function HeaderSearch() {
  const t = useMessages()
  const location = useLocation()
  const [searchParams] = useSearchParams()
  // On the search page the field shows what was searched for; elsewhere it starts empty.
  const query = location.pathname === '/search' ? (searchParams.get('q') ?? '') : ''
  return (
    <Form method="get" action="/search" role="search" className="header-search">
      <Label htmlFor="header-search-q" className="ds-sr-only">
        {t.shell.search.label}
      </Label>
      <div className="ds-search">
        <Input
          key={query}
          id="header-search-q"
          type="search"
          name="q"
          defaultValue={query}
          placeholder={t.shell.search.label}
          autoComplete="off"
          enterKeyHint="search"
        />
        <Button type="submit">{t.shell.search.submit}</Button>
      </div>
    </Form>
  )
}
