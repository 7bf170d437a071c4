import type { Services } from '#app-context'
import { referenceList } from '../../../domain/catalogue/reference-lists.ts'
import { toCategoryItems } from '../category-section/category-tree.ts'
import { parseSearch } from '../search/parse-search.server.ts'

/** The risks' names by id, for the cards. */
async function riskNamesById(db: Services['db']): Promise<Record<number, string>> {
  return Object.fromEntries((await referenceList(db, 'risks')).map((risk) => [risk.id, risk.navn]))
}

/**
 * The front page: the newest products, one page of them (`pagenr`, 1-based), and the level-1
 * categories with how many products each holds.
 */
export async function loadHome({ db, search, siteConfig }: Services, params: URLSearchParams) {
  const size = siteConfig.pageSize
  const pagenr = params.get('pagenr')
  const parsed = parseSearch(new URLSearchParams(pagenr === null ? {} : { pagenr }), size)
  // A page number that is no number still gets the categories' counts and the first page,
  // under the note of what was wrong: a front page where every category says 0 is untrue.
  const firstPage = { q: undefined, page: 0, size }
  const [categories, riskNames, result] = await Promise.all([
    referenceList(db, 'categories'),
    riskNamesById(db),
    search.search(parsed.ok ? parsed.query : firstPage),
  ])
  return {
    categories: toCategoryItems(categories),
    riskNames,
    size,
    page: parsed.ok ? parsed.query.page + 1 : 1,
    issues: parsed.ok ? [] : parsed.issues,
    products: result.content,
    totalElements: result.totalElements,
    kategoriAggregation: result.aggregations.kategoriAggregation,
  }
}
