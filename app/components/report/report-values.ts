import type { z } from 'zod'
import { acceptedName, groupField, plainRecord } from '../form/form-values.ts'

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
interface FieldProblem {
  key: string
  params?: Record<string, string | number>
}

/** The first problem of each field, by its form name (`hendelse_skadedePersoner.0.kjonn`). */
export type ReportErrors = Record<string, FieldProblem>

/**
 * The report the fields make. Group rows are gathered by their index and given in its order;
 * everything is built on records without a prototype, from names `formFields` accepted.
 */
export function reportFromForm(
  entries: Record<string, string[]>,
  shape: ReportShape,
): Record<string, unknown> {
  const report = plainRecord<unknown>()
  const rows = new Map<string, Map<number, Record<string, string>>>()
  for (const [name, values] of Object.entries(entries)) {
    if (!acceptedName(name)) continue
    const at = groupField(name, shape.groups ?? [])
    if (at) {
      const group = rows.get(at.group) ?? new Map<number, Record<string, string>>()
      rows.set(at.group, group)
      const row = group.get(at.index) ?? plainRecord<string>()
      group.set(at.index, row)
      row[at.field] = values[0] ?? ''
    } else if (shape.lists?.includes(name)) {
      report[name] = values.filter((value) => value !== '')
    } else {
      report[name] = values[0] ?? ''
    }
  }
  for (const group of shape.groups ?? []) {
    const byIndex = [...(rows.get(group) ?? [])].sort(([a], [b]) => a - b)
    report[group] = byIndex.map(([, row]) => row)
  }
  return report
}

/** The schema's problems by form name; a group row's index is its place in the form. */
function reportErrors(error: z.ZodError): ReportErrors {
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
  const removed = groupField(`${entries[REMOVE_ROW_FIELD]?.[0]}._`, groups)
  const values = plainRecord<string[]>()
  for (const [name, value] of Object.entries(entries)) {
    if (name !== ADD_ROW_FIELD && name !== REMOVE_ROW_FIELD && acceptedName(name)) {
      values[name] = value
    }
  }
  if (added && groups.includes(added)) {
    values[`${added}.${rowCount(values, added)}._`] = ['']
    return values
  }
  if (!removed) return undefined
  const moved = plainRecord<string[]>()
  for (const [name, value] of Object.entries(values)) {
    const at = groupField(name, [removed.group])
    if (!at || at.index < removed.index) moved[name] = value
    else if (at.index > removed.index) moved[`${at.group}.${at.index - 1}.${at.field}`] = value
  }
  return moved
}

/** How many rows of a group the values hold: one past the highest row index posted. */
export function rowCount(values: Record<string, string[]>, group: string): number {
  let count = 0
  for (const name of Object.keys(values)) {
    const at = groupField(name, [group])
    if (at) count = Math.max(count, at.index + 1)
  }
  return count
}
