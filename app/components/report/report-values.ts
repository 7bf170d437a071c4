import type { z } from 'zod'

/**
 * A report form's fields as the API's JSON takes them. The form posts one string per field;
 * list fields (checkboxes, multiple selects) repeat their name, and a repeatable group (injured
 * persons, importers) names its fields `group.index.field`, so the same names work with and
 * without JavaScript.
 */
export interface ReportShape {
  /** Fields that may repeat, given as arrays. */
  lists?: readonly string[]
  /** Repeatable groups by name: each row the form shows is sent, in order. */
  groups?: readonly string[]
}

/** A field's problem: an i18n key and its values, as the domain's schemas give them. */
export interface FieldProblem {
  key: string
  params?: Record<string, string | number>
}

/** The first problem of each field, by its form name (`hendelse_skadedePersoner.0.kjonn`). */
export type ReportErrors = Record<string, FieldProblem>

/** The values of a form, files left out: one string, or several for a repeated name. */
export function formEntries(form: FormData): Record<string, string[]> {
  const entries: Record<string, string[]> = {}
  for (const [name, value] of form) {
    if (typeof value === 'string') (entries[name] ??= []).push(value)
  }
  return entries
}

export function reportFromForm(
  entries: Record<string, string[]>,
  shape: ReportShape,
): Record<string, unknown> {
  const report: Record<string, unknown> = {}
  const groups: Record<string, Record<string, Record<string, string>>> = {}
  for (const [name, values] of Object.entries(entries)) {
    const [group, index, field] = name.split('.')
    if (field !== undefined && index !== undefined && shape.groups?.includes(group!)) {
      ;((groups[group!] ??= {})[index] ??= {})[field] = values[0] ?? ''
    } else if (shape.lists?.includes(name)) {
      report[name] = values.filter((value) => value !== '')
    } else {
      report[name] = values[0] ?? ''
    }
  }
  for (const group of shape.groups ?? []) {
    const rows = Object.entries(groups[group] ?? {})
      .sort(([a], [b]) => Number(a) - Number(b))
      .map(([, row]) => row)
    report[group] = rows
  }
  return report
}

/** The schema's problems by form name; a group row's index is its place in the form. */
export function reportErrors(error: z.ZodError): ReportErrors {
  const errors: ReportErrors = {}
  for (const issue of error.issues) {
    const name = issue.path.length ? issue.path.map(String).join('.') : 'form'
    const params = 'params' in issue ? (issue.params as FieldProblem['params']) : undefined
    errors[name] ??= params ? { key: issue.message, params } : { key: issue.message }
  }
  return errors
}

/** Checks a report's fields with its schema: the parsed report, or the problems. */
export function checkReport<T extends z.ZodType>(
  schema: T,
  report: Record<string, unknown>,
): { ok: true; data: z.output<T> } | { ok: false; errors: ReportErrors } {
  const parsed = schema.safeParse(report)
  return parsed.success
    ? { ok: true, data: parsed.data }
    : { ok: false, errors: reportErrors(parsed.error) }
}

/** Without JavaScript a group's add and remove buttons post the form under these names. */
export const ADD_ROW_FIELD = '_leggtil'
export const REMOVE_ROW_FIELD = '_fjern'

/**
 * The values after a group's add or remove button was pressed without JavaScript: one more row
 * (marked by an empty `group.n._`, which no input posts back), or one row less with the rows
 * after it moved up. Undefined when neither was pressed.
 */
export function changeRows(
  entries: Record<string, string[]>,
  groups: readonly string[],
): Record<string, string[]> | undefined {
  const added = entries[ADD_ROW_FIELD]?.[0]
  const removed = entries[REMOVE_ROW_FIELD]?.[0]
  const values = Object.fromEntries(
    Object.entries(entries).filter(([name]) => name !== ADD_ROW_FIELD && name !== REMOVE_ROW_FIELD),
  )
  if (added && groups.includes(added)) {
    return { ...values, [`${added}.${rowCount(values, added)}._`]: [''] }
  }
  const [group, index] = removed?.split('.') ?? []
  if (!group || !groups.includes(group) || !/^\d+$/.test(index ?? '')) return undefined
  const gone = Number(index)
  const moved: Record<string, string[]> = {}
  for (const [name, value] of Object.entries(values)) {
    const [prefix, at, field] = name.split('.')
    if (prefix !== group || field === undefined) moved[name] = value
    else if (Number(at) < gone) moved[name] = value
    else if (Number(at) > gone) moved[`${group}.${Number(at) - 1}.${field}`] = value
  }
  return moved
}

/** How many rows of a group the values hold. */
export function rowCount(values: Record<string, string[]>, group: string): number {
  const indexes = Object.keys(values)
    .filter((name) => name.startsWith(`${group}.`))
    .map((name) => Number(name.split('.')[1]))
  return indexes.length ? Math.max(...indexes) + 1 : 0
}
