import { data, type HeadersFunction } from 'react-router'

/** A form action's result: `retryAfterSeconds` only when refused for posting too often. */
type FormOutcome = { ok: boolean; retryAfterSeconds?: number }

/**
 * A page form's action answer: 200 when done, 400 with what failed, and 429 with Retry-After
 * when refused for posting too often, as the API's 429s are.
 */
export function formAnswer<T extends FormOutcome>(result: T) {
  if (result.ok) return data(result, { status: 200 })
  const seconds = result.retryAfterSeconds
  if (seconds === undefined) return data(result, { status: 400 })
  return data(result, { status: 429, headers: { 'Retry-After': String(seconds) } })
}

/**
 * The headers of a page with such a form. Without a `headers` export React Router passes only
 * an action's cookies on to the page, so its Retry-After would never reach the sender.
 */
export const formPageHeaders: HeadersFunction = ({ parentHeaders, actionHeaders }) => {
  const headers = new Headers(parentHeaders)
  const retryAfter = actionHeaders.get('Retry-After')
  if (retryAfter) headers.set('Retry-After', retryAfter)
  return headers
}

/** What a page action throws for a post that is no form we can read (read-form.server.ts). */
export const UNREADABLE_FORM = 'unreadable-form'

/**
 * What a page action throws for a post sent by none of its form's buttons (`intent`): no form of
 * this page, so a form we cannot read, and the page says so rather than "an error occurred".
 */
export const unknownButton = () =>
  data(UNREADABLE_FORM, { status: 400, headers: { 'Cache-Control': 'no-store' } })
