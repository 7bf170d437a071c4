import { Heading } from '@digdir/designsystemet-react'
import { useMessages } from '../messages/use-messages.ts'
import { CategorySection } from '../category-section/category-section.tsx'
import { categoryPath, hitsById } from '../category-section/category-tree.ts'
import type { SearchPageData } from './load-search.server.ts'
import { SearchFilters } from './search-filters.tsx'
import { SearchIssues } from './search-issues.tsx'
import { SearchResults } from './search-results.tsx'
import { searchHref } from './search-url.ts'
import './search.css'

/**
 * The search page: its heading (the categories' title: 'Ingen treff', the chosen category or
 * all categories) with the categories, then the filters beside the hits. An address the schema
 * refuses gets the reasons instead of hits, and the form to put it right.
 */
export function SearchPage({ data }: { data: SearchPageData }) {
  const t = useMessages()
  const { state } = data
  const failed = data.issues.length > 0
  const selected = categoryPath(data.categories, state.kategori).pop()
  const title =
    data.totalElements === 0
      ? t.catalogue.categories.noHits
      : (selected?.navn ?? t.catalogue.categories.searchTitle)
  return (
    <>
      {failed ? (
        <>
          <Heading level={1} data-size="lg" className="search-failed-heading">
            {t.catalogue.search.invalid}
          </Heading>
          <SearchIssues issues={data.issues} withHeading={false} />
        </>
      ) : (
        <CategorySection
          title={title}
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
