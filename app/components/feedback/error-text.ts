import type { Language } from '../../../i18n/language.ts'
import type { Messages } from '../../../i18n/nb.ts'

/** The error body of spec section 8, as the API sends it; any part may be missing. */
export interface NoticeError {
  type?: string
  message?: string
  reference?: string
}

/** The API words its messages in Bokmål (api/errors.ts builds them from the nb texts). */
const API_LANGUAGE: Language = 'nb'

/** The types spec section 8 words itself; these are always shown in the catalogue's words. */
const CATALOGUE_TYPES = new Set(['UNEXPECTED_ERROR', 'TIMEOUT', 'PageNotFound'])

/**
 * Spec section 8: the translation of the body's type, else its message as it is (unknown codes
 * show raw text), else 'En feil har oppstått'. For a type outside the catalogue (BAD_REQUEST,
 * say) the server's own message names what was wrong ("Ugyldig verdi for «q»…"), so a page in
 * the API's language shows it rather than the general line; a page in another language gets
 * the general line in its own language rather than a Bokmål sentence in the middle of it.
 */
export function errorText(messages: Messages, error: NoticeError, lang: Language): string {
  const { type, message } = error
  const specific = message?.trim() && type && !CATALOGUE_TYPES.has(type) && lang === API_LANGUAGE
  if (!specific && type && Object.hasOwn(messages.errors, type)) {
    return messages.errors[type as keyof Messages['errors']]
  }
  if (message?.trim()) return message
  if (type?.trim()) return type
  return messages.errors.UNEXPECTED_ERROR
}

/**
 * What a failed call should tell the visitor: the body of an HTTP error when it has one, TIMEOUT
 * for an aborted or timed-out request, UNEXPECTED_ERROR for everything else (spec section 8).
 */
export async function noticeErrorFrom(failure: unknown): Promise<NoticeError> {
  if (failure instanceof Response) {
    const body: unknown = await failure.json().catch(() => null)
    if (body && typeof body === 'object' && ('type' in body || 'message' in body)) {
      const { type, message, reference } = body as Record<string, unknown>
      return {
        type: typeof type === 'string' ? type : undefined,
        message: typeof message === 'string' ? message : undefined,
        reference: typeof reference === 'string' ? reference : undefined,
      }
    }
    return { type: 'UNEXPECTED_ERROR' }
  }
  if (failure instanceof Error && ['AbortError', 'TimeoutError'].includes(failure.name)) {
    return { type: 'TIMEOUT' }
  }
  return { type: 'UNEXPECTED_ERROR' }
}

/** Spec section 6: a prerendering crawler gets no error notices (it would index them). */
export function isPrerenderAgent(userAgent: string | undefined): boolean {
  return /prerender/i.test(userAgent ?? '')
}
