import { z } from 'zod'
import { format } from '../i18n/format.ts'

/**
 * What is wrong with a value, in Bokmål, for the checks whose schema names no text of its own
 * (a length, a type, a format). The API answers in Bokmål (decision 004); these go into
 * «Ugyldig verdi for «{name}»: {problem}», so they start in lower case.
 */
export const zodProblems = {
  required: 'mangler',
  type: 'må være {expected}',
  tooLong: 'kan ha høyst {max} tegn',
  tooShort: 'må ha minst {min} tegn',
  tooBig: 'kan være høyst {max}',
  tooSmall: 'må være minst {min}',
  tooMany: 'kan ha høyst {max} verdier',
  tooFew: 'må ha minst {min} verdier',
  oneOf: 'må være én av disse: {values}',
  exactly: 'må være {value}',
  format: 'må være {format}',
  pattern: 'har feil form',
  wholeNumber: 'må være et helt tall',
  multipleOf: 'må gå opp i {divisor}',
  unknownFields: 'har felt som ikke finnes: {keys}',
  invalid: 'er ugyldig',
} as const

const TYPE_NAMES: Record<string, string> = {
  string: 'tekst',
  number: 'et tall',
  int: 'et helt tall',
  bigint: 'et helt tall',
  boolean: 'true eller false',
  array: 'en liste',
  object: 'et objekt',
  date: 'en dato',
  null: 'null',
}

const FORMAT_NAMES: Record<string, string> = {
  email: 'en e-postadresse',
  url: 'en nettadresse',
  uuid: 'en id på formen 8-4-4-4-12 heksadesimale tegn',
  date: 'en dato på formen åååå-mm-dd',
  datetime: 'et tidspunkt på formen åååå-mm-ddTtt:mm:ssZ',
  time: 'et klokkeslett på formen tt:mm',
}

// Lists longer than this are left out of the text: the API document has them.
const MAX_VALUES_NAMED = 12

/** The Bokmål text for one Zod issue; undefined leaves Zod's own (never the case today). */
function zodProblem(issue: z.core.$ZodRawIssue): string | undefined {
  switch (issue.code) {
    case 'invalid_type':
      if (issue.input === undefined) return zodProblems.required
      return format(zodProblems.type, {
        expected: TYPE_NAMES[issue.expected] ?? issue.expected,
      })
    case 'too_big':
      return sized(issue.origin, 'max', issue.maximum)
    case 'too_small':
      if (issue.origin === 'string' && Number(issue.minimum) === 1) return zodProblems.required
      return sized(issue.origin, 'min', issue.minimum)
    case 'invalid_value':
      if (issue.values.length === 1) {
        return format(zodProblems.exactly, { value: String(issue.values[0]) })
      }
      if (issue.values.length > MAX_VALUES_NAMED) return zodProblems.invalid
      return format(zodProblems.oneOf, { values: issue.values.map(String).join(', ') })
    case 'invalid_format': {
      const name = FORMAT_NAMES[issue.format]
      return name ? format(zodProblems.format, { format: name }) : zodProblems.pattern
    }
    case 'not_multiple_of':
      return Number(issue.divisor) === 1
        ? zodProblems.wholeNumber
        : format(zodProblems.multipleOf, { divisor: String(issue.divisor) })
    case 'unrecognized_keys':
      return format(zodProblems.unknownFields, { keys: issue.keys.join(', ') })
    default:
      return zodProblems.invalid
  }
}

function sized(origin: string, bound: 'max' | 'min', limit: number | bigint): string {
  const value = { [bound]: String(limit) }
  if (origin === 'string')
    return format(bound === 'max' ? zodProblems.tooLong : zodProblems.tooShort, value)
  if (origin === 'array' || origin === 'set') {
    return format(bound === 'max' ? zodProblems.tooMany : zodProblems.tooFew, value)
  }
  return format(bound === 'max' ? zodProblems.tooBig : zodProblems.tooSmall, value)
}

/**
 * Makes every Zod check in this process describe its problem in Bokmål. A schema's own text
 * (our i18n keys) still wins: Zod asks this map only for issues without one.
 */
export function describeZodProblemsInNorwegian() {
  z.config({ customError: zodProblem })
}
