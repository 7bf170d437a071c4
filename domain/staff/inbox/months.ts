import { osloClock } from '../../../i18n/dates.ts'

/** Whole months, 'yyyy-MM', from and to (both included), and each month between in order. */
export interface Period {
  from: string
  to: string
  months: string[]
}

/** The most months a period covers: ten years, a table a page can still show. */
const MAX_MONTHS = 120

const indexOf = (yearMonth: string) => {
  const [year, month] = yearMonth.split('-').map(Number)
  return year! * 12 + month! - 1
}

const monthAt = (index: number) =>
  `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`

/** The months from one to another; a longer period keeps its last MAX_MONTHS months. */
export function monthsBetween(from: string, to: string): Period {
  const last = indexOf(to)
  const first = Math.max(indexOf(from), last - MAX_MONTHS + 1)
  const months = Array.from({ length: last - first + 1 }, (_, i) => monthAt(first + i))
  return { from: months[0]!, to, months }
}

/** The last `count` months up to and with the month it is now in Oslo. */
export function lastMonths(count: number, now: Date): Period {
  const clock = osloClock(now)
  const last = clock.year * 12 + clock.month - 1
  return monthsBetween(monthAt(last - count + 1), monthAt(last))
}
