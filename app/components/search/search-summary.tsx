import { Alert, Heading, List, Paragraph } from '@digdir/designsystemet-react'
import { Link } from 'react-router'
import { format } from '../../../i18n/format.ts'
import { useMessages } from '../messages/use-messages.ts'
import { SEARCH_PATH, searchHref, subscriptionHref, type SearchState } from './search-url.ts'

interface SearchSummaryProps {
  /** 0-based. */
  page: number
  size: number
  total: number
  /** How many hits this page shows (none past the last page). */
  shown: number
}

/**
 * 'Viser 13–24 av 596 treff'. A live region, so a screen reader hears the new count when a
 * changed filter searches again while focus stays in the form.
 */
export function SearchSummary({ page, size, total, shown }: SearchSummaryProps) {
  const t = useMessages()
  const from = page * size + 1
  return (
    // With no hits the heading already says so; the status is still read out.
    <Paragraph role="status" className={shown === 0 ? 'ds-sr-only' : 'search-summary'}>
      {shown === 0
        ? t.catalogue.categories.noHits
        : format(t.catalogue.search.showing, { from, to: from + shown - 1, total })}
    </Paragraph>
  )
}

/**
 * No product matches yet: what to try (the words, the search without its filters), and a
 * subscription to the search, which sends an e-mail once one is published.
 */
export function NoResults({ state }: { state: SearchState }) {
  const t = useMessages()
  const s = t.catalogue.search
  const { q, page: _page, ...filters } = state
  const filtered = Object.values(filters).some((value) => value !== undefined)
  return (
    <Alert data-color="info" className="search-no-results">
      <Heading level={3} data-size="xs">
        {s.noResults}
      </Heading>
      {q || filtered ? <Paragraph>{s.noResultsTips}</Paragraph> : null}
      {q || filtered ? (
        <List.Unordered>
          {q ? <List.Item>{s.tipSpelling}</List.Item> : null}
          {q ? <List.Item>{s.tipWords}</List.Item> : null}
          {filtered ? (
            <List.Item>
              <Link to={searchHref({ q })} className="ds-link">
                {s.withoutFilters}
              </Link>
            </List.Item>
          ) : null}
        </List.Unordered>
      ) : null}
      <Paragraph>
        <Link to={SEARCH_PATH} className="ds-link">
          {t.catalogue.search.reset}
        </Link>
      </Paragraph>
      <Paragraph>
        <Link to={subscriptionHref(state)} className="ds-link">
          {t.catalogue.search.subscribe}
        </Link>
      </Paragraph>
    </Alert>
  )
}
