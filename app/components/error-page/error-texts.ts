import { isRouteErrorResponse } from 'react-router'
import { formatDate } from '../../../i18n/dates.ts'
import type { Messages } from '../../../i18n/nb.ts'
import { UNREADABLE_FORM } from '../form/form-answer.ts'

/**
 * What the error page says, but for "not found": the database is away (503), a post was no form
 * we can read (read-form.server.ts), or something went wrong.
 */
export function errorTexts(t: Messages, error: unknown): { heading: string; text: string } {
  const status = isRouteErrorResponse(error) ? error.status : 500
  if (status === 503) return { heading: t.pages.unavailable.title, text: t.pages.unavailable.text }
  if (isRouteErrorResponse(error) && error.data === UNREADABLE_FORM) {
    return { heading: t.pages.unreadableForm.title, text: t.pages.unreadableForm.text }
  }
  return { heading: t.errors.UNEXPECTED_ERROR, text: t.pages.error.text }
}

/**
 * The name and date a withdrawn product's 410 carries (app/routes/product.tsx), ready for the
 * page's text; null for any other answer.
 */
export function withdrawal(data: unknown): { name: string; date: string } | null {
  if (typeof data !== 'object' || data === null) return null
  const { navn, withdrawnAt } = data as { navn?: unknown; withdrawnAt?: unknown }
  if (typeof navn !== 'string' || typeof withdrawnAt !== 'string') return null
  return { name: navn, date: formatDate(withdrawnAt) }
}
