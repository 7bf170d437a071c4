import { sql, type SQL } from 'drizzle-orm'
import type { Db } from '../../db/connection.ts'
import { productCondition } from '../search/product-filter.ts'
import { countProducts } from '../search/search-products.ts'
import { buildTextQuery } from '../search/text-query.ts'
import { monthDays } from './oslo-time.ts'
import { criteriaOf, type SubscriptionRow } from './subscription-rows.ts'
import type { Criteria } from './subscription-schemas.ts'

/** One distinct saved search and every active subscription that saved it. */
export interface SavedSearch {
  criteria: Criteria
  subscriptionIds: number[]
}

/** Searches matched in one statement: a few thousand bind parameters, far below the limit. */
const SEARCHES_PER_STATEMENT = 200

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
 * first. Each search's condition is the search page's own (`productCondition`, with the month
 * as df and dt), so a letter lists exactly what the search would show; many searches go into
 * one statement as a union, never one query per subscriber.
 */
export async function matchSearches(
  db: Db,
  searches: SavedSearch[],
  month: string,
): Promise<number[][]> {
  const matches: number[][] = searches.map(() => [])
  const days = monthDays(month)
  // A month without new products needs no more work.
  if (!searches.length || (await countProducts(db, days, undefined)) === 0) return matches
  for (let start = 0; start < searches.length; start += SEARCHES_PER_STATEMENT) {
    const batch = searches.slice(start, start + SEARCHES_PER_STATEMENT)
    // Each text asks the word list for spellings: those small queries go side by side.
    const branches: SQL[] = await Promise.all(
      batch.map(async (search, offset) => {
        const text = search.criteria.q ? await buildTextQuery(db, search.criteria.q) : undefined
        const condition = productCondition({ ...search.criteria, ...days }, text)
        return sql`select ${start + offset}::int as i, p.id, p.first_published
          from produkt p where ${condition}`
      }),
    )
    const result = await db.execute<{ i: number; id: number }>(sql`
      select m.i, m.id from (${sql.join(branches, sql` union all `)}) m
      order by m.i, m.first_published desc, m.id desc`)
    for (const row of result.rows) matches[row.i]!.push(row.id)
  }
  return matches
}
