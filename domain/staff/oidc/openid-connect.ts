import * as client from 'openid-client'
import type { Db } from '../../../db/connection.ts'
import { newSecret } from '../../secrets.ts'
import { openSession } from '../sessions.ts'
import { matchStaff, type NoMatch } from './match-staff.ts'
import { providedIdentity } from './provided-identity.ts'

/** OIDC_ISSUER, OIDC_CLIENT_ID and OIDC_CLIENT_SECRET, and where the provider sends people back. */
export interface OidcSettings {
  issuer: string
  clientId: string
  clientSecret: string
  /** PUBLIC_URL's callback page: never built from a request's Host header. */
  redirectUri: string
  /**
   * OIDC_EMAIL_VERIFIED_BY_PROVIDER: the provider is the authority's own directory, whose
   * addresses need no `email_verified` (decision 060; provided-identity.ts).
   */
  emailVerifiedByProvider: boolean
}

/**
 * What one attempt must find again when the person comes back: the state the answer must carry,
 * the nonce its ID token must carry, and the PKCE verifier only this server knows. Each is 256
 * random bits, URL-safe, 43 characters (a valid PKCE verifier).
 */
export interface OidcAttempt {
  state: string
  nonce: string
  verifier: string
}

/** Signed in (a session's id, for the cookie), or why not. */
type OidcOutcome = { sessionId: string } | { refused: 'answer' | NoMatch }

/** Sign-in through the authority's identity provider: the way there, and the way back. */
export interface OidcSignIn {
  /** The provider's address to send the browser to, and the attempt to keep in its cookie. */
  begin(): Promise<{ url: URL; attempt: OidcAttempt }>
  /**
   * Checks the provider's answer (the callback's query) against the attempt, redeems the code
   * with the PKCE verifier and the client secret, matches the person to staff and opens a
   * session, recording the sign-in. An answer that fails a check is refused, never thrown.
   */
  finish(db: Db, query: URLSearchParams, attempt: OidcAttempt, now: Date): Promise<OidcOutcome>
  /**
   * The origins the sign-in button's post is redirected to: the issuer's, and its authorization
   * endpoint's once its metadata is known (ID-porten's is on another host). The pages' policy
   * must let a form go there, or the browser stops the button (form-action, decision 013).
   */
  formTargets(): string[]
}

/** A provider not reached now is asked again at the sign-in, which reports the failure. */
const ignoreHere = () => undefined

/** Plain HTTP only to a provider on this machine: the loopback provider of the tests. */
const isLoopback = (url: URL) => ['127.0.0.1', '[::1]', 'localhost'].includes(url.hostname)

/**
 * The identity provider's client. Its metadata is fetched at the first sign-in and kept; a
 * provider that could not be reached is asked again at the next.
 */
export function openIdConnect(settings: OidcSettings): OidcSignIn {
  let configuration: Promise<client.Configuration> | undefined
  const targets = new Set([new URL(settings.issuer).origin])
  const configure = () => {
    const issuer = new URL(settings.issuer)
    configuration ??= client
      .discovery(issuer, settings.clientId, settings.clientSecret, undefined, {
        execute: isLoopback(issuer) ? [client.allowInsecureRequests] : [],
      })
      .catch((error: unknown) => {
        configuration = undefined
        throw error
      })
    void configuration.then((config) => {
      const endpoint = config.serverMetadata().authorization_endpoint
      if (endpoint) targets.add(new URL(endpoint).origin)
    }, ignoreHere)
    return configuration
  }

  // Asked now, so that the authorization endpoint is known before the first page is served.
  void configure().catch(ignoreHere)

  return {
    formTargets: () => [...targets],

    async begin() {
      const config = await configure()
      const attempt = { state: newSecret(), nonce: newSecret(), verifier: newSecret() }
      const url = client.buildAuthorizationUrl(config, {
        redirect_uri: settings.redirectUri,
        // `profile` carries Entra's preferred_username, read only when the provider is trusted.
        scope: settings.emailVerifiedByProvider ? 'openid email profile' : 'openid email',
        code_challenge: await client.calculatePKCECodeChallenge(attempt.verifier),
        code_challenge_method: 'S256',
        state: attempt.state,
        nonce: attempt.nonce,
      })
      return { url, attempt }
    },

    async finish(db, query, attempt, now) {
      const config = await configure()
      const answer = new URL(settings.redirectUri)
      answer.search = query.toString()
      let tokens: Awaited<ReturnType<typeof client.authorizationCodeGrant>>
      try {
        tokens = await client.authorizationCodeGrant(config, answer, {
          pkceCodeVerifier: attempt.verifier,
          expectedState: attempt.state,
          expectedNonce: attempt.nonce,
          idTokenExpected: true,
        })
      } catch (error) {
        if (isRefusedAnswer(error)) return { refused: 'answer' }
        throw error
      }
      const claims = tokens.claims()!
      // Providers that keep the address out of the ID token give it at the userinfo endpoint.
      const userinfo =
        claims.email === undefined
          ? await client.fetchUserInfo(config, tokens.access_token, claims.sub)
          : undefined
      const identity = providedIdentity(claims, userinfo, settings.emailVerifiedByProvider)
      return db.transaction(async (tx) => {
        const staffId = await matchStaff(tx, identity)
        if (typeof staffId !== 'number') return { refused: staffId }
        return { sessionId: await openSession(tx, staffId, now, 'oidc') }
      })
    },
  }
}

/** A forged, replayed or refused answer from the provider, as against a provider that is down. */
function isRefusedAnswer(error: unknown): boolean {
  return (
    error instanceof client.AuthorizationResponseError ||
    error instanceof client.ResponseBodyError ||
    (error instanceof client.ClientError && error.code !== 'OAUTH_TIMEOUT')
  )
}
