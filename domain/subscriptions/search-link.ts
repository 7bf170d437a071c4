import { monthDays } from './oslo-time.ts'
import { siteLink, type SubscriptionContext } from './subscription-context.ts'
import type { Criteria, SubscriptionLanguage } from './subscription-schemas.ts'

/** The search page's path (spec section 4). */
const SEARCH_PATH = '/search'

/** A search as the search page's address holds it: a saved search, perhaps between two days. */
export type SearchPageFilter = Partial<Criteria> & { df?: string; dt?: string }

/**
 * The search page of a search: its filters as the page's address names them (q, katid, proff,
 * utland, df, dt, risiko, tiltak, myndighet, in the spec's order and form, ids comma-joined).
 * Written here rather than imported from the web's search-url.ts, which this folder does not
 * load; a test reads the link back with that module to keep the two in step.
 */
export function searchPageLink(
  context: Pick<SubscriptionContext, 'publicUrl'>,
  filter: SearchPageFilter,
  lang: SubscriptionLanguage,
): string {
  const params: Record<string, string> = {}
  if (filter.q) params.q = filter.q
  if (filter.kategori !== undefined) params.katid = String(filter.kategori)
  if (filter.proff) params.proff = 'true'
  if (filter.utland) params.utland = 'true'
  if (filter.df) params.df = filter.df
  if (filter.dt) params.dt = filter.dt
  for (const name of ['risiko', 'tiltak', 'myndighet'] as const) {
    if (filter[name]?.length) params[name] = filter[name].join(',')
  }
  // The spec's URLs keep the commas between ids; URLSearchParams would write them as %2C.
  return siteLink(context, SEARCH_PATH, lang, params).replaceAll('%2C', ',')
}

/**
 * The search page for a saved search limited to one month: the same filters the newsletter
 * matched with, so the page lists the very products the letter counted.
 */
export function monthSearchLink(
  context: SubscriptionContext,
  criteria: Criteria,
  month: string,
  lang: SubscriptionLanguage,
): string {
  return searchPageLink(context, { ...criteria, ...monthDays(month) }, lang)
}
