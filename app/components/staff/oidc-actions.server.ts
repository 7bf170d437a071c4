import { data, redirect } from 'react-router'
import type { Services } from '#app-context'
import type { OidcAttempt, OidcSignIn } from '../../../domain/staff/oidc/openid-connect.ts'
import { readStaffCookie, servedOverHttps, staffCookieHeader } from './staff-cookies.server.ts'
import { START_PATH } from './staff-paths.ts'

/** Why the way back from the provider signed nobody in: the page's words follow from it. */
type OidcRefusal = 'answer' | 'unknown' | 'unverified'

/** Without OIDC_* set there is no such page: staff sign in by e-mailed link. */
function configuredOidc(services: Services): OidcSignIn {
  if (!services.oidc) throw data(null, { status: 404 })
  return services.oidc
}

/** With OIDC_* set, the e-mailed links are no way in: their form is not there. */
export function configuredLinks(services: Services) {
  if (services.oidc) throw data(null, { status: 404 })
}

/**
 * The sign-in button: a new attempt's state, nonce and PKCE verifier go into this browser's
 * cookie, and the browser to the identity provider.
 */
export async function beginOidcSignIn(services: Services, request: Request) {
  const { url, attempt } = await configuredOidc(services).begin()
  const secure = servedOverHttps(request, services.publicUrl)
  const value = [attempt.state, attempt.nonce, attempt.verifier].join('.')
  return redirect(url.toString(), {
    status: 303,
    headers: { 'Set-Cookie': staffCookieHeader('oidc', value, secure) },
  })
}

/**
 * The provider's redirect back: checked against this browser's attempt, which is spent either
 * way. Signed in, the browser gets its session and the start page; else a page says why, with
 * 400 for an answer that failed a check and 403 for a person who is not staff.
 */
export async function finishOidcSignIn(services: Services, request: Request, now: Date) {
  const oidc = configuredOidc(services)
  const secure = servedOverHttps(request, services.publicUrl)
  const headers = new Headers({ 'Set-Cookie': staffCookieHeader('oidc', undefined, secure) })
  const kept = readStaffCookie(request, 'oidc', secure)?.split('.')
  const query = new URL(request.url).searchParams
  const outcome = kept
    ? await oidc.finish(services.db, query, attemptOf(kept), now)
    : ({ refused: 'answer' } as const)
  if ('sessionId' in outcome) {
    headers.append('Set-Cookie', staffCookieHeader('okt', outcome.sessionId, secure))
    return redirect(START_PATH, { headers })
  }
  const refusal: OidcRefusal = outcome.refused
  return data({ refusal }, { status: refusal === 'answer' ? 400 : 403, headers })
}

const attemptOf = ([state = '', nonce = '', verifier = '']: string[]): OidcAttempt => ({
  state,
  nonce,
  verifier,
})
