import { z } from 'zod'
import { EMAIL_ADDRESS } from '../email-address.ts'

/**
 * Field rules shared by the report forms. Messages are i18n keys under `reports.` (i18n/), some
 * with values in `params`, so the browser, the page action and the API show the same text.
 * A form posts '' for an empty field and the API may send null: both mean "not given".
 */

export type Problem = { key: string; params?: Record<string, string | number> } | undefined

/** A check that reports at most one problem, the first, so the sender fixes one thing at a time. */
export function check<T>(problemOf: (value: T) => Problem) {
  return (value: T, ctx: z.RefinementCtx) => {
    const problem = problemOf(value)
    if (problem) ctx.addIssue({ code: 'custom', message: problem.key, params: problem.params })
  }
}

/** Missing is 'required'; present but of the wrong kind gets `wrongKind`. */
const missingOr = (wrongKind: string) => (issue: { input?: unknown }) =>
  issue.input === undefined ? 'reports.required' : wrongKind

function blank(value: unknown): unknown {
  if (value === null) return undefined
  if (typeof value !== 'string') return value
  const trimmed = value.trim()
  return trimmed === '' ? undefined : trimmed
}

/** A field that must be given. */
export const required = <T extends z.ZodType>(schema: T) => z.preprocess(blank, schema)

/** A field that may be left out or empty. */
export const optional = <T extends z.ZodType>(schema: T) => z.preprocess(blank, schema.optional())

export const tooLong = (max: number): Problem => ({ key: 'reports.tooLong', params: { max } })

/** Free text of at most `max` characters, without NUL bytes, which PostgreSQL cannot store. */
export const text = (max: number) =>
  z.string({ error: missingOr('reports.invalidText') }).superRefine(
    check((value: string) => {
      if (value.includes('\u0000')) return { key: 'reports.invalidText' }
      return value.length > max ? tooLong(max) : undefined
    }),
  )

/** Names of people and places: letters, spaces, hyphens, apostrophes and full stops. */
export const letters = (max: number) =>
  text(max).superRefine(
    check((value) =>
      /^[\p{L}\p{M}][\p{L}\p{M} .'’-]*$/u.test(value) ? undefined : { key: 'reports.lettersOnly' },
    ),
  )

export const email = () =>
  z
    .email({ error: missingOr('reports.invalidEmail'), pattern: EMAIL_ADDRESS })
    .superRefine(check((value: string) => (value.length > 254 ? tooLong(254) : undefined)))

export const choice = <T extends readonly [string, ...string[]]>(values: T) =>
  z.enum(values, { error: missingOr('reports.invalidChoice') })

/** A number the form may post as text; `max` may be a function, for "not after this year". */
export const wholeNumber = (min: number, max: number | (() => number)) =>
  z.preprocess(
    (value) => (typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value),
    z
      .number({ error: missingOr('reports.mustBeNumber') })
      .int({ message: 'reports.mustBeNumber' })
      .superRefine(
        check((value) => {
          const top = typeof max === 'function' ? max() : max
          return value < min || value > top
            ? { key: 'reports.outOfRange', params: { min, max: top } }
            : undefined
        }),
      ),
  )

/** The id of a row in a reference list (product, category, risk, measure). */
export const id = () => wholeNumber(1, 2_147_483_647)

/** A list of at most `max` items, each given once; missing means empty. */
export const list = <T extends z.ZodType>(item: T, max: number) =>
  z.preprocess(
    (value) => (value === null ? undefined : value),
    z
      .array(item, { error: 'reports.invalidChoice' })
      // A default rather than a replaced undefined, so the API document shows the list optional.
      .default([])
      .superRefine(
        check((items: unknown[]) =>
          items.length > max ? { key: 'reports.tooManyChoices', params: { max } } : undefined,
        ),
      )
      .transform((items) => unique(items)),
  )

/** A list that must have at least one item. */
export const nonEmptyList = <T extends z.ZodType>(item: T, max: number) =>
  list(item, max).superRefine(
    check((items: unknown[]) => (items.length === 0 ? { key: 'reports.required' } : undefined)),
  )

// Equal plain values (ids, codes) collapse; objects are kept as they are.
function unique<T>(items: T[]): T[] {
  return items.every((item) => typeof item !== 'object') ? [...new Set(items)] : items
}

/**
 * `myndighet_reciepents`: the spec's client sends it with every report, but the server decides
 * where a report goes and never says. Accepted so that client keeps working, and thrown away.
 */
export const ignoredRecipients = z
  .unknown()
  .optional()
  .transform(() => undefined)
  .describe('Accepted and ignored: the server decides which authorities receive the report')
