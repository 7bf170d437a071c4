import { Alert, Heading, Paragraph } from '@digdir/designsystemet-react'
import { Link } from 'react-router'
import { format } from '../../../i18n/format.ts'
import { useMessages } from '../messages/use-messages.ts'
import type { SearchState } from '../search/search-url.ts'
import { isBarcodeNumber } from './gtin.ts'

const CONCERN_PATH = '/innmelding/bekymring'

/**
 * A search for a barcode number alone (what a scan searches for) can only say one thing when
 * it finds nothing: no dangerous product is registered with that barcode. With a filter beside
 * it, nothing found says less, so only the number alone qualifies.
 */
export function isBarcodeSearch(state: SearchState): state is SearchState & { q: string } {
  const { q, page: _page, ...filters } = state
  return isBarcodeNumber(q) && Object.values(filters).every((value) => value === undefined)
}

/**
 * The answer to a barcode no product carries, said plainly: that is worth knowing in a shop too.
 * A product can be dangerous without being listed, so the way to report one is offered.
 */
export function BarcodeNoHits({ ean }: { ean: string }) {
  const t = useMessages().barcode
  return (
    <Alert data-color="info" className="search-no-results">
      <Heading level={3} data-size="xs">
        {format(t.noHits, { ean: ean.trim() })}
      </Heading>
      <Paragraph>{t.noHitsHelp}</Paragraph>
      <Paragraph>
        <Link to={CONCERN_PATH} className="ds-link">
          {t.report}
        </Link>
      </Paragraph>
    </Alert>
  )
}
