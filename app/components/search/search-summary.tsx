import { Alert, Heading, Paragraph } from '@digdir/designsystemet-react'
import { Link } from 'react-router'
import { format } from '../../i18n/format.ts'
import { useMessages } from '../../i18n/use-messages.ts'
import { SEARCH_PATH } from './search-url.ts'

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

/** Nothing matched: say so, and how to get out of it. */
export function NoResults() {
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
    </Alert>
  )
}
