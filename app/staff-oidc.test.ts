import { existsSync } from 'node:fs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { HttpBrowser } from '../tests/support/http-browser.ts'
import type { LoopbackProvider } from '../tests/support/oidc-provider.ts'
import { startOidcStaffServer } from '../tests/support/oidc-staff-server.ts'

/**
 * Sign-in through OpenID Connect, end to end: the server in a real process, configured with
 * OIDC_*, and a real OpenID provider (the `oidc-provider` package) on loopback whose login and
 * consent pages the test fills in as a person would. Nothing between them is replaced.
 */

const pagesBuilt = existsSync('build/server/index.js')
const APP_PORT = 4141
const PROVIDER_PORT = 4142
const SITE = `http://127.0.0.1:${APP_PORT}`
const EDITOR = 'redaktor.dsb@forvaltning.example.no'
const ADMINISTRATOR = 'administrator@forvaltning.example.no'

const accounts = {
  rita: { email: EDITOR, email_verified: true },
  ada: { email: ADMINISTRATOR.toUpperCase(), email_verified: true },
  stranger: { email: 'ukjent@forvaltning.example.no', email_verified: true },
  pretender: { email: ADMINISTRATOR, email_verified: false },
  // As Entra ID: an address and no word on whether it is verified (OIDC_EMAIL_VERIFIED_BY_PROVIDER
  // unset here; staff-oidc-trusted-provider.test.ts sets it).
  silent: { email: EDITOR },
  // A sign-in name shaped like an address is no address without the setting.
  username: { preferred_username: EDITOR },
}

let running: Awaited<ReturnType<typeof startOidcStaffServer>>
let provider: LoopbackProvider

beforeAll(async () => {
  if (!pagesBuilt) return
  running = await startOidcStaffServer({ appPort: APP_PORT, providerPort: PROVIDER_PORT, accounts })
  provider = running.provider
}, 120_000)

afterAll(() => running?.close())

const browser = () => running.browser()
const goToProvider = (person: HttpBrowser) => running.goToProvider(person)
const signInAs = (person: HttpBrowser, subject: string) => running.signInAs(person, subject)

describe.skipIf(!pagesBuilt)('sign-in through OpenID Connect', () => {
  it('offers only the provider’s sign-in, not the e-mailed link', async () => {
    const page = await browser().send('/forvaltning/logg-inn')
    expect(page.body).toContain('Logg inn med myndighetens innlogging')
    expect(page.body).not.toContain('Send meg en innloggingslenke')
    expect((await browser().send('/forvaltning/logg-inn', { epost: EDITOR })).status).toBe(404)
  })

  it('asks with PKCE (S256), state and nonce, and signs a registered editor in', async () => {
    const editor = browser()
    const authorization = new URL(await goToProvider(editor))
    expect(authorization.origin).toBe(provider.issuer)
    const asked = authorization.searchParams
    expect(asked.get('code_challenge_method')).toBe('S256')
    expect(asked.get('code_challenge')).toMatch(/^[\w-]{43}$/)
    expect(asked.get('state')).toMatch(/^[\w-]{43}$/)
    expect(asked.get('nonce')).toMatch(/^[\w-]{43}$/)
    expect(asked.get('redirect_uri')).toBe(`${SITE}/forvaltning/logg-inn/oidc`)
    expect(asked.get('scope')).toBe('openid email')

    const back = await provider.signIn(authorization.href, 'rita')
    const signedIn = await editor.send(`${back.pathname}${back.search}`)
    expect(signedIn.status).toBe(302)
    expect(signedIn.headers.get('location')).toBe('/forvaltning')
    expect(signedIn.headers.getSetCookie().join('\n')).toMatch(
      /^fp_forvaltning_okt=[\w-]{43}; Path=\/; HttpOnly; SameSite=Lax$/m,
    )
    const start = await editor.send('/forvaltning')
    expect(start.status).toBe(200)
    expect(start.body).toContain('Du er logget inn som Redaktør i DSB.')

    // The answer is spent: sent again, it signs no one in.
    const replay = browser()
    for (const [name, value] of editor.cookies)
      if (name !== 'fp_forvaltning_okt') replay.cookies.set(name, value)
    expect((await replay.send(`${back.pathname}${back.search}`)).status).toBe(400)
  })

  it('matches by a verified address in any case, then by the subject stored at that match', async () => {
    const first = await signInAs(browser(), 'ada')
    expect(first.headers.get('location')).toBe('/forvaltning')
    // The provider now says another address; the stored issuer and subject still find Ada.
    accounts.ada.email = 'ada.ny.adresse@example.no'
    const administrator = browser()
    expect((await signInAs(administrator, 'ada')).headers.get('location')).toBe('/forvaltning')
    expect((await administrator.send('/forvaltning')).body).toContain('Alle myndigheter')
  })

  it('refuses an answer whose state is not this browser’s attempt', async () => {
    const person = browser()
    const back = await provider.signIn(await goToProvider(person), 'rita')
    back.searchParams.set('state', 'A'.repeat(43))
    const answer = await person.send(`${back.pathname}${back.search}`)
    expect(answer.status).toBe(400)
    expect(answer.body).toContain('Innloggingen kunne ikke fullføres')
    expect(person.cookies.has('fp_forvaltning_okt')).toBe(false)
    expect((await person.send('/forvaltning')).status).toBe(302)

    // Nor does a genuine answer work in a browser that did not start the attempt.
    const other = await provider.signIn(await goToProvider(browser()), 'rita')
    expect((await browser().send(`${other.pathname}${other.search}`)).status).toBe(400)
  })

  it('refuses a person who is not staff, and an address the provider has not verified', async () => {
    const stranger = browser()
    const unknown = await signInAs(stranger, 'stranger')
    expect(unknown.status).toBe(403)
    expect(unknown.body).toContain('Du er ikke registrert som ansatt i forvaltningen')
    expect((await stranger.send('/forvaltning')).status).toBe(302)

    const pretender = browser()
    const unverified = await signInAs(pretender, 'pretender')
    expect(unverified.status).toBe(403)
    expect(unverified.body).toContain('har ikke bekreftet e-postadressen din')
    expect((await pretender.send('/forvaltning')).status).toBe(302)

    const silent = browser()
    const notVouched = await signInAs(silent, 'silent')
    expect(notVouched.status).toBe(403)
    expect(notVouched.body).toContain('har ikke bekreftet e-postadressen din')
    expect((await silent.send('/forvaltning')).status).toBe(302)

    expect((await signInAs(browser(), 'username')).body).toContain(
      'Du er ikke registrert som ansatt i forvaltningen',
    )
  })
})
