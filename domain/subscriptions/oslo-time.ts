import { outsideDateRange } from '../dates/date-range.ts'

/**
 * Norwegian wall-clock time for the newsletter's months and the e-mails' dates, whatever zone the
 * server runs in. A month is 'yyyy-MM'.
 */
const TIME_ZONE = 'Europe/Oslo'

const partsFormat = new Intl.DateTimeFormat('en-GB', {
  timeZone: TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
})

export interface OsloClock {
  year: number
  month: number
  day: number
  hour: number
  minute: number
}

/** The Oslo clock at a moment. */
export function osloClock(moment: Date): OsloClock {
  const parts = partsFormat.formatToParts(moment)
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    Number(parts.find((p) => p.type === type)?.value ?? Number.NaN)
  return {
    year: part('year'),
    month: part('month'),
    day: part('day'),
    hour: part('hour'),
    minute: part('minute'),
  }
}

/** 'dd.MM.yyyy' in Oslo (spec section 9). */
export function osloDate(moment: Date): string {
  const { year, month, day } = osloClock(moment)
  return `${pad(day)}.${pad(month)}.${year}`
}

/** 'yyyy-MM-dd' in Oslo: the day a daily job runs for. */
export function osloIsoDay(moment: Date): string {
  const { year, month, day } = osloClock(moment)
  return `${year}-${pad(month)}-${pad(day)}`
}

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

// A formatter is costly to make and a run writes thousands of letters: one per language.
const monthFormats = new Map<string, Intl.DateTimeFormat>()

/** 'oktober 2026' in the reader's language. */
export function monthName(month: string, locale: string): string {
  const [year, number] = month.split('-').map(Number) as [number, number]
  let monthFormat = monthFormats.get(locale)
  if (!monthFormat) {
    monthFormat = new Intl.DateTimeFormat(locale, {
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    })
    monthFormats.set(locale, monthFormat)
  }
  return monthFormat.format(new Date(Date.UTC(year, number - 1, 15)))
}

function pad(value: number): string {
  return String(value).padStart(2, '0')
}
