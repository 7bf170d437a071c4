import { sql } from 'drizzle-orm'
import type { Db } from '../../db/connection.ts'
import { SearchIndex, type ProductSearch } from '../search/index/search-index.ts'
import { monthDays } from './oslo-time.ts'
import { criteriaOf, type SubscriptionRow } from './subscription-rows.ts'
import type { Criteria } from './subscription-schemas.ts'

/** One distinct saved search and every active subscription that saved it. */
export interface SavedSearch {
  criteria: Criteria
  subscriptionIds: number[]
}

type SearchColumns = Omit<
  SubscriptionRow,
  'id' | 'navn' | 'epost' | 'sprak' | 'opprettet' | 'aktivert'
>

/**
 * The active subscriptions that have not had this month's letter, grouped by identical search
 * (lists are stored sorted, so equal searches group), so each search is matched once however
 * many follow it.
 */
export async function pendingSearches(db: Db, month: string): Promise<SavedSearch[]> {
  const result = await db.execute<SearchColumns & { ids: number[] }>(sql`
    select a.q, a.kategori_id as "kategoriId", a.risiko, a.tiltak, a.myndighet, a.proff, a.utland,
           array_agg(a.id order by a.id) as ids
    from abonnement a
    where a.aktivert is not null
      and not exists (select 1 from nyhetsbrev_utsending u
                      where u.abonnement_id = a.id and u.maaned = ${month})
    group by a.q, a.kategori_id, a.risiko, a.tiltak, a.myndighet, a.proff, a.utland`)
  return result.rows.map(({ ids, ...columns }) => ({
    criteria: criteriaOf(columns),
    subscriptionIds: ids,
  }))
}

/**
 * The products each search finds among those first published in the month (Oslo time), newest
 * first. Each search is the search page's own (the index, with the month as df and dt), so a
 * letter lists exactly what the search would show.
 */
export async function matchSearches(
  search: ProductSearch,
  searches: SavedSearch[],
  month: string,
): Promise<number[][]> {
  const days = monthDays(month)
  // Newest first; a month without new products needs no more work.
  const inMonth = searches.length ? await search.matchingIds(days) : []
  if (!inMonth.length) return searches.map(() => [])
  const newest = new Map(inMonth.map((id, place) => [id, place]))
  return Promise.all(
    searches.map(async ({ criteria }) =>
      (await search.matchingIds({ ...criteria, ...days })).sort(
        (a, b) => (newest.get(a) ?? 0) - (newest.get(b) ?? 0),
      ),
    ),
  )
}

/**
 * Runs `work` with the given search, or, where none is given (a run from the command line, a
 * preview), with an index built for it from the database now.
 */
export async function withProductSearch<T>(
  db: Db,
  given: ProductSearch | undefined,
  work: (search: ProductSearch) => Promise<T>,
): Promise<T> {
  return work(given ?? (await SearchIndex.build(db)))
}
