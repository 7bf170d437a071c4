import type pg from 'pg'
import { monthDays } from '../domain/subscriptions/oslo-time.ts'
import { OSLO_TIME_ZONE } from '../i18n/dates.ts'

/**
 * Makes `count` public products, and no others, first published in `month` (Oslo time): every
 * product of the month is moved a year back, then `count` public products picked by a hash of
 * their id (so from every category, risk, measure and authority the catalogue has) are spread
 * evenly over the month. The search index built for the run reads them as they are then.
 */
export async function placeNewProducts(pool: pg.Pool, month: string, count: number) {
  const { df, dt } = monthDays(month)
  const bounds = `($1::date)::timestamp at time zone '${OSLO_TIME_ZONE}' as start,
                  ($2::date + 1)::timestamp at time zone '${OSLO_TIME_ZONE}' as stop`
  await pool.query(
    `update produkt set first_published = first_published - interval '1 year'
     from (select ${bounds}) m
     where first_published >= m.start and first_published < m.stop`,
    [df, dt],
  )
  const placed = await pool.query(
    `with chosen as (
       select id, row_number() over (order by md5(id::text)) as n
       from produkt where withdrawn_at is null
       order by md5(id::text) limit $3)
     update produkt p
     set first_published = m.start + (m.stop - m.start) * ((c.n - 0.5) / $3::float8)
     from chosen c, (select ${bounds}) m
     where p.id = c.id`,
    [df, dt, count],
  )
  if (placed.rowCount !== count) {
    throw new Error(`only ${placed.rowCount} public products to place in ${month}, not ${count}`)
  }
}

/** How many public products the month has, and how many categories, risks, measures and authorities they span. */
export async function describeMonth(pool: pg.Pool, month: string) {
  const { df, dt } = monthDays(month)
  const result = await pool.query<Record<string, number>>(
    `select count(distinct p.id)::int as products,
            count(distinct pk.kategori_id)::int as categories,
            count(distinct f.risiko_id)::int as risks,
            count(distinct t.tiltak_id)::int as measures,
            count(distinct p.myndighet_id)::int as authorities
     from produkt p
     left join produkt_kategori pk on pk.produkt_id = p.id
     left join produkt_fare f on f.produkt_id = p.id
     left join produkt_tiltak t on t.produkt_id = p.id
     where p.withdrawn_at is null
       and p.first_published >= ($1::date)::timestamp at time zone '${OSLO_TIME_ZONE}'
       and p.first_published < ($2::date + 1)::timestamp at time zone '${OSLO_TIME_ZONE}'`,
    [df, dt],
  )
  return result.rows[0]!
}
