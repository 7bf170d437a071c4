import { sql } from 'drizzle-orm'
import type { Db } from '../../db/connection.ts'
import type { Criteria } from './subscription-schemas.ts'

/** The names behind a saved search's ids, by kind and id. */
export interface CriteriaNames {
  kategori: Record<number, string>
  risiko: Record<number, string>
  tiltak: Record<number, string | null>
  myndighet: Record<number, string>
}

type Kind = keyof CriteriaNames

/** Every category, risk, measure and authority name: a few hundred rows, in one query. */
export async function loadCriteriaNames(db: Db): Promise<CriteriaNames> {
  const result = await db.execute<{ kind: Kind; id: number; navn: string | null }>(sql`
    select 'kategori' as kind, id, navn from kategori
    union all select 'risiko', id, navn from risiko
    union all select 'tiltak', id, navn from tiltak
    union all select 'myndighet', id, navn from myndighet`)
  const names: CriteriaNames = { kategori: {}, risiko: {}, tiltak: {}, myndighet: {} }
  for (const row of result.rows) names[row.kind][row.id] = row.navn
  return names
}

/** The first criterion naming something that does not exist, if any: such a search finds nothing. */
export function unknownCriterion(criteria: Criteria, names: CriteriaNames): Kind | undefined {
  if (criteria.kategori !== undefined && !(criteria.kategori in names.kategori)) return 'kategori'
  for (const kind of ['risiko', 'tiltak', 'myndighet'] as const) {
    if (criteria[kind]?.some((id) => !(id in names[kind]))) return kind
  }
  return undefined
}

/** Only the names a saved search uses: a page sends these to the browser, not every name. */
export function namesUsedBy(criteria: Criteria, names: CriteriaNames): CriteriaNames {
  const pick = <T>(from: Record<number, T>, ids: number[] | undefined) =>
    Object.fromEntries((ids ?? []).filter((id) => id in from).map((id) => [id, from[id] as T]))
  return {
    kategori: pick(names.kategori, criteria.kategori === undefined ? [] : [criteria.kategori]),
    risiko: pick(names.risiko, criteria.risiko),
    tiltak: pick(names.tiltak, criteria.tiltak),
    myndighet: pick(names.myndighet, criteria.myndighet),
  }
}
