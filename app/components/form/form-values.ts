import type { z } from 'zod'

/** Each field that failed, with the i18n key of its text ('subscriptions.validation.required'). */
export type FieldErrors = Record<string, string>

/**
 * Names no form field may have, in any of its dot-separated parts. As a key of an ordinary
 * object they reach its prototype: `group.__proto__.x` once wrote into every object of the
 * process. The records below have no prototype, and these names never get into them.
 */
const RESERVED_NAMES = new Set(['__proto__', 'constructor', 'prototype'])

/** Longer than any name our forms give, short enough that no name costs much to look at. */
const MAX_NAME_LENGTH = 200

/** A group's rows are numbered 0 to 99: no form has near so many (the schemas allow 20). */
const ROW_INDEX = /^(0|[1-9]\d?)$/

/** An empty record without a prototype: a posted name can only ever be its own key. */
export function plainRecord<T>(): Record<string, T> {
  return Object.create(null) as Record<string, T>
}

/** Whether a posted field name is one any form may use: the one rule for every form. */
export function acceptedName(name: string): boolean {
  return (
    name.length > 0 &&
    name.length <= MAX_NAME_LENGTH &&
    !name.split('.').some((part) => RESERVED_NAMES.has(part))
  )
}

/**
 * The text fields of a posted form by name, each name's values in the order posted; files and
 * names no form may use are left out. Every form's values start here.
 */
export function formFields(form: FormData): Record<string, string[]> {
  const fields = plainRecord<string[]>()
  for (const [name, value] of form) {
    if (typeof value === 'string' && acceptedName(name)) (fields[name] ??= []).push(value)
  }
  return fields
}

/** A repeatable group's field by its form name `group.index.field`, or undefined. */
export function groupField(
  name: string,
  groups: readonly string[],
): { group: string; index: number; field: string } | undefined {
  const parts = name.split('.')
  if (parts.length !== 3 || !acceptedName(name)) return undefined
  const [group, index, field] = parts as [string, string, string]
  if (!groups.includes(group) || !ROW_INDEX.test(index) || !field) return undefined
  return { group, index: Number(index), field }
}

/**
 * A posted form as the domain's schemas take it: one string per field, and the list fields
 * (checkboxes or hidden fields) comma-joined, as the search URL writes them.
 */
export function formObject(form: FormData, lists: readonly string[] = []): Record<string, string> {
  const values = plainRecord<string>()
  for (const [name, posted] of Object.entries(formFields(form))) {
    values[name] = lists.includes(name)
      ? posted.reduce((joined, value) => (joined ? `${joined},${value}` : value))
      : posted.at(-1)!
  }
  return values
}

/** The first problem of each field, by the field's name. */
export function fieldErrors(error: z.ZodError): FieldErrors {
  const errors: FieldErrors = {}
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? 'form')
    errors[field] ??= issue.message
  }
  return errors
}
