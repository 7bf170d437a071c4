import { monthDays } from './oslo-time.ts'
import { siteLink, type SubscriptionContext } from './subscription-context.ts'
import type { Criteria, SubscriptionLanguage } from './subscription-schemas.ts'

/** The search page's path (spec section 4). */
const SEARCH_PATH = '/search'

/**
 * The search page for a saved search limited to one month: the same filters the newsletter
 * matched with (q, katid, proff, utland, df, dt, risiko, tiltak, myndighet, in the spec's order
 * and form, ids comma-joined), so the page lists the very products the letter counted. Written
 * here rather than imported from the web's search-url.ts, which this folder does not load; a
 * test reads the link back with that module to keep the two in step.
 */
export function monthSearchLink(
  context: SubscriptionContext,
  criteria: Criteria,
  month: string,
  lang: SubscriptionLanguage,
): string {
  const { df, dt } = monthDays(month)
  const params: Record<string, string> = {}
  if (criteria.q) params.q = criteria.q
  if (criteria.kategori !== undefined) params.katid = String(criteria.kategori)
  if (criteria.proff) params.proff = 'true'
  if (criteria.utland) params.utland = 'true'
  params.df = df
  params.dt = dt
  for (const name of ['risiko', 'tiltak', 'myndighet'] as const) {
    if (criteria[name]?.length) params[name] = criteria[name].join(',')
  }
  // The spec's URLs keep the commas between ids; URLSearchParams would write them as %2C.
  return siteLink(context, SEARCH_PATH, lang, params).replaceAll('%2C', ',')
}
