import { EMAIL_ADDRESS } from '../../email-address.ts'
import type { ProvidedIdentity } from './match-staff.ts'

/** The claims this service reads, as a provider sends them: any of them may be missing. */
type Claims = Record<string, unknown>

/**
 * Who the provider says signed in, from its ID token and, when the token carries no address, its
 * userinfo answer. The address and whether it is vouched for are read from the same answer.
 *
 * `emailVerifiedByProvider` (OIDC_EMAIL_VERIFIED_BY_PROVIDER, decision 060) is set for an
 * authority's own single-tenant directory, such as Microsoft Entra ID, whose administrators set
 * every address and which sends no `email_verified`: there an `email` without `email_verified`
 * counts as vouched for, and so does a `preferred_username` shaped like an address when there is
 * no `email` (Entra sends the address only as an optional claim). An explicit
 * `email_verified: false` is refused all the same: the provider itself says it does not vouch.
 */
export function providedIdentity(
  idToken: Claims & { iss: string; sub: string },
  userinfo: Claims | undefined,
  emailVerifiedByProvider: boolean,
): ProvidedIdentity {
  const identity = { issuer: idToken.iss, subject: idToken.sub }
  const answer = userinfo ?? idToken
  if (typeof answer.email === 'string') {
    const vouched =
      answer.email_verified === true ||
      (emailVerifiedByProvider && answer.email_verified === undefined)
    return { ...identity, email: answer.email, emailVerified: vouched }
  }
  if (emailVerifiedByProvider) {
    // Entra gives it in the ID token; other providers at userinfo.
    const username = [answer.preferred_username, idToken.preferred_username].find(
      (claim): claim is string => typeof claim === 'string' && EMAIL_ADDRESS.test(claim),
    )
    if (username) return { ...identity, email: username, emailVerified: true }
  }
  return { ...identity, emailVerified: false }
}
