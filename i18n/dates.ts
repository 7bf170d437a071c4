/**
 * The home of Norwegian wall-clock time: every date the service shows, stamps or counts by
 * (pages, e-mails, reference numbers, the newsletter's months, the daily jobs, the seed's
 * documents) is Oslo time, wherever the server or the visitor is. It lives in i18n/ because
 * every layer may import it, db/ included, and it imports nothing of ours.
 */
export const OSLO_TIME_ZONE = 'Europe/Oslo'

// Numeric parts in a fixed locale: the parts are read, never the locale's own pattern, which
// puts a comma between date and time and may change between ICU versions.
const clockFormat = new Intl.DateTimeFormat('en-GB', {
  timeZone: OSLO_TIME_ZONE,
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
  const parts = clockFormat.formatToParts(moment)
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

const monthFormat = new Intl.DateTimeFormat('nb-NO', {
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
})

/** A whole month, 'yyyy-MM', as 'mars 2026'. */
export function formatMonth(yearMonth: string): string {
  return monthFormat.format(new Date(`${yearMonth}-01T00:00:00Z`))
}

const day = (clock: OsloClock) => `${pad(clock.day)}.${pad(clock.month)}.${clock.year}`

function pad(value: number): string {
  return String(value).padStart(2, '0')
}
