import type { Services } from '#app-context'
import { referenceList } from '../../../domain/catalogue/reference-lists.ts'
import type { Category } from '../../../domain/catalogue/reference-schemas.ts'
import {
  loadCriteriaNames,
  type CriteriaNames,
} from '../../../domain/subscriptions/criteria-names.ts'
import {
  criteriaSchema,
  type Criteria,
} from '../../../domain/subscriptions/subscription-schemas.ts'
import { readSearchState } from '../search/search-url.ts'

export interface CreatePageData {
  criteria: Criteria
  names: CriteriaNames
  /** For the category breadcrumbs. */
  categories: readonly Category[]
}

/**
 * The search to subscribe to, from the search page's query string (q, katid, risiko, tiltak,
 * myndighet, proff, utland; dates are left out, as every letter covers its own month). What is
 * not valid, or names nothing that exists, is left out rather than offered.
 */
export async function loadCreatePage(
  { db }: Services,
  params: URLSearchParams,
): Promise<CreatePageData> {
  const [names, categories] = await Promise.all([
    loadCriteriaNames(db),
    referenceList(db, 'categories'),
  ])
  const state = readSearchState(params)
  const known = (kind: 'risiko' | 'tiltak' | 'myndighet') =>
    state[kind]?.filter((id) => id in names[kind])
  const parsed = criteriaSchema.safeParse({
    q: state.q,
    kategori:
      state.kategori !== undefined && state.kategori in names.kategori ? state.kategori : undefined,
    risiko: known('risiko'),
    tiltak: known('tiltak'),
    myndighet: known('myndighet'),
    proff: state.proff ?? false,
    utland: state.utland ?? false,
  })
  const criteria = parsed.success ? parsed.data : criteriaSchema.parse({})
  return { criteria, names, categories }
}
