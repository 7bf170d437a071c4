import { Heading, Link as DsLink } from '@digdir/designsystemet-react'
import { Link } from 'react-router'
import { useMessages } from '../messages/use-messages.ts'
import { ExportForm } from './export-form.tsx'
import { apiFilterString, subscriptionHref, type SearchState } from './search-url.ts'

const STATISTICS_PATH = '/api/v1/produkt/statistikk'

interface SearchToolsProps {
  state: SearchState
  total: number
  exportLimit: number
}

/**
 * What else the visitor can do with the search: subscribe to it, download its statistics (plain
 * links, no script) and export it (a form that needs the captcha).
 */
export function SearchTools({ state, total, exportLimit }: SearchToolsProps) {
  const t = useMessages()
  const s = t.catalogue.search
  const withoutPage = { ...state, page: undefined }
  const filters = apiFilterString(withoutPage)
  const statistics = (format: 'xlsx' | 'csv') =>
    `${STATISTICS_PATH}?format=${format}${filters ? `&${filters}` : ''}`
  return (
    <section className="search-tools" aria-labelledby="search-tools-heading">
      <Heading level={3} id="search-tools-heading" className="ds-sr-only">
        {s.tools}
      </Heading>
      <ul className="search-tools__links">
        <li>
          <Link to={subscriptionHref(state)} className="ds-link">
            {s.subscribe}
          </Link>
        </li>
        <li>
          <DsLink href={statistics('xlsx')} download>
            {s.statisticsXlsx}
          </DsLink>
        </li>
        <li>
          <DsLink href={statistics('csv')} download>
            {s.statisticsCsv}
          </DsLink>
        </li>
      </ul>
      <ExportForm state={withoutPage} total={total} exportLimit={exportLimit} />
    </section>
  )
}
