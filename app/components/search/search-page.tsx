import { Heading } from '@digdir/designsystemet-react'
import { useMessages } from '../messages/use-messages.ts'
import { CategorySection } from '../category-section/category-section.tsx'
import { categoryPath, hitsById } from '../category-section/category-tree.ts'
import type { SearchPageData } from './load-search.server.ts'
import { SearchFilters } from './search-filters.tsx'
import { InvalidSearch } from './invalid-search.tsx'
import { SearchResults } from './search-results.tsx'
import { searchHref } from './search-url.ts'
import './search.css'

/**
 * The search page: its heading (the chosen category or all categories) with the categories, then
 * the filters beside the hits. With no hits, 'Ingen treff' and tips instead of categories that
 * all say 0. An address the schema refuses gets what could not be used instead of hits, a link
 * to the search without it, and the form to put it right.
 */
export function SearchPage({ data }: { data: SearchPageData }) {
  const t = useMessages()
  const { state } = data
  const failed = data.issues.length > 0
  const selected = categoryPath(data.categories, state.kategori).pop()
  return (
    <>
      {failed ? (
        <InvalidSearch data={data} />
      ) : data.totalElements === 0 ? (
        // Every category would say 0: the heading, and the tips beside the filters, say it once.
        <Heading level={1} data-size="lg" className="search-failed-heading">
          {t.catalogue.categories.noHits}
        </Heading>
      ) : (
        <CategorySection
          title={selected?.navn ?? t.catalogue.categories.searchTitle}
          categories={data.categories}
          hits={hitsById(data.kategoriAggregation)}
          selectedId={state.kategori}
          hrefFor={(id) => searchHref({ ...state, page: undefined, kategori: id })}
        />
      )}
      <div className="search-layout">
        <SearchFilters data={data} />
        {failed ? null : <SearchResults data={data} />}
      </div>
    </>
  )
}
