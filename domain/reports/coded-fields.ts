import { DATE_RANGE, outsideDateRange } from '../dates/date-range.ts'
import { isValidEan, isValidOrganisationNumber } from './check-digits.ts'
import { check, text, tooLong } from './fields.ts'
import { padPostalCode } from './postal-code-format.ts'
import { osloIsoDay } from '../../i18n/dates.ts'
import { formatReportDate, parseReportDate } from './report-date.ts'

/**
 * Fields with a format of their own: numbers with check digits, postal codes, dates, countries.
 * Messages are i18n keys, as in fields.ts.
 */

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/

/** A telephone number: digits, spaces and a leading +; kept without the spaces. */
export const phone = () =>
  text(30)
    .transform((value) => value.replace(/\s+/g, ''))
    .superRefine(
      check((value) => {
        if (!/^\+?\d+$/.test(value)) return { key: 'reports.mustBeNumber' }
        const digits = value.replace('+', '').length
        if (digits < 8) return { key: 'reports.minDigits', params: { length: 8 } }
        return digits > 15 ? tooLong(15) : undefined
      }),
    )

/**
 * A Norwegian postal code: one to four digits, padded to four. Whether Bring's register has it
 * is the server's check (knownPostalCode in postal-codes.ts), with the same message.
 */
export const postalCode = () =>
  text(10)
    .superRefine(
      check((value) =>
        padPostalCode(value) === undefined ? { key: 'reports.invalidPostalCode' } : undefined,
      ),
    )
    .transform((value) => padPostalCode(value) ?? value)

/** Digits only, spaces (and the dots some write) taken out. */
const digitText = (max: number, strip: RegExp) =>
  text(max)
    .transform((value) => value.replace(strip, ''))
    .superRefine(
      check((value) => (/^\d+$/.test(value) ? undefined : { key: 'reports.mustBeNumber' })),
    )

export const organisationNumber = () =>
  digitText(20, /\s+/g).superRefine(
    check((value) => {
      if (value.length !== 9) return { key: 'reports.exactDigits', params: { length: 9 } }
      return isValidOrganisationNumber(value)
        ? undefined
        : { key: 'reports.invalidOrganisationNumber' }
    }),
  )

export const ean = () =>
  digitText(20, /\s+/g).superRefine(
    check((value) => (isValidEan(value) ? undefined : { key: 'reports.invalidEan' })),
  )

/** A customs tariff number (tolltariffnummer): 6 (HS) to 10 digits, dots and spaces allowed. */
export const customsCode = () =>
  digitText(20, /[\s.]+/g).superRefine(
    check((value) => {
      if (value.length < 6) return { key: 'reports.minDigits', params: { length: 6 } }
      return value.length > 10 ? tooLong(10) : undefined
    }),
  )

/**
 * A date written dd.mm.åååå (or ISO), in the service's date range (domain/dates) and not after
 * today in Norway; kept as ISO yyyy-mm-dd. A date past the range is in the future too, and is
 * told so.
 */
export const pastDate = () =>
  text(10)
    .transform((value, ctx) => {
      const date = parseReportDate(value)
      if (!date) ctx.addIssue({ code: 'custom', message: 'reports.invalidDate' })
      return date ?? value
    })
    .superRefine(
      check((date) => {
        if (!ISO_DATE.test(date)) return undefined
        if (outsideDateRange(date) === 'early') {
          const earliest = formatReportDate(DATE_RANGE.earliest)
          return { key: 'reports.dateTooEarly', params: { earliest } }
        }
        return date > osloIsoDay() ? { key: 'reports.futureDate' } : undefined
      }),
    )

/** Two capital letters (ISO 3166-1 alpha-2); lower case is raised. */
export const countryCode = () =>
  text(10)
    .transform((value) => value.toUpperCase())
    .superRefine(
      check((value) =>
        /^[A-Z]{2}$/.test(value)
          ? undefined
          : { key: 'reports.exactLetters', params: { length: 2 } },
      ),
    )
