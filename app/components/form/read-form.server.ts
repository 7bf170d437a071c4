import { data } from 'react-router'
import { UNREADABLE_FORM } from './form-answer.ts'

/** What a browser's form posts: a form's `enctype` can only name one of these, or text/plain. */
const FORM_TYPES = ['application/x-www-form-urlencoded', 'multipart/form-data']

/**
 * More fields than any of our forms has (the duty-to-report form with every group row filled
 * has a few hundred), so a post of thousands of names is refused before any is looked at.
 */
export const MAX_FORM_FIELDS = 1_000

/**
 * A page action's posted form. A body that is no form (JSON, a broken multipart body, one
 * without its boundary, an unknown type) is not the server's fault: it is answered 415 or 400
 * with the error page's "Skjemaet kunne ikke leses", never a 500.
 */
export async function readForm(request: Request): Promise<FormData> {
  await refuseUnlessForm(request)
  let form: FormData
  try {
    form = await request.formData()
  } catch (error) {
    // A body cut off at its size limit has had its 413 (page-body-limit.ts), and a client that
    // went away needs no answer: neither is an unreadable form.
    if (error instanceof Response || request.signal.aborted) throw error
    throw unreadable(400)
  }
  let fields = 0
  for (const _name of form.keys()) if (++fields > MAX_FORM_FIELDS) throw unreadable(400)
  return form
}

/** The post's media type in lower case, without its parameters ('' for none). */
export function postedType(request: Request): string {
  return request.headers.get('content-type')?.split(';')[0]?.trim().toLowerCase() ?? ''
}

/** Refuses, with 415, a post whose type no form's `enctype` can name, its body read and dropped. */
export async function refuseUnlessForm(request: Request) {
  if (FORM_TYPES.includes(postedType(request))) return
  await discardBody(request)
  throw unreadable(415)
}

/**
 * Reads a refused body to its end (its size limit bounds how far): left unread on a kept-alive
 * connection, it would stall the next request the browser sends on it.
 */
export async function discardBody(request: Request) {
  try {
    await request.body?.pipeTo(new WritableStream())
  } catch (error) {
    if (error instanceof Response) throw error
  }
}

/** The error page's "Skjemaet kunne ikke leses", thrown for a post that is no form we can read. */
export function unreadable(status: 400 | 415) {
  return data(UNREADABLE_FORM, { status, headers: { 'Cache-Control': 'no-store' } })
}
