/**
 * The home of Norwegian wall-clock time: every date the service shows, stamps or counts by
 * (pages, e-mails, reference numbers, the newsletter's months, the daily jobs, the seed's
 * documents) is Oslo time, wherever the server or the visitor is. It lives in i18n/ because
 * every layer may import it, db/ included, and it imports nothing of ours.
 */
export const OSLO_TIME_ZONE = 'Europe/Oslo'

export interface OsloClock {
  year: number
  month: number
  day: number
  hour: number
  minute: number
}

/**
 * The Oslo clock at a moment, reckoned here rather than by Intl.DateTimeFormat: a page's first
 * Intl object makes the browser load its locale and time zone data, a long task that held up
 * the first pages on a phone (decision 056). Norway keeps Central European Time, and summer
 * time as the EU has since 1996; the service shows no moment before that (before 1996 summer
 * time ended in September, which this does not know).
 */
export function osloClock(moment: Date): OsloClock {
  const local = new Date(moment.getTime() + osloOffsetHours(moment) * 3_600_000)
  return {
    year: local.getUTCFullYear(),
    month: local.getUTCMonth() + 1,
    day: local.getUTCDate(),
    hour: local.getUTCHours(),
    minute: local.getUTCMinutes(),
  }
}

/** Summer time runs from 01:00 UTC on the last Sunday of March to the same in October. */
function osloOffsetHours(moment: Date): number {
  const year = moment.getUTCFullYear()
  const time = moment.getTime()
  return time >= lastSundayAtOne(year, 2) && time < lastSundayAtOne(year, 9) ? 2 : 1
}

/** 01:00 UTC on the last Sunday of a month (0-based), in milliseconds. */
function lastSundayAtOne(year: number, month: number): number {
  const last = new Date(Date.UTC(year, month + 1, 0, 1))
  return last.getTime() - last.getUTCDay() * 86_400_000
}

/** 'yyyy-MM-dd' in Oslo: the day a report is dated by and a daily job runs for. */
export function osloIsoDay(moment: Date = new Date()): string {
  const { year, month, day } = osloClock(moment)
  return `${year}-${pad(month)}-${pad(day)}`
}

/** The clock of a value that should be a moment; undefined when it is not one. */
function clockOf(value: string | Date): OsloClock | undefined {
  const date = typeof value === 'string' ? new Date(value) : value
  return Number.isNaN(date.getTime()) ? undefined : osloClock(date)
}

/** 'dd.MM.yyyy' (spec section 9); a value that is not a date comes back as it is. */
export function formatDate(value: string | Date): string {
  const clock = clockOf(value)
  return clock ? day(clock) : String(value)
}

/** 'dd.MM.yyyy HH:mm' (spec section 9); a value that is not a date comes back as it is. */
export function formatDateTime(value: string | Date): string {
  const clock = clockOf(value)
  if (!clock) return String(value)
  return `${day(clock)} ${pad(clock.hour)}:${pad(clock.minute)}`
}

const day = (clock: OsloClock) => `${pad(clock.day)}.${pad(clock.month)}.${clock.year}`

function pad(value: number): string {
  return String(value).padStart(2, '0')
}
