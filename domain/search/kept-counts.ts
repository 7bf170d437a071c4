import { sql, type SQL } from 'drizzle-orm'
import { intArray } from './product-filter.ts'
import type { SearchFilter } from './search-params.ts'

/** One row key of fasett_antall: a filter and the values a search asks for. */
interface KeptKey {
  felt: 'risiko' | 'tiltak' | 'myndighet' | 'proff' | 'utland'
  values: number[]
}

/**
 * The counters in fasett_antall that answer a search without text, or undefined when none do.
 * They do when the category is the only other filter and the one filter's values never meet in
 * one product, so their counts add up exactly: any authorities (a product has one), one risk or
 * one measure (a product may have several), the professional or the foreign flag. Dates and
 * combinations of filters are counted row by row instead.
 */
export function keptCountKey(filter: SearchFilter): KeptKey | undefined {
  const chosen: KeptKey[] = []
  if (filter.myndighet) chosen.push({ felt: 'myndighet', values: filter.myndighet })
  if (filter.risiko) chosen.push({ felt: 'risiko', values: filter.risiko })
  if (filter.tiltak) chosen.push({ felt: 'tiltak', values: filter.tiltak })
  if (filter.proff) chosen.push({ felt: 'proff', values: [1] })
  if (filter.utland) chosen.push({ felt: 'utland', values: [1] })
  const [key] = chosen
  if (chosen.length !== 1 || !key || filter.df || filter.dt) return undefined
  const overlapping = key.felt === 'risiko' || key.felt === 'tiltak'
  return overlapping && key.values.length > 1 ? undefined : key
}

/** The number of public products with the key's values, in the category if one is given. */
export function keptTotal(key: KeptKey, kategori: number | undefined): SQL {
  return sql`
    select coalesce(sum(antall), 0)::int as total from fasett_antall
    where felt = ${key.felt} and verdi = any(${intArray(key.values)})
      and kategori_id = ${kategori ?? 0}`
}

/** Public products with the key's values per category, rolled up (the categories with any). */
export function keptCategoryHits(key: KeptKey): SQL {
  return sql`
    select kategori_id as id, sum(antall)::int as hits from fasett_antall
    where felt = ${key.felt} and verdi = any(${intArray(key.values)}) and kategori_id <> 0
    group by kategori_id having sum(antall) > 0
    order by kategori_id`
}
