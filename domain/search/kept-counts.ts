import { sql, type SQL } from 'drizzle-orm'
import type { SearchFilter } from './search-params.ts'

type Field = 'risiko' | 'tiltak' | 'myndighet' | 'proff' | 'utland'

/**
 * The counter rows of fasett_antall that answer a search, each added or taken away: a filter's
 * values added, and for two risks or two measures the products with both taken away once.
 */
interface KeptKey {
  rows: { felt: string; verdi: number; sign: 1 | -1 }[]
}

/**
 * The counters in fasett_antall that answer a search without text, or undefined when none do.
 * They do when the category is the only other filter and the one filter's counts add up exactly:
 * any authorities (a product has one), the professional or the foreign flag, one risk or one
 * measure, or two of either (a product may have both, so those are counted too and taken away
 * once; migration 0015). Three or more risks or measures, dates and combinations of filters are
 * counted row by row instead.
 */
export function keptCountKey(filter: SearchFilter): KeptKey | undefined {
  const chosen: { felt: Field; values: readonly number[] }[] = []
  if (filter.myndighet) chosen.push({ felt: 'myndighet', values: filter.myndighet })
  if (filter.risiko) chosen.push({ felt: 'risiko', values: filter.risiko })
  if (filter.tiltak) chosen.push({ felt: 'tiltak', values: filter.tiltak })
  if (filter.proff) chosen.push({ felt: 'proff', values: [1] })
  if (filter.utland) chosen.push({ felt: 'utland', values: [1] })
  const [key] = chosen
  if (chosen.length !== 1 || !key || filter.df || filter.dt) return undefined
  const values = [...new Set(key.values)].sort((a, b) => a - b)
  const rows = values.map((verdi) => ({ felt: key.felt, verdi, sign: 1 as const }))
  const overlapping = key.felt === 'risiko' || key.felt === 'tiltak'
  if (!overlapping || values.length === 1) return { rows }
  if (values.length > 2) return undefined
  const [first, second] = values as [number, number]
  return { rows: [...rows, { felt: `${key.felt}+${first}`, verdi: second, sign: -1 }] }
}

/** The key's rows as a table to join fasett_antall to. */
function keyRows(key: KeptKey): SQL {
  const rows = key.rows.map((row) => sql`(${row.felt}, ${row.verdi}::int, ${row.sign}::int)`)
  return sql`(values ${sql.join(rows, sql`, `)}) as k(felt, verdi, sign)`
}

/** The number of public products the key counts, in the category if one is given. */
export function keptTotal(key: KeptKey, kategori: number | undefined): SQL {
  return sql`
    select coalesce(sum(f.antall * k.sign), 0)::int as total
    from fasett_antall f join ${keyRows(key)} on f.felt = k.felt and f.verdi = k.verdi
    where f.kategori_id = ${kategori ?? 0}`
}

/** Public products the key counts per category, rolled up (the categories with any). */
export function keptCategoryHits(key: KeptKey): SQL {
  return sql`
    select f.kategori_id as id, sum(f.antall * k.sign)::int as hits
    from fasett_antall f join ${keyRows(key)} on f.felt = k.felt and f.verdi = k.verdi
    where f.kategori_id <> 0
    group by f.kategori_id having sum(f.antall * k.sign) > 0
    order by f.kategori_id`
}
