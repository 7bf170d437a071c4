import { data, redirect } from 'react-router'
import type { Services } from '#app-context'
import { newSecret } from '../../../domain/secrets.ts'
import { endSession, openSession } from '../../../domain/staff/sessions.ts'
import { redeemSignInLink, requestSignInLink } from '../../../domain/staff/sign-in-link.ts'
import { DEFAULT_STAFF_LIMITS } from '../../../domain/staff/staff-limits.ts'
import { signInLinkSchema, signInRequestSchema } from '../../../domain/staff/staff-schemas.ts'
import { DEFAULT_PUBLIC_URL } from '../../../domain/subscriptions/subscription-context.ts'
import { staffNb } from '../../../i18n/staff.nb.ts'
import { formAnswer } from '../form/form-answer.ts'
import { fieldErrors, formObject } from '../form/form-values.ts'
import { readStaffCookie, servedOverHttps, staffCookieHeader } from './staff-cookies.server.ts'
import { SIGN_IN_PATH, START_PATH } from './staff-paths.ts'

/** What the sign-in form's action answers: sent, or what failed and what was typed. */
export type SignInResult =
  | { ok: true }
  | {
      ok: false
      /** Keys of the staff texts' `validation`, or 'tooMany'. */
      errors: Record<string, string>
      values: Record<string, string>
      retryAfterSeconds?: number
    }

/** Refused for asking too often, by address or by e-mail: the page says so, with a 429. */
export const tooManyRequests = (retryAfterSeconds: number) =>
  formAnswer<SignInResult>({
    ok: false,
    errors: { form: 'tooMany' },
    values: {},
    retryAfterSeconds,
  })

/**
 * The sign-in form: mails a link to a registered address, bound to this browser by a random
 * value in a cookie (the one it has, or a new one). The answer is the same whether or not the
 * address is registered. The server counts the posts per sender address (page-form-posts.ts).
 */
export async function askForSignInLink(
  services: Services,
  request: Request,
  form: FormData,
  now: Date,
) {
  const values = formObject(form)
  const parsed = signInRequestSchema.safeParse(values)
  if (!parsed.success) {
    return formAnswer<SignInResult>({ ok: false, errors: fieldErrors(parsed.error), values })
  }
  const secure = servedOverHttps(request, services.publicUrl)
  const browserSecret = readStaffCookie(request, 'nettleser', secure) ?? newSecret()
  const context = {
    publicUrl: services.publicUrl ?? DEFAULT_PUBLIC_URL,
    texts: staffNb,
    limits: DEFAULT_STAFF_LIMITS,
  }
  await requestSignInLink(services.db, { epost: parsed.data.epost, browserSecret }, context, now)
  services.mail?.wake()
  return data<SignInResult>(
    { ok: true },
    { headers: { 'Set-Cookie': staffCookieHeader('nettleser', browserSecret, secure) } },
  )
}

/**
 * The link page's button: spends the link if this browser asked for it, opens a session and
 * goes to the start page; anything else is the page's "the link does not work".
 */
export async function signInByLink(
  services: Services,
  request: Request,
  form: FormData,
  now: Date,
) {
  const secure = servedOverHttps(request, services.publicUrl)
  const browserSecret = readStaffCookie(request, 'nettleser', secure)
  const token = signInLinkSchema.safeParse(formObject(form)).data?.token
  // Spent and signed in together: a failure between the two leaves the link usable.
  const sessionId = await services.db.transaction(async (tx) => {
    const staffId = await redeemSignInLink(tx, token, browserSecret, now)
    return staffId === undefined ? undefined : openSession(tx, staffId, now, 'lenke')
  })
  if (sessionId === undefined) return data({ signedIn: false }, { status: 400 })
  const headers = new Headers()
  headers.append('Set-Cookie', staffCookieHeader('okt', sessionId, secure))
  headers.append('Set-Cookie', staffCookieHeader('nettleser', undefined, secure))
  return redirect(START_PATH, { headers })
}

/** Sign-out: the session ends in the database, so its cookie opens nothing anywhere. */
export async function signOut(services: Services, request: Request, now: Date) {
  const secure = servedOverHttps(request, services.publicUrl)
  await endSession(services.db, readStaffCookie(request, 'okt', secure), now)
  return redirect(`${SIGN_IN_PATH}?utlogget`, {
    headers: { 'Set-Cookie': staffCookieHeader('okt', undefined, secure) },
  })
}
