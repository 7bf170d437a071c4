import { existsSync } from 'node:fs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '../db/connection.ts'
import { createStaff } from '../domain/staff/create-staff.ts'
import { newStaffSchema } from '../domain/staff/staff-schemas.ts'
import { createReportCatalogue } from '../tests/support/report-fixture.ts'
import {
  listeningAddress,
  startServerProcess,
  type ServerProcess,
} from '../tests/support/server-process.ts'
import { startTestSmtpServer, type TestSmtpServer } from '../tests/support/smtp-server.ts'
import {
  idIn,
  productForm,
  productTables,
  signedIn,
  staffBrowser,
} from '../tests/support/staff-products.ts'
import { createTestDatabase } from '../tests/support/test-database.ts'

/**
 * The staff area's product pages at the HTTP boundary of a real process (`npm start`'s build,
 * PUBLIC_URL https as in production), with real sessions in the database: what an editor does,
 * and every change the rules forbid, tried from outside.
 */

const pagesBuilt = existsSync('build/server/index.js')
if (!pagesBuilt) console.warn('!! staff-products.test.ts did not run: no build (npm run build)')

let database: Database
let smtp: TestSmtpServer
let server: ServerProcess
let site: URL
let catalogue: Awaited<ReturnType<typeof createReportCatalogue>>
const sessions = { dsb: '', dsbOther: '', mattilsynet: '', administrator: '' }

async function staff(epost: string, navn: string, rolle: string, myndighet?: number) {
  const input = newStaffSchema.parse({ epost, navn, rolle, myndighet })
  return signedIn(database.db, await createStaff(database.db, input))
}

beforeAll(async () => {
  if (!pagesBuilt) return
  database = await createTestDatabase()
  catalogue = await createReportCatalogue(database.db)
  const { dsb, mattilsynet } = catalogue.authorities
  sessions.dsb = await staff('dina@dsb.example.no', 'Dina DSB', 'redaktor', dsb.id)
  sessions.dsbOther = await staff('dag@dsb.example.no', 'Dag DSB', 'redaktor', dsb.id)
  sessions.mattilsynet = await staff('mia@mt.example.no', 'Mia MT', 'redaktor', mattilsynet.id)
  sessions.administrator = await staff('ada@example.no', 'Ada Admin', 'administrator')
  smtp = await startTestSmtpServer()
  server = startServerProcess({
    NODE_ENV: 'production',
    LOG_LEVEL: 'info',
    DATABASE_URL: database.url,
    DEMO_DATA: 'false',
    SMTP_URL: smtp.url,
    CAPTCHA_SECRET: 'staff-products-test-'.padEnd(40, 'x'),
    PUBLIC_URL: 'https://farligeprodukter.example.no',
    PAGE_CACHE_SECONDS: '0',
    RATE_LIMIT_READS_PER_MINUTE: String(Number.MAX_SAFE_INTEGER),
  })
  site = await listeningAddress(server)
}, 120_000)

afterAll(async () => {
  server?.child.kill('SIGKILL')
  await smtp?.stop()
  await database?.close()
})

const as = (who: keyof typeof sessions) => staffBrowser(site, sessions[who])

/** A whole product of DSB's, as the form posts it. */
function dsbProduct(navn: string, extra: Record<string, string> = {}) {
  const { risks, categories, measures, authorities } = catalogue
  return productForm(
    {
      navn,
      kjennetegn: 'Modell LS-40',
      beskrivelse: 'Lysslynge med 40 pærer, selges i interiørbutikker.',
      hvorforFarlig: 'Ledningen blir varm og kan ta fyr.',
      forbrukerAksjon: 'Slutt å bruke lysslyngen og lever den tilbake til butikken.',
      myndighet: String(authorities.dsb.id),
      eanNr: '4006381333931',
      utland: 'true',
      meldingFraLand: 'SE',
      lenke: 'https://dsb.example.no/tilbakekalling',
      ...extra,
    },
    { tiltak: [measures.recall.id], hazards: [[risks.fire.id, categories.toys.id]] },
  )
}

async function publish(navn: string, who: keyof typeof sessions = 'dsb') {
  const answer = await as(who).send('/forvaltning/produkter/ny', [
    ...dsbProduct(navn),
    ['handling', 'publiser'],
  ])
  expect(answer.status).toBe(302)
  return idIn(answer.location)
}

const publicSearch = async (q: string) =>
  (await (await fetch(new URL(`/api/v1/produkt?q=${encodeURIComponent(q)}`, site))).json()) as {
    totalElements: number
  }

describe.skipIf(!pagesBuilt)('the staff product pages', () => {
  it('publishes a product an editor filled in: on its public page and in search at once', async () => {
    const answer = await as('dsb').send('/forvaltning/produkter/ny', [
      ...dsbProduct('Lysslynge Stjerneskudd'),
      ['handling', 'publiser'],
    ])
    expect(answer.status).toBe(302)
    expect(answer.location).toMatch(/^\/forvaltning\/produkter\/\d+\?publisert$/)
    const id = idIn(answer.location)
    const page = await fetch(new URL(`/produkt/${id}`, site))
    expect(page.status).toBe(200)
    const html = await page.text()
    expect(html).toContain('Lysslynge Stjerneskudd')
    expect(html).toContain('Sverige')
    expect((await publicSearch('Stjerneskudd')).totalElements).toBe(1)
    const staffPage = await as('dsb').send(answer.location!)
    expect(staffPage.body).toContain('Produktet er publisert.')
    expect(staffPage.body).toContain('Dina DSB')
  })

  it('keeps a draft to resume, out of every public list', async () => {
    const saved = await as('dsb').send('/forvaltning/produkter/ny', [
      ['navn', 'Vannkoker Halvferdig'],
      ['myndighet', String(catalogue.authorities.dsb.id)],
      ['handling', 'utkast'],
    ])
    expect(saved.status).toBe(302)
    expect(saved.location).toMatch(/^\/forvaltning\/produkter\/utkast\/\d+\?lagret$/)
    const resumed = await as('dsb').send(saved.location!)
    expect(resumed.body).toContain('Utkastet er lagret.')
    expect(resumed.body).toContain('value="Vannkoker Halvferdig"')
    expect((await publicSearch('Halvferdig')).totalElements).toBe(0)
    const list = await as('dsb').send('/forvaltning/produkter?status=utkast&q=Halvferdig')
    expect(list.body).toContain('Vannkoker Halvferdig')
    expect(list.body).toContain('1 produkter')
  })

  it('refuses a product without what visitors need, at each field and in a summary, saving nothing', async () => {
    const before = await productTables(database.db)
    const answer = await as('dsb').send('/forvaltning/produkter/ny', [
      ['navn', 'Mangler alt'],
      ['myndighet', String(catalogue.authorities.dsb.id)],
      ['lenke', 'javascript:alert(1)'],
      ['handling', 'publiser'],
    ])
    expect(answer.status).toBe(400)
    expect(answer.body).toContain('Hvorfor er produktet farlig?: Dette feltet er påkrevd!')
    expect(answer.body).toContain('Velg minst én risiko med kategori')
    expect(answer.body).toContain('Lenken må være en hel nettadresse')
    expect(answer.body).toContain('value="Mangler alt"')
    expect(await productTables(database.db)).toBe(before)
  })
})
