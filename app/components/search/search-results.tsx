import { Heading, Paragraph } from '@digdir/designsystemet-react'
import { Link, useNavigation } from 'react-router'
import { BarcodeNoHits, isBarcodeSearch } from '../barcode-scan/barcode-no-hits.tsx'
import { useMessages } from '../messages/use-messages.ts'
import { Pager } from '../pager/pager.tsx'
import { ProductGrid } from '../product-card/product-grid.tsx'
import type { SearchPageData } from './load-search.server.ts'
import { NoResults, SearchSummary } from './search-summary.tsx'
import { SearchTools } from './search-tools.tsx'
import { SEARCH_PATH, searchHref } from './search-url.ts'

/** 'Viser X av Y', the tools, one page of hits and the pager; or the no-results state. */
export function SearchResults({ data }: { data: SearchPageData }) {
  const t = useMessages()
  const navigation = useNavigation()
  const { state, totalElements: total } = data
  const page = state.page ?? 0
  const riskNames = Object.fromEntries(data.risks.map((risk) => [risk.id, risk.navn]))
  const pending = navigation.state !== 'idle' && navigation.location?.pathname === SEARCH_PATH
  return (
    <section
      className="search-results"
      aria-labelledby="search-results-heading"
      aria-busy={pending || undefined}
    >
      <Heading level={2} id="search-results-heading" className="ds-sr-only">
        {t.catalogue.search.results}
      </Heading>
      <SearchSummary page={page} size={data.size} total={total} shown={data.products.length} />
      {total === 0 ? (
        isBarcodeSearch(state) ? (
          <BarcodeNoHits ean={state.q} />
        ) : (
          <NoResults state={state} />
        )
      ) : null}
      {total > 0 ? (
        <SearchTools state={state} total={total} exportLimit={data.exportLimit} />
      ) : null}
      {data.products.length ? (
        <ProductGrid
          products={data.products}
          riskNames={riskNames}
          layout="search"
          headingLevel={3}
        />
      ) : total > 0 ? (
        <Paragraph>
          {t.catalogue.home.emptyPage}{' '}
          <Link to={searchHref({ ...state, page: undefined })} className="ds-link">
            {t.catalogue.home.firstPage}
          </Link>
        </Paragraph>
      ) : null}
      <Pager
        current={page + 1}
        hits={total}
        size={data.size}
        hrefFor={(to) => searchHref({ ...state, page: to - 1 })}
      />
    </section>
  )
}
