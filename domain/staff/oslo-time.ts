import { sql, type AnyColumn } from 'drizzle-orm'
import { OSLO_TIME_ZONE } from '../../i18n/dates.ts'

/**
 * Days and months as staff mean them: in Oslo, whatever time zone the database session has.
 * `'2026-11-27'::timestamptz` would be midnight in the session's zone, UTC on most servers, and a
 * report received at 00:30 in Oslo would fall on the day before.
 */

// A constant in the text, not a parameter: GROUP BY must see the same expression as SELECT.
const OSLO = sql.raw(`'${OSLO_TIME_ZONE}'`)

/** The first moment of an Oslo day ('yyyy-MM-dd'). */
export const osloDayStart = (day: string) => sql`(${day}::date::timestamp at time zone ${OSLO})`

/** The first moment of the Oslo day after this one ('yyyy-MM-dd'): where a day up to and with ends. */
export const osloDayEnd = (day: string) => sql`((${day}::date + 1)::timestamp at time zone ${OSLO})`

/**
 * The first moment of an Oslo month ('yyyy-MM'), or of the month `after` months later. The
 * months are added before the zone is applied: a month that starts in winter time and ends in
 * summer time still ends at its Oslo midnight.
 */
export const osloMonthStart = (yearMonth: string, after = 0) =>
  sql`((${`${yearMonth}-01`}::timestamp + make_interval(months => ${after})) at time zone ${OSLO})`

/** A moment as the month it falls in, in Oslo: 'yyyy-MM'. */
export const osloMonth = (column: AnyColumn) =>
  sql<string>`to_char(${column} at time zone ${OSLO}, 'YYYY-MM')`
