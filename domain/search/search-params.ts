import { z } from 'zod'
import { DATE_RANGE, isCalendarDay, outsideDateRange } from '../dates/date-range.ts'

/**
 * The filters of a product search, as GET /api/v1/produkt, the export, the statistics and the
 * feed take them (spec sections 4 and 7). Messages are i18n keys (i18n/, `search.*`), filled
 * with the parameter's name where the error is shown.
 */
const idList = (name: string) =>
  z
    .string()
    .trim()
    .regex(/^\d{1,9}(,\d{1,9}){0,99}$/, { message: 'search.invalidIdList' })
    .transform((value) => value.split(',').map(Number))
    .optional()
    .describe(`Comma-joined numeric ids (${name})`)

const trueOnly = z
  .enum(['true', 'false'], { message: 'search.invalidFlag' })
  .transform((value) => value === 'true')
  .optional()

// A real calendar day in the service's date range (domain/dates), refused here with one message
// rather than by the database.
const isoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, { message: 'search.invalidDate', abort: true })
  .superRefine((value, ctx) => {
    if (!isCalendarDay(value)) ctx.addIssue({ code: 'custom', message: 'search.invalidDate' })
    else if (outsideDateRange(value)) {
      ctx.addIssue({ code: 'custom', message: 'search.dateOutOfRange', params: { ...DATE_RANGE } })
    }
  })
  .optional()
  .describe(`A day, yyyy-mm-dd, from ${DATE_RANGE.earliest} to ${DATE_RANGE.latest}`)

const searchFilterShape = {
  q: z
    .string()
    .max(200, { message: 'search.queryTooLong' })
    // PostgreSQL text cannot hold a NUL byte: as a space it is a word break like any other.
    .transform((value) => value.replaceAll('\u0000', ' ').trim() || undefined)
    .optional()
    .describe('Free text: names, descriptions, makers; an EAN or batch number exactly'),
  kategori: z.coerce
    .number({ message: 'search.invalidId' })
    .int({ message: 'search.invalidId' })
    .min(1, { message: 'search.invalidId' })
    .max(999_999_999, { message: 'search.invalidId' })
    .optional()
    .describe('A category id; its subcategories are included'),
  proff: trueOnly.describe('true: only products for professional users'),
  utland: trueOnly.describe('true: only products reported from abroad'),
  risiko: idList('risiko'),
  tiltak: idList('tiltak'),
  myndighet: idList('myndighet'),
  df: isoDate,
  dt: isoDate,
}

function datesInOrder(filter: { df?: string; dt?: string }) {
  return !filter.df || !filter.dt || filter.df <= filter.dt
}

/** The search filters together with the other parameters of one call, dates checked in order. */
export function withSearchFilter<Extra extends z.ZodRawShape>(extra: Extra) {
  return z
    .object({ ...searchFilterShape, ...extra })
    .refine((value) => datesInOrder(value as { df?: string; dt?: string }), {
      message: 'search.datesOutOfOrder',
      path: ['df'],
    })
}

export const searchQuerySchema = withSearchFilter({
  page: z.coerce
    .number({ message: 'search.invalidPage' })
    .int({ message: 'search.invalidPage' })
    .min(0, { message: 'search.invalidPage' })
    .max(100_000, { message: 'search.invalidPage' })
    .default(0)
    .describe('The page, counted from 0'),
  size: z.coerce
    .number({ message: 'search.invalidSize' })
    .int({ message: 'search.invalidSize' })
    .min(1, { message: 'search.invalidSize' })
    .max(100, { message: 'search.invalidSize' })
    .default(12)
    .describe('Products a page'),
})

export type SearchFilter = z.output<ReturnType<typeof withSearchFilter<Record<never, never>>>>
export type SearchQuery = z.output<typeof searchQuerySchema>
