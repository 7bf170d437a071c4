import { existsSync } from 'node:fs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { nb } from '../i18n/nb.ts'
import type { HttpBrowser } from '../tests/support/http-browser.ts'
import { startOidcStaffServer } from '../tests/support/oidc-staff-server.ts'

/**
 * Staff management and the audit log over HTTP, with real sessions in a real process: what an
 * administrator may do there, that an editor may not, and that a deactivated person's open
 * session ends on their next request. Sign-in goes through the loopback OpenID provider.
 */

const pagesBuilt = existsSync('build/server/index.js')
const NEW_PERSON = 'nora.ny@forvaltning.example.no'

let running: Awaited<ReturnType<typeof startOidcStaffServer>>

beforeAll(async () => {
  if (!pagesBuilt) return
  running = await startOidcStaffServer({
    appPort: 4143,
    providerPort: 4144,
    accounts: {
      ada: { email: 'administrator@forvaltning.example.no', email_verified: true },
      rita: { email: 'redaktor.dsb@forvaltning.example.no', email_verified: true },
      nora: { email: NEW_PERSON, email_verified: true },
    },
  })
}, 120_000)

afterAll(() => running?.close())

async function signedIn(subject: string): Promise<HttpBrowser> {
  const person = running.browser()
  expect((await running.signInAs(person, subject)).headers.get('location')).toBe('/forvaltning')
  return person
}

/** The id of the member of staff with this address, as the staff page's forms post it. */
function staffIdIn(page: string, email: string): string {
  const row = page.slice(page.indexOf(email))
  return /name="id" value="(\d+)"/.exec(row)![1]!
}

describe.skipIf(!pagesBuilt)('staff management and the audit log', () => {
  it('refuses an editor both pages and every staff change with 403', async () => {
    const editor = await signedIn('rita')
    expect((await editor.send('/forvaltning/ansatte')).status).toBe(403)
    expect((await editor.send('/forvaltning/logg')).status).toBe(403)
    const forms: Array<Record<string, string>> = [
      { intent: 'legg-til', navn: 'Inntrenger', epost: 'inn@example.no', rolle: 'administrator' },
      { intent: 'endre', id: '1', rolle: 'redaktor', myndighet: '1' },
      { intent: 'deaktiver', id: '1' },
    ]
    for (const form of forms) {
      expect((await editor.send('/forvaltning/ansatte', form)).status, form.intent).toBe(403)
    }
    // Nothing changed: the administrator still signs in as one.
    const administrator = await signedIn('ada')
    expect((await administrator.send('/forvaltning')).body).toContain('Alle myndigheter')
  })

  it('lets an administrator add someone, who can then sign in, and deactivate them, which signs them out at once', async () => {
    const administrator = await signedIn('ada')
    const list = await administrator.send('/forvaltning/ansatte')
    expect(list.status).toBe(200)
    const authority = /<option value="(\d+)"/.exec(list.body)![1]!
    const added = await administrator.send('/forvaltning/ansatte', {
      intent: 'legg-til',
      navn: 'Nora Ny',
      epost: NEW_PERSON,
      rolle: 'redaktor',
      myndighet: authority,
    })
    expect(added.status).toBe(200)
    expect(added.body).toContain('Den ansatte er lagt til')

    const nora = await signedIn('nora')
    expect((await nora.send('/forvaltning')).status).toBe(200)

    const noraId = staffIdIn((await administrator.send('/forvaltning/ansatte')).body, NEW_PERSON)
    const changed = await administrator.send('/forvaltning/ansatte', {
      intent: 'endre',
      id: noraId,
      rolle: 'administrator',
      myndighet: '',
    })
    expect(changed.body).toContain('Endringen er lagret')
    expect((await nora.send('/forvaltning')).body).toContain('Alle myndigheter')

    const deactivated = await administrator.send('/forvaltning/ansatte', {
      intent: 'deaktiver',
      id: noraId,
    })
    expect(deactivated.body).toContain('Den ansatte er deaktivert og logget ut')
    const next = await nora.send('/forvaltning')
    expect(next.status).toBe(302)
    expect(next.headers.get('location')).toBe('/forvaltning/logg-inn')
    // Nor can she sign in again.
    expect((await running.signInAs(running.browser(), 'nora')).status).toBe(403)
  })

  it('refuses a second address already registered, at the field, keeping what was typed', async () => {
    const administrator = await signedIn('ada')
    const again = await administrator.send('/forvaltning/ansatte', {
      intent: 'legg-til',
      navn: 'Dobbel',
      epost: 'ADMINISTRATOR@forvaltning.example.no',
      rolle: 'administrator',
    })
    expect(again.status).toBe(400)
    expect(again.body).toContain('Denne e-postadressen er allerede registrert')
    expect(again.body).toContain('value="Dobbel"')
  })

  it('answers a staff id past what the database holds as no one, and a post by no button as a form it cannot read', async () => {
    const administrator = await signedIn('ada')
    // An id past a positive int4 went to the database, which refused the query: a 500.
    for (const id of ['2147483648', '7502294540397901']) {
      const answer = await administrator.send('/forvaltning/ansatte', {
        intent: 'endre',
        id,
        rolle: 'administrator',
      })
      expect(answer.status, id).toBe(404)
    }
    const noButton = await administrator.send('/forvaltning/ansatte', { intent: 'x', id: '1' })
    expect(noButton.status).toBe(400)
    expect(noButton.body).toContain(nb.pages.unreadableForm.title)
  })

  it('refuses a staff change posted from another origin', async () => {
    const administrator = await signedIn('ada')
    const answer = await administrator.send(
      '/forvaltning/ansatte',
      { intent: 'deaktiver', id: '2' },
      { origin: 'https://angriper.example' },
    )
    expect(answer.status).toBe(403)
  })

  it('shows administrators the audit log, filtered by action', async () => {
    const administrator = await signedIn('ada')
    const all = await administrator.send('/forvaltning/logg')
    expect(all.status).toBe(200)
    for (const action of ['Logget inn', 'La til ansatt', 'Endret ansatt', 'Deaktiverte ansatt']) {
      expect(all.body).toContain(`>${action}</td>`)
    }
    expect(all.body).toContain('metode: oidc')
    const filtered = await administrator.send('/forvaltning/logg?handling=ansatt.deaktivert')
    expect(filtered.body).toContain('Deaktiverte ansatt</td>')
    expect(filtered.body).not.toContain('Logget inn</td>')
    // The log names who acted, never the addresses of those it is about.
    expect(all.body.split(NEW_PERSON).length).toBe(1)
  })

  it('names a day that is none at its field, with a 400, and shows the log without it', async () => {
    const administrator = await signedIn('ada')
    const answer = await administrator.send('/forvaltning/logg?fra=0000-01-01&til=2026-02-30')
    expect(answer.status).toBe(400)
    expect(answer.body).toContain('«0000-01-01» er ingen dato fra 01.01.1900 til 31.12.2100.')
    expect(answer.body).toContain('«2026-02-30» er ingen dato')
    expect(answer.body).toContain('Logget inn</td>')
    const early = await administrator.send('/forvaltning/logg?fra=1899-12-31')
    expect(early.status).toBe(400)
    expect((await administrator.send('/forvaltning/logg?fra=1900-01-01')).status).toBe(200)
  })
})
