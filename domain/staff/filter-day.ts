import { z } from 'zod'
import { isDayInRange } from '../dates/date-range.ts'

/**
 * A day in a staff list's filters (`fra`, `til`), from its address: a calendar day within
 * DATE_RANGE, else left out of the filter. The page says which it left out (refusedDays), so
 * a day the database cannot read, such as year 0000, never reaches it.
 */
export const filterDay = z.string().refine(isDayInRange).optional().catch(undefined)

/** The day filters among `names` given a value that is no usable day, with that value. */
export function refusedDays(
  params: URLSearchParams,
  names: readonly string[],
): Record<string, string> {
  const refused: Record<string, string> = {}
  for (const name of names) {
    const value = params.get(name)
    if (value && !isDayInRange(value)) refused[name] = value.slice(0, 40)
  }
  return refused
}
