import { count, eq } from 'drizzle-orm'
import { RouterContextProvider } from 'react-router'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { clientContext, servicesContext, type Services } from '#app-context'
import type { Database } from '../../db/connection.ts'
import { epostUtboks, revisjonslogg } from '../../db/schema/index.ts'
import { createStaff } from '../../domain/staff/create-staff.ts'
import { newStaffSchema } from '../../domain/staff/staff-schemas.ts'
import { testServices } from '../../tests/support/test-app.ts'
import { createTestAuthority } from '../../tests/support/staff.ts'
import { createTestDatabase } from '../../tests/support/test-database.ts'
import { staffArea } from '../components/staff/staff-area.server.ts'
import { staffClockContext } from '../components/staff/staff-context.ts'
import { action as signInAction, loader as signInLoader } from './staff-sign-in.tsx'
import { action as linkAction, loader as linkLoader } from './staff-sign-in-link.tsx'
import { action as signOutAction } from './staff-sign-out.tsx'
import { loader as startLoader } from './staff-start.tsx'

/**
 * The staff area's sign-in as the router runs it: each request through the area's middleware
 * into the page's loader or action, with cookies kept as a browser keeps them and the clock
 * set by the test. What needs the whole server (another origin's post, the page cache, the
 * proxy's scheme) is in app/staff-area.test.ts.
 */

let database: Database
let services: Services
const EDITOR = 'rita.redaktor@example.no'
const START = new Date('2026-11-25T08:00:00Z')
const at = (minutes: number) => new Date(START.getTime() + minutes * 60_000)

beforeAll(async () => {
  database = await createTestDatabase()
  services = testServices(database.db)
  const authority = await createTestAuthority(database.db)
  await createStaff(
    database.db,
    newStaffSchema.parse({
      epost: EDITOR,
      navn: 'Rita Redaktør',
      rolle: 'redaktor',
      myndighet: authority,
    }),
  )
})

afterAll(() => database.close())

type Handler = (args: never) => unknown
interface Answer {
  status: number
  headers: Headers
  data?: Record<string, unknown>
}

/** A browser: it keeps the cookies it is given and sends them back, as one does. */
class Browser {
  cookies = new Map<string, string>()
  readonly origin: string
  constructor(origin = 'http://localhost') {
    this.origin = origin
  }

  keep(headers: Headers) {
    for (const cookie of headers.getSetCookie()) {
      const [pair = ''] = cookie.split(';')
      const [name = '', value = ''] = pair.split('=')
      if (/Max-Age=0/.test(cookie)) this.cookies.delete(name)
      else this.cookies.set(name, value)
    }
  }

  /** A GET, or a post of `form`, through the middleware into the page's loader or action. */
  async send(
    handler: Handler,
    path: string,
    { form, when = START, use = services }: { form?: object; when?: Date; use?: Services } = {},
  ): Promise<Answer> {
    const headers = new Headers({
      cookie: [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; '),
    })
    const request = form
      ? new Request(`${this.origin}${path}`, {
          method: 'POST',
          headers,
          body: new URLSearchParams(form as Record<string, string>),
        })
      : new Request(`${this.origin}${path}`, { headers })
    const context = new RouterContextProvider()
    context.set(servicesContext, use)
    context.set(clientContext, { address: '192.0.2.30' })
    context.set(staffClockContext, () => when)
    let data: Record<string, unknown> | undefined
    let response: Response | void
    try {
      response = await staffArea(
        { request, context, params: {}, pattern: path } as never,
        async () => {
          const result = await (handler as (args: unknown) => Promise<unknown>)({
            request,
            context,
            params: {},
          })
          if (result instanceof Response) return result
          const answer = result as { type?: string; data: unknown; init?: ResponseInit }
          const wrapped = answer.type === 'DataWithResponseInit'
          data = (wrapped ? answer.data : result) as Record<string, unknown>
          return new Response(null, wrapped ? answer.init : undefined)
        },
      )
    } catch (thrown) {
      if (!(thrown instanceof Response)) throw thrown
      response = thrown
    }
    if (!response) throw new Error('the middleware answered nothing')
    this.keep(response.headers)
    return { status: response.status, headers: response.headers, data }
  }
}

const mailCount = async (to: string) =>
  (
    await database.db.select({ n: count() }).from(epostUtboks).where(eq(epostUtboks.mottaker, to))
  )[0]!.n

/** The token of the newest sign-in link mailed to an address. */
async function mailedToken(to: string): Promise<string> {
  const mails = await database.db
    .select({ tekst: epostUtboks.tekst })
    .from(epostUtboks)
    .where(eq(epostUtboks.mottaker, to))
    .orderBy(epostUtboks.id)
  return /\/forvaltning\/logg-inn\/lenke\?token=([\w-]+)/.exec(mails.at(-1)!.tekst)![1]!
}

/** Asks for a link in this browser and follows it: the browser is signed in after. */
async function signIn(browser: Browser, when = START) {
  await browser.send(signInAction, '/forvaltning/logg-inn', { form: { epost: EDITOR }, when })
  const token = await mailedToken(EDITOR)
  return browser.send(linkAction, '/forvaltning/logg-inn/lenke', { form: { token }, when })
}

const linkPage = (token: string) => `/forvaltning/logg-inn/lenke?token=${token}`

describe('asking for a sign-in link', () => {
  it('answers an unknown address exactly as a registered one, and mails it nothing', async () => {
    const known = await new Browser().send(signInAction, '/forvaltning/logg-inn', {
      form: { epost: EDITOR.toUpperCase() },
    })
    const unknown = await new Browser().send(signInAction, '/forvaltning/logg-inn', {
      form: { epost: 'ukjent.person@example.no' },
    })
    expect(known.status).toBe(200)
    expect(unknown.status).toBe(known.status)
    expect(unknown.data).toEqual(known.data)
    const shape = (answer: Answer) =>
      answer.headers.get('set-cookie')!.replace(/=[\w-]{43};/, '=…;')
    expect(shape(unknown)).toBe(shape(known))
    expect(await mailCount('ukjent.person@example.no')).toBe(0)
    expect(await mailCount(EDITOR)).toBe(1)
  })

  it('refuses an address that is none, at the field', async () => {
    const answer = await new Browser().send(signInAction, '/forvaltning/logg-inn', {
      form: { epost: 'ikke en adresse' },
    })
    expect(answer.status).toBe(400)
    expect(answer.data).toMatchObject({ errors: { epost: 'invalidEmail' } })
  })
})

describe('the sign-in link', () => {
  it('signs in once, by the button, in the browser that asked for it', async () => {
    const browser = new Browser()
    await browser.send(signInAction, '/forvaltning/logg-inn', { form: { epost: EDITOR } })
    const token = await mailedToken(EDITOR)
    // Opening it, as a person or a mail scanner does, signs nobody in.
    expect((await browser.send(linkLoader, linkPage(token))).data).toEqual({ token })
    expect((await browser.send(startLoader, '/forvaltning')).status).toBe(302)

    const signedIn = await browser.send(linkAction, '/forvaltning/logg-inn/lenke', {
      form: { token },
    })
    expect(signedIn.status).toBe(302)
    expect(signedIn.headers.get('location')).toBe('/forvaltning')
    const start = await browser.send(startLoader, '/forvaltning')
    expect(start.data).toEqual({
      navn: 'Rita Redaktør',
      epost: EDITOR,
      rolle: 'redaktor',
      myndighetNavn: 'Testtilsynet',
    })

    const again = await browser.send(linkAction, '/forvaltning/logg-inn/lenke', { form: { token } })
    expect(again.status).toBe(400)
    expect((await browser.send(linkLoader, linkPage(token))).status).toBe(400)
  })

  it('does not work in another browser, with or without a binding cookie of its own', async () => {
    const asking = new Browser()
    await asking.send(signInAction, '/forvaltning/logg-inn', { form: { epost: EDITOR } })
    const token = await mailedToken(EDITOR)
    const bare = new Browser()
    const other = new Browser()
    await other.send(signInAction, '/forvaltning/logg-inn', {
      form: { epost: 'ukjent@example.no' },
    })
    for (const browser of [bare, other]) {
      expect((await browser.send(linkLoader, linkPage(token))).status).toBe(400)
      const post = await browser.send(linkAction, '/forvaltning/logg-inn/lenke', {
        form: { token },
      })
      expect(post.status).toBe(400)
      expect((await browser.send(startLoader, '/forvaltning')).status).toBe(302)
    }
    // Tried elsewhere, it still works where it was asked for.
    const signedIn = await asking.send(linkAction, '/forvaltning/logg-inn/lenke', {
      form: { token },
    })
    expect(signedIn.status).toBe(302)
  })

  it('expires after 15 minutes', async () => {
    const browser = new Browser()
    await browser.send(signInAction, '/forvaltning/logg-inn', { form: { epost: EDITOR } })
    const token = await mailedToken(EDITOR)
    expect((await browser.send(linkLoader, linkPage(token), { when: at(15) })).status).toBe(400)
    const post = await browser.send(linkAction, '/forvaltning/logg-inn/lenke', {
      form: { token },
      when: at(15),
    })
    expect(post.status).toBe(400)
  })
})

describe('the session', () => {
  it('ends after 30 minutes idle', async () => {
    const browser = new Browser()
    await signIn(browser)
    expect((await browser.send(startLoader, '/forvaltning', { when: at(29) })).status).toBe(200)
    const idle = await browser.send(startLoader, '/forvaltning', { when: at(29 + 31) })
    expect(idle.status).toBe(302)
    expect(idle.headers.get('location')).toBe('/forvaltning/logg-inn')
  })

  it('ends 10 hours after sign-in, however busy', async () => {
    const browser = new Browser()
    await signIn(browser)
    for (let minute = 25; minute < 600; minute += 25) {
      expect((await browser.send(startLoader, '/forvaltning', { when: at(minute) })).status).toBe(
        200,
      )
    }
    expect((await browser.send(startLoader, '/forvaltning', { when: at(600) })).status).toBe(302)
  })

  it('ends on sign-out in the database: the old cookie opens nothing', async () => {
    const browser = new Browser()
    await signIn(browser)
    const kept = new Browser()
    kept.cookies = new Map(browser.cookies)
    const out = await browser.send(signOutAction, '/forvaltning/logg-ut', { form: {} })
    expect(out.status).toBe(302)
    expect(out.headers.get('location')).toBe('/forvaltning/logg-inn?utlogget')
    expect(out.headers.get('set-cookie')).toMatch(/^fp_forvaltning_okt=; .*Max-Age=0/)
    expect((await kept.send(startLoader, '/forvaltning')).status).toBe(302)
    expect((await browser.send(signInLoader, '/forvaltning/logg-inn?utlogget')).data).toEqual({
      signedOut: true,
      oidc: false,
    })
    // Both are in the audit log, by whom and how, with no address or name.
    const audit = await database.db
      .select({ handling: revisjonslogg.handling, detaljer: revisjonslogg.detaljer })
      .from(revisjonslogg)
      .orderBy(revisjonslogg.id)
    expect(audit.slice(-2)).toEqual([
      { handling: 'innlogging', detaljer: { metode: 'lenke' } },
      { handling: 'utlogging', detaljer: null },
    ])
  })

  it('is needed for every staff page but sign-in', async () => {
    const stranger = new Browser()
    const start = await stranger.send(startLoader, '/forvaltning')
    expect(start.status).toBe(302)
    expect(start.headers.get('location')).toBe('/forvaltning/logg-inn')
    expect((await stranger.send(signInLoader, '/forvaltning/logg-inn')).status).toBe(200)
    // Signing out without a session ends nothing and goes to the sign-in page.
    const out = await stranger.send(signOutAction, '/forvaltning/logg-ut', { form: {} })
    expect(out.headers.get('location')).toBe('/forvaltning/logg-inn?utlogget')
  })
})

describe('cookies and headers', () => {
  it('sets HttpOnly, SameSite=Lax cookies for the whole site, not Secure over plain HTTP', async () => {
    const browser = new Browser()
    const asked = await browser.send(signInAction, '/forvaltning/logg-inn', {
      form: { epost: EDITOR },
    })
    expect(asked.headers.get('set-cookie')).toMatch(
      /^fp_forvaltning_nettleser=[\w-]{43}; Path=\/; HttpOnly; SameSite=Lax$/,
    )
    const signedIn = await browser.send(linkAction, '/forvaltning/logg-inn/lenke', {
      form: { token: await mailedToken(EDITOR) },
    })
    expect(signedIn.headers.getSetCookie()[0]).toMatch(
      /^fp_forvaltning_okt=[\w-]{43}; Path=\/; HttpOnly; SameSite=Lax$/,
    )
  })

  it('makes them Secure with the __Host- prefix over HTTPS, or when PUBLIC_URL is https', async () => {
    for (const [browser, use] of [
      [new Browser('https://farlige.example.no'), services],
      [new Browser(), { ...services, publicUrl: 'https://farlige.example.no' }],
    ] as const) {
      const asked = await browser.send(signInAction, '/forvaltning/logg-inn', {
        form: { epost: EDITOR },
        use,
      })
      expect(asked.headers.get('set-cookie')).toMatch(
        /^__Host-fp_forvaltning_nettleser=[\w-]{43}; Path=\/; HttpOnly; SameSite=Lax; Secure$/,
      )
      const token = await mailedToken(EDITOR)
      const signedIn = await browser.send(linkAction, '/forvaltning/logg-inn/lenke', {
        form: { token },
        use,
      })
      expect(signedIn.headers.getSetCookie()[0]).toMatch(
        /^__Host-fp_forvaltning_okt=[\w-]{43}; Path=\/; HttpOnly; SameSite=Lax; Secure$/,
      )
      expect((await browser.send(startLoader, '/forvaltning', { use })).status).toBe(200)
    }
  })

  it('keeps every staff answer out of caches and search engines', async () => {
    const browser = new Browser()
    const answers = [
      await browser.send(signInLoader, '/forvaltning/logg-inn'),
      await browser.send(startLoader, '/forvaltning'),
      await signIn(browser),
      await browser.send(startLoader, '/forvaltning'),
    ]
    for (const answer of answers) {
      expect(answer.headers.get('cache-control')).toBe('no-store')
      expect(answer.headers.get('x-robots-tag')).toBe('noindex')
    }
  })
})
