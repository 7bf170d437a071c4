import { sql, type SQL } from 'drizzle-orm'
import { monthCounts } from './month-counts.ts'
import type { SearchFilter } from './search-params.ts'

/** How a search without text reads its count and category hits from kept counters. */
export interface KeptCounts {
  /** The number of public products the search finds, in the category if one is given. */
  total(kategori: number | undefined): SQL
  /** Public products per category, without the category filter, rolled up (those with any). */
  categoryHits(): SQL
}

/**
 * The counters in fasett_antall that answer a search without text, or undefined when none do:
 * those of one filter's values (see valueCounts), or of whole months for a date range alone (see
 * monthCounts). Other searches are counted row by row.
 */
export function keptCounts(filter: SearchFilter): KeptCounts | undefined {
  return valueCounts(filter) ?? monthCounts(filter)
}

type Field = 'risiko' | 'tiltak' | 'myndighet' | 'proff' | 'utland'

/** A counter row of fasett_antall, added or taken away. */
type SignedRow = { felt: string; verdi: number; sign: 1 | -1 }

/**
 * When the category is the only other filter and the one filter's counts add up exactly: any
 * authorities (a product has one), the professional or the foreign flag, one risk or one
 * measure, or two of either (a product may have both, so those are counted too and taken away
 * once; migration 0015). Three or more risks or measures would need every triple as well.
 */
function valueCounts(filter: SearchFilter): KeptCounts | undefined {
  const chosen: { felt: Field; values: readonly number[] }[] = []
  if (filter.myndighet) chosen.push({ felt: 'myndighet', values: filter.myndighet })
  if (filter.risiko) chosen.push({ felt: 'risiko', values: filter.risiko })
  if (filter.tiltak) chosen.push({ felt: 'tiltak', values: filter.tiltak })
  if (filter.proff) chosen.push({ felt: 'proff', values: [1] })
  if (filter.utland) chosen.push({ felt: 'utland', values: [1] })
  const [key] = chosen
  if (chosen.length !== 1 || !key || filter.df || filter.dt) return undefined
  const values = [...new Set(key.values)].sort((a, b) => a - b)
  const rows: SignedRow[] = values.map((verdi) => ({ felt: key.felt, verdi, sign: 1 }))
  const overlapping = key.felt === 'risiko' || key.felt === 'tiltak'
  if (overlapping && values.length > 2) return undefined
  if (overlapping && values.length === 2) {
    const [first, second] = values as [number, number]
    rows.push({ felt: `${key.felt}+${first}`, verdi: second, sign: -1 })
  }
  return signedCounts(rows)
}

function signedCounts(rows: SignedRow[]): KeptCounts {
  const values = rows.map((row) => sql`(${row.felt}, ${row.verdi}::int, ${row.sign}::int)`)
  const counters = sql`fasett_antall f join (values ${sql.join(values, sql`, `)})
    as k(felt, verdi, sign) on f.felt = k.felt and f.verdi = k.verdi`
  return {
    total: (kategori) => sql`
      select coalesce(sum(f.antall * k.sign), 0)::int as total from ${counters}
      where f.kategori_id = ${kategori ?? 0}`,
    categoryHits: () => sql`
      select f.kategori_id as id, sum(f.antall * k.sign)::int as hits from ${counters}
      where f.kategori_id <> 0
      group by f.kategori_id having sum(f.antall * k.sign) > 0
      order by f.kategori_id`,
  }
}
