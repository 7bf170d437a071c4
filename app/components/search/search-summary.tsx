import { Alert, Heading, Paragraph } from '@digdir/designsystemet-react'
import { Link } from 'react-router'
import { format } from '../../../i18n/format.ts'
import { useMessages } from '../messages/use-messages.ts'
import { SEARCH_PATH, subscriptionHref, type SearchState } from './search-url.ts'

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
 * No product matches yet: what to try, and a subscription to the search, which sends an e-mail
 * once one is published.
 */
export function NoResults({ state }: { state: SearchState }) {
  const t = useMessages()
  return (
    <Alert data-color="info" className="search-no-results">
      <Heading level={3} data-size="xs">
        {t.catalogue.search.noResults}
      </Heading>
      <Paragraph>{t.catalogue.search.noResultsHelp}</Paragraph>
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
