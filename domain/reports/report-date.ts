import { isCalendarDay } from '../dates/date-range.ts'

/**
 * Dates the forms ask for (when a product was seen, when an incident happened): written
 * dd.mm.åååå as the spec says, or as ISO yyyy-mm-dd by an API caller; kept as ISO.
 */

const NORWEGIAN = /^(\d{1,2})\.(\d{1,2})\.(\d{4})$/
const ISO = /^(\d{4})-(\d{2})-(\d{2})$/

/** The ISO date a text names, or undefined when it is no real calendar day in either form. */
export function parseReportDate(text: string): string | undefined {
  const value = text.trim()
  const norwegian = NORWEGIAN.exec(value)
  const iso = ISO.exec(value)
  const [year, month, day] = norwegian
    ? [norwegian[3], norwegian[2], norwegian[1]]
    : iso
      ? [iso[1], iso[2], iso[3]]
      : []
  if (!year || !month || !day) return undefined
  const date = `${year}-${month.padStart(2, '0')}-${day.padStart(2, '0')}`
  // Whether it is in the service's date range is the schema's check, with a message of its own.
  return isCalendarDay(date) ? date : undefined
}

/** An ISO date as the spec shows dates: dd.MM.yyyy. */
export function formatReportDate(iso: string): string {
  const [year, month, day] = iso.split('-')
  return `${day}.${month}.${year}`
}
