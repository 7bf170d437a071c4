import { existsSync } from 'node:fs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { HttpBrowser } from '../tests/support/http-browser.ts'
import { startOidcStaffServer } from '../tests/support/oidc-staff-server.ts'

/**
 * Sign-in through an authority's own directory that sends no `email_verified` (as Microsoft
 * Entra ID does for organisational accounts), with OIDC_EMAIL_VERIFIED_BY_PROVIDER set: the
 * server in a real process and a real OpenID provider on loopback, as in staff-oidc.test.ts.
 * Without the setting such a provider is refused; that is tested there.
 */

const pagesBuilt = existsSync('build/server/index.js')
const EDITOR = 'redaktor.dsb@forvaltning.example.no'
const ADMINISTRATOR = 'administrator@forvaltning.example.no'

const accounts = {
  // The directory gives the address and says nothing about verifying it.
  kari: { email: EDITOR },
  // It says outright that it has not verified this one.
  denied: { email: ADMINISTRATOR, email_verified: false },
  // No `email` claim at all, only the sign-in name, as Entra gives without the optional claim.
  upn: { preferred_username: ADMINISTRATOR.toUpperCase() },
  // A sign-in name that is no address is never taken for one.
  plain: { preferred_username: 'administrator' },
}

let running: Awaited<ReturnType<typeof startOidcStaffServer>>

beforeAll(async () => {
  if (!pagesBuilt) return
  running = await startOidcStaffServer({
    appPort: 4760,
    providerPort: 4761,
    accounts,
    env: { OIDC_EMAIL_VERIFIED_BY_PROVIDER: 'true' },
  })
}, 120_000)

afterAll(() => running?.close())

const signInAs = (person: HttpBrowser, subject: string) => running.signInAs(person, subject)

describe.skipIf(!pagesBuilt)('a provider trusted for its addresses', () => {
  it('signs in the registered member whose address comes without email_verified', async () => {
    const editor = running.browser()
    const asked = new URL(await running.goToProvider(editor)).searchParams
    expect(asked.get('scope')).toBe('openid email profile')
    const signedIn = await signInAs(editor, 'kari')
    expect(signedIn.status).toBe(302)
    expect(signedIn.headers.get('location')).toBe('/forvaltning')
    expect((await editor.send('/forvaltning')).body).toContain(
      'Du er logget inn som Redaktør i DSB.',
    )
  })

  it('still refuses an address the provider says it has not verified', async () => {
    const pretender = running.browser()
    const refused = await signInAs(pretender, 'denied')
    expect(refused.status).toBe(403)
    expect(refused.body).toContain('har ikke bekreftet e-postadressen din')
    expect((await pretender.send('/forvaltning')).status).toBe(302)
  })

  it('takes the sign-in name as the address when it is one, and only then', async () => {
    const administrator = running.browser()
    expect((await signInAs(administrator, 'upn')).headers.get('location')).toBe('/forvaltning')
    expect((await administrator.send('/forvaltning')).body).toContain('Alle myndigheter')

    const plain = running.browser()
    const refused = await signInAs(plain, 'plain')
    expect(refused.status).toBe(403)
    expect(refused.body).toContain('Du er ikke registrert som ansatt i forvaltningen')
    expect((await plain.send('/forvaltning')).status).toBe(302)
  })
})
