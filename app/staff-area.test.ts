import { existsSync } from 'node:fs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  listeningAddress,
  startServerProcess,
  type ServerProcess,
} from '../tests/support/server-process.ts'
import { httpBrowser } from '../tests/support/http-browser.ts'
import { linkTo } from '../tests/support/subscriptions.ts'

/**
 * The staff area's sign-in in a real process, as `npm start` runs it (the page build, the
 * embedded database with demo data, mail kept in the development mailbox): what needs the whole
 * server, such as another origin's post, the page cache in front, a proxy saying https, and the
 * limit per sender address. The rules that need a clock are tried in app/routes/staff.test.tsx.
 */

const pagesBuilt = existsSync('build/server/index.js')
const EDITOR = 'redaktor.dsb@forvaltning.example.no'
const ADMINISTRATOR = 'administrator@forvaltning.example.no'

let server: ServerProcess
let origin: URL

beforeAll(async () => {
  if (!pagesBuilt) return
  server = startServerProcess({
    NODE_ENV: 'production',
    LOG_LEVEL: 'info',
    DATA_DIR: 'memory://',
    // Each browser below names an address of its own in X-Forwarded-For.
    TRUST_PROXY: 'loopback',
    // On, as in production: staff pages must never be among the pages it keeps.
    PAGE_CACHE_SECONDS: '10',
  })
  origin = await listeningAddress(server)
}, 120_000)

afterAll(() => {
  server?.child.kill('SIGKILL')
})

let nextAddress = 10

/** A browser of its own address, keeping its cookies; `https` as a proxy in front would say. */
function browser({ https = false } = {}) {
  return httpBrowser(origin, {
    site: https ? `https://${origin.host}` : origin.origin,
    headers: {
      'x-forwarded-for': `198.51.100.${nextAddress++}`,
      ...(https ? { 'x-forwarded-proto': 'https' } : {}),
    },
  })
}

type Browser = ReturnType<typeof browser>

/** The newest message to an address in the development mailbox, once the worker has sent it. */
async function newestMail(to: string, after = 0): Promise<{ id: number; text: string }> {
  let id = 0
  await expect
    .poll(
      async () => {
        const list = await (await fetch(new URL('/utvikling/epost', origin))).text()
        const rows = [
          ...list.matchAll(/<td>([^<]+)<\/td><td><a href="\/utvikling\/epost\/(\d+)">/g),
        ]
        id = Math.max(0, ...rows.filter((row) => row[1] === to).map((row) => Number(row[2])))
        return id > after
      },
      { timeout: 15_000 },
    )
    .toBe(true)
  return { id, text: await (await fetch(new URL(`/utvikling/epost/${id}`, origin))).text() }
}

async function mailCount(to: string): Promise<number> {
  const list = await (await fetch(new URL('/utvikling/epost', origin))).text()
  return list.split(`<td>${to}</td>`).length - 1
}

/** Asks for a link in this browser, opens it from the mailbox and presses the button. */
async function signIn(person: Browser, email: string) {
  const before = (await mailCount(email)) ? (await newestMail(email)).id : 0
  expect((await person.send('/forvaltning/logg-inn', { epost: email })).status).toBe(200)
  const link = linkTo((await newestMail(email, before)).text, /^\/forvaltning\/logg-inn\/lenke$/)
  const page = await person.send(link)
  expect(page.status).toBe(200)
  const token = new URL(link, origin).searchParams.get('token')!
  return person.send('/forvaltning/logg-inn/lenke', { token })
}

const visible = (html: string) => html.replace(/nonce="[^"]*"|'nonce-[^']*'/g, '')

describe.skipIf(!pagesBuilt)('the staff area in a real process', () => {
  it('signs an editor in by the e-mailed link, shows who they are, and signs them out', async () => {
    const editor = browser()
    const first = await editor.send('/forvaltning')
    expect(first.status).toBe(302)
    expect(first.headers.get('location')).toBe('/forvaltning/logg-inn')

    const signedIn = await signIn(editor, EDITOR)
    expect(signedIn.status).toBe(302)
    expect(signedIn.headers.get('location')).toBe('/forvaltning')
    const start = await editor.send('/forvaltning')
    expect(start.status).toBe(200)
    expect(start.body).toContain('Du er logget inn som Redaktør i DSB.')
    expect(start.body).toContain('Direktoratet for samfunnssikkerhet og beredskap')

    const kept = new Map(editor.cookies)
    const out = await editor.send('/forvaltning/logg-ut', {})
    expect(out.headers.get('location')).toBe('/forvaltning/logg-inn?utlogget')
    expect((await editor.send('/forvaltning')).status).toBe(302)
    const old = browser()
    for (const [name, value] of kept) old.cookies.set(name, value)
    expect((await old.send('/forvaltning')).status).toBe(302)
  })

  it('answers an unknown address with the same page, and mails it nothing', async () => {
    const known = await browser().send('/forvaltning/logg-inn', { epost: ADMINISTRATOR })
    const unknown = await browser().send('/forvaltning/logg-inn', { epost: 'ingen@example.no' })
    expect(unknown.status).toBe(known.status)
    expect(visible(unknown.body)).toBe(visible(known.body))
    expect(known.body).toContain('Sjekk e-posten din')
    await newestMail(ADMINISTRATOR)
    expect(await mailCount('ingen@example.no')).toBe(0)
  })

  it('opens the link in no other browser', async () => {
    const asking = browser()
    await asking.send('/forvaltning/logg-inn', { epost: ADMINISTRATOR })
    const link = linkTo((await newestMail(ADMINISTRATOR)).text, /^\/forvaltning\/logg-inn\/lenke$/)
    const elsewhere = await browser().send(link)
    expect(elsewhere.status).toBe(400)
    expect(elsewhere.body).toContain('Lenken virker ikke')
  })

  it('never keeps a staff page in the page cache: each session sees its own', async () => {
    const editor = browser()
    const administrator = browser()
    await signIn(editor, EDITOR)
    await signIn(administrator, ADMINISTRATOR)
    expect((await editor.send('/forvaltning')).body).toContain('Redaktør i DSB')
    const other = await administrator.send('/forvaltning')
    expect(other.body).toContain('Ada Administrator')
    expect(other.body).toContain('Alle myndigheter')
  })

  it('marks every staff page no-store and noindex, in its headers and its head', async () => {
    const editor = browser()
    const pages = [
      await editor.send('/forvaltning/logg-inn'),
      await editor.send('/forvaltning/logg-inn/lenke?token=x'),
      await editor.send('/forvaltning'),
    ]
    await signIn(editor, EDITOR)
    pages.push(await editor.send('/forvaltning'))
    for (const page of pages) {
      expect(page.headers.get('cache-control')).toBe('no-store')
      expect(page.headers.get('x-robots-tag')).toBe('noindex')
    }
    for (const page of [pages[0]!, pages[1]!, pages[3]!]) {
      expect(page.body).toContain('<meta name="robots" content="noindex, nofollow"/>')
    }
  })

  // Decision 061: staff open page after page all day, and their browser keeps the stylesheet.
  it('links its stylesheets rather than repeating them in every page, as public pages do', async () => {
    const editor = browser()
    await signIn(editor, EDITOR)
    const staffPage = await editor.send('/forvaltning/meldinger')
    const head = staffPage.body.split('</head>')[0]!
    expect(head).not.toContain('<style')
    const links = [...head.matchAll(/<link [^>]*rel="stylesheet" href="([^"]+)"\/>/g)].map(
      ([, href]) => href!,
    )
    expect(links.length).toBeGreaterThan(0)
    for (const href of links) expect((await fetch(new URL(href, origin))).status).toBe(200)

    const publicHead = (await editor.send('/')).body.split('</head>')[0]!
    expect(publicHead).toContain('<style nonce=')
    expect(publicHead.length).toBeGreaterThan(head.length + 100_000)
  })

  it('refuses a staff post from another origin with 403', async () => {
    const editor = browser()
    await signIn(editor, EDITOR)
    for (const path of [
      '/forvaltning/logg-inn',
      '/forvaltning/logg-inn/lenke',
      '/forvaltning/logg-ut',
    ]) {
      const answer = await editor.send(
        path,
        { epost: EDITOR },
        { origin: 'https://angriper.example' },
      )
      expect(answer.status, path).toBe(403)
    }
    expect((await editor.send('/forvaltning')).status).toBe(200)
  })

  it('sets Secure cookies with the __Host- prefix when a trusted proxy says https', async () => {
    const editor = browser({ https: true })
    const asked = await editor.send('/forvaltning/logg-inn', { epost: EDITOR })
    expect(asked.headers.get('set-cookie')).toMatch(
      /^__Host-fp_forvaltning_nettleser=[\w-]{43}; Path=\/; HttpOnly; SameSite=Lax; Secure$/,
    )
    const signedIn = await signIn(editor, EDITOR)
    expect(signedIn.headers.getSetCookie()[0]).toMatch(
      /^__Host-fp_forvaltning_okt=[\w-]{43}; Path=\/; HttpOnly; SameSite=Lax; Secure$/,
    )
    expect((await editor.send('/forvaltning')).status).toBe(200)
  })

  it('mails a member no more than three open links, however many addresses ask', async () => {
    const member = 'redaktor.nkom@forvaltning.example.no'
    const unknown = await browser().send('/forvaltning/logg-inn', { epost: 'ukjent@example.no' })
    for (let ask = 0; ask < 5; ask++) {
      const answer = await browser().send('/forvaltning/logg-inn', { epost: member })
      expect(answer.status).toBe(unknown.status)
      expect(visible(answer.body)).toBe(visible(unknown.body))
    }
    await expect.poll(() => mailCount(member), { timeout: 15_000 }).toBe(3)
    // The worker has sent what was queued; nothing more comes.
    await new Promise((resolve) => setTimeout(resolve, 1_000))
    expect(await mailCount(member)).toBe(3)
  })

  it('refuses the 11th sign-in request from one address within a minute', async () => {
    const person = browser()
    const statuses: number[] = []
    for (let request = 0; request < 11; request++) {
      statuses.push(
        (await person.send('/forvaltning/logg-inn', { epost: `n${request}@example.no` })).status,
      )
    }
    expect(statuses).toEqual([...Array<number>(10).fill(200), 429])
  })
})
