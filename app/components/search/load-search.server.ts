import type { Services } from '#app-context'
import { referenceList } from '../../../domain/catalogue/reference-lists.ts'
import { toCategoryItems } from '../category-section/category-tree.ts'
import { parseSearch } from './parse-search.server.ts'
import { readSearchState, type SearchState } from './search-url.ts'

/**
 * The search page: the URL read strictly with the domain's schema, one page of hits with the
 * hits per category, and the lists the filters offer. A URL that fails the schema gives the
 * issues and no hits; the form then shows what could be read of it, so it can be put right.
 */
export async function loadSearch({ db, search, siteConfig }: Services, params: URLSearchParams) {
  const size = siteConfig.pageSize
  const parsed = parseSearch(params, size)
  const [categories, risks, measures, authorities, result] = await Promise.all([
    referenceList(db, 'categories'),
    referenceList(db, 'risks'),
    referenceList(db, 'measures'),
    referenceList(db, 'authorities'),
    parsed.ok ? search.search(parsed.query) : undefined,
  ])
  const { size: _size, ...query } = parsed.ok ? parsed.query : { size }
  const state: SearchState = parsed.ok ? query : readSearchState(params)
  return {
    state,
    issues: parsed.ok ? [] : parsed.issues,
    size,
    exportLimit: siteConfig.exportLimit,
    products: result?.content ?? [],
    totalElements: result?.totalElements ?? 0,
    kategoriAggregation: result?.aggregations.kategoriAggregation ?? [],
    categories: toCategoryItems(categories),
    risks,
    measures: measures.map(({ id, navn }) => ({ id, navn })),
    authorities: authorities.map(({ id, navn }) => ({ id, navn })),
  }
}

export type SearchPageData = Awaited<ReturnType<typeof loadSearch>>
