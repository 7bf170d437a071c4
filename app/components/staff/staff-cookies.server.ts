import { looksLikeSecret } from '../../../domain/secrets.ts'

/**
 * The staff area's cookies: the session; the random value that binds a sign-in link to the
 * browser that asked for it; and an OpenID Connect attempt's state, nonce and PKCE verifier
 * (three such values joined by dots). HttpOnly and SameSite=Lax always, so the provider's
 * redirect back (a top-level GET) carries them; over HTTPS also Secure, with the `__Host-`
 * prefix, which makes the browser refuse one set for another path or domain.
 */
export type StaffCookie = 'okt' | 'nettleser' | 'oidc'

/** Whether a value is one we could have set in this cookie. */
const couldBeOurs = (cookie: StaffCookie, value: string) =>
  cookie === 'oidc'
    ? value.split('.').length === 3 && value.split('.').every(looksLikeSecret)
    : looksLikeSecret(value)

/**
 * Whether the site is served over HTTPS: PUBLIC_URL says so, or the request came that way (the
 * scheme from X-Forwarded-Proto when TRUST_PROXY trusts the proxy that sent it).
 */
export function servedOverHttps(request: Request, publicUrl: string | undefined): boolean {
  return new URL(request.url).protocol === 'https:' || Boolean(publicUrl?.startsWith('https:'))
}

function cookieName(cookie: StaffCookie, secure: boolean): string {
  return `${secure ? '__Host-' : ''}fp_forvaltning_${cookie}`
}

/** The cookie's value, if it is one we could have set; anything else counts as none. */
export function readStaffCookie(
  request: Request,
  cookie: StaffCookie,
  secure: boolean,
): string | undefined {
  const name = cookieName(cookie, secure)
  for (const part of (request.headers.get('cookie') ?? '').split(';')) {
    const [key, ...value] = part.trim().split('=')
    if (key === name && couldBeOurs(cookie, value.join('='))) return value.join('=')
  }
  return undefined
}

/**
 * A Set-Cookie value. No Max-Age: the browser forgets it when it closes, and the server keeps
 * the real limits. `undefined` clears it.
 */
export function staffCookieHeader(
  cookie: StaffCookie,
  value: string | undefined,
  secure: boolean,
): string {
  const attributes = ['Path=/', 'HttpOnly', 'SameSite=Lax', ...(secure ? ['Secure'] : [])]
  if (value === undefined) attributes.push('Max-Age=0')
  return [`${cookieName(cookie, secure)}=${value ?? ''}`, ...attributes].join('; ')
}
