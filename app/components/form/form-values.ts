import type { z } from 'zod'

/** Each field that failed, with the i18n key of its text ('subscriptions.validation.required'). */
export type FieldErrors = Record<string, string>

/**
 * A posted form as the domain's schemas take it: one string per field, and the list fields
 * (checkboxes or hidden fields) comma-joined, as the search URL writes them.
 */
export function formObject(form: FormData, lists: readonly string[] = []): Record<string, string> {
  const values: Record<string, string> = {}
  for (const [name, value] of form) {
    if (typeof value !== 'string') continue
    values[name] = lists.includes(name) && values[name] ? `${values[name]},${value}` : value
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
