/**
 * The one rule for every date a person or a caller gives us: the search's df and dt, the
 * reports' observert_dato and hendelse_dato, the newsletter's month. A date is a real calendar
 * day from 1900-01-01 to 2100-12-31. JavaScript reads years 0000-9999 in this form but
 * PostgreSQL has no year 0 and reads some others differently, so without a bound a year such
 * as 0000 reached the database and failed there; no product, incident or observation in this
 * service is older than 1900 (a person's year of birth starts there too) or later than 2100.
 */
export const DATE_RANGE = { earliest: '1900-01-01', latest: '2100-12-31' } as const

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/

/** Whether `value` is yyyy-mm-dd naming a day the calendar has (no 30 February). */
export function isCalendarDay(value: string): boolean {
  if (!ISO_DATE.test(value)) return false
  const date = new Date(`${value}T00:00:00Z`)
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value
}

/** Where a calendar day (yyyy-mm-dd) falls against DATE_RANGE: before it, after it, or in it. */
export function outsideDateRange(day: string): 'early' | 'late' | undefined {
  if (day < DATE_RANGE.earliest) return 'early'
  return day > DATE_RANGE.latest ? 'late' : undefined
}

/** Whether `value` is a calendar day within DATE_RANGE: one a date filter can use. */
export const isDayInRange = (value: string) =>
  isCalendarDay(value) && outsideDateRange(value) === undefined
