import { sql } from 'drizzle-orm'
import type { KeptCounts } from './kept-counts.ts'
import { publishedBetween } from './product-filter.ts'
import type { SearchFilter } from './search-params.ts'

/** A month as the counters number it: YYYYMM. */
type Month = number

const EARLIEST: Month = 0
const LATEST: Month = 999_912

/**
 * The counters that answer a search by dates alone (and a category), or undefined: the whole
 * months of first publication inside the range come from fasett_antall ('maaned', migration
 * 0015), the days on either side are counted on the facet rows. A range without a whole month in
 * it is short, and counted row by row.
 */
export function monthCounts(filter: SearchFilter): KeptCounts | undefined {
  const { df, dt } = filter
  if (!df && !dt) return undefined
  if (filter.risiko || filter.tiltak || filter.myndighet || filter.proff || filter.utland) {
    return undefined
  }
  const from = !df ? EARLIEST : isFirstDay(df) ? monthOf(df) : nextMonth(monthOf(df))
  const to = !dt ? LATEST : isLastDay(dt) ? monthOf(dt) : previousMonth(monthOf(dt))
  if (from > to) return undefined
  const days = [
    df && !isFirstDay(df) ? publishedBetween(sql.raw('pf'), df, lastDay(monthOf(df))) : [],
    dt && !isLastDay(dt) ? publishedBetween(sql.raw('pf'), firstDay(monthOf(dt)), dt) : [],
  ].filter((range) => range.length)
  // One select per side, not one with 'or': each is then read off the index on first_published,
  // which holds the categories too, without visiting the rows.
  const onEitherSide = days.length
    ? sql.join(
        days.map(
          (range) => sql`select pf.kategorier from produkt_fasett pf
          where ${sql.join(range, sql` and `)}`,
        ),
        sql` union all `,
      )
    : sql`select null::int[] as kategorier where false`
  const months = sql`felt = 'maaned' and verdi between ${from} and ${to}`
  return {
    total: (kategori) => {
      const inCategory =
        kategori === undefined ? sql`true` : sql`d.kategorier @> array[${kategori}::int]`
      return sql`
        select ((select coalesce(sum(antall), 0) from fasett_antall
                 where ${months} and kategori_id = ${kategori ?? 0})
              + (select count(*) from (${onEitherSide}) d where ${inCategory}))::int as total`
    },
    categoryHits: () => sql`
      select id, sum(hits)::int as hits from (
        select kategori_id as id, antall as hits from fasett_antall
        where ${months} and kategori_id <> 0
        union all
        select unnest(d.kategorier), 1 from (${onEitherSide}) d) h
      group by id having sum(hits) > 0
      order by id`,
  }
}

function monthOf(day: string): Month {
  return Number(day.slice(0, 4)) * 100 + Number(day.slice(5, 7))
}

function nextMonth(month: Month): Month {
  return month % 100 === 12 ? month + 89 : month + 1
}

function previousMonth(month: Month): Month {
  return month % 100 === 1 ? month - 89 : month - 1
}

function firstDay(month: Month): string {
  return `${Math.floor(month / 100)}-${String(month % 100).padStart(2, '0')}-01`
}

function lastDay(month: Month): string {
  const days = new Date(Date.UTC(Math.floor(month / 100), month % 100, 0)).getUTCDate()
  return `${firstDay(month).slice(0, 8)}${String(days).padStart(2, '0')}`
}

function isFirstDay(day: string) {
  return day.endsWith('-01')
}

function isLastDay(day: string) {
  return lastDay(monthOf(day)) === day
}
