/** Dates on the site are Norwegian wall-clock time, wherever the server or the visitor is. */
const TIME_ZONE = 'Europe/Oslo'

const dateTimeParts = new Intl.DateTimeFormat('nb-NO', {
  timeZone: TIME_ZONE,
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
})

/** The parts of a moment as the Oslo clock shows it. */
function osloParts(value: string | Date) {
  const date = typeof value === 'string' ? new Date(value) : value
  if (Number.isNaN(date.getTime())) return undefined
  const parts = dateTimeParts.formatToParts(date)
  return (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? ''
}

/** 'dd.MM.yyyy' (spec section 9); a value that is not a date comes back as it is. */
export function formatDate(value: string | Date): string {
  const part = osloParts(value)
  if (!part) return String(value)
  return `${part('day')}.${part('month')}.${part('year')}`
}

/**
 * 'dd.MM.yyyy HH:mm' (spec section 9). Built from parts rather than the locale's own pattern,
 * which puts a comma between date and time and may change between ICU versions.
 */
export function formatDateTime(value: string | Date): string {
  const part = osloParts(value)
  if (!part) return String(value)
  return `${formatDate(value)} ${part('hour')}:${part('minute')}`
}
