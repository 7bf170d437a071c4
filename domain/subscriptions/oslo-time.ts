import { osloClock } from '../../i18n/dates.ts'
import { outsideDateRange } from '../dates/date-range.ts'

/**
 * The newsletter's months, 'yyyy-MM', by the Oslo clock (i18n/dates.ts, the home of Oslo time).
 */

/** A month 'yyyy-MM' inside the service's date range (domain/dates), so its days can be searched. */
export function isMonth(value: string): boolean {
  return /^\d{4}-(0[1-9]|1[0-2])$/.test(value) && !outsideDateRange(`${value}-01`)
}

/** The month before the one the Oslo clock shows. */
export function previousOsloMonth(moment: Date): string {
  const { year, month } = osloClock(moment)
  return month === 1 ? `${year - 1}-12` : `${year}-${pad(month - 1)}`
}

/** The first and last day of a month, as the search's df and dt take them. */
export function monthDays(month: string): { df: string; dt: string } {
  const [year, number] = month.split('-').map(Number) as [number, number]
  const lastDay = new Date(Date.UTC(year, number, 0)).getUTCDate()
  return { df: `${month}-01`, dt: `${month}-${pad(lastDay)}` }
}

function pad(value: number): string {
  return String(value).padStart(2, '0')
}
