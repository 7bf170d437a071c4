import ExcelJS from 'exceljs'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildApp } from '../server/build-app.ts'
import { newChallenge } from '../domain/captcha/captcha.ts'
import { solveCaptcha, wrongAnswer } from '../tests/support/captcha.ts'
import { addProduct, createCatalogue } from '../tests/support/catalogue-fixture.ts'
import { useApiTest } from '../tests/support/api-test.ts'
import { TEST_PUBLIC_URL } from '../tests/support/subscriptions.ts'
import { liftedRateLimits, testCaptcha, testServices } from '../tests/support/test-app.ts'

let catalogue: Awaited<ReturnType<typeof createCatalogue>>

const test = useApiTest({
  siteConfig: { exportLimit: 2 },
  fill: async (db) => {
    catalogue = await createCatalogue(db)
    const { authorities, categories, risks, measures } = catalogue
    await addProduct(db, {
      navn: 'Barneseng Drømmeland',
      beskrivelse: 'Sengen har; semikolon og "anførselstegn".',
      published: '2024-03-01T23:30:00Z',
      myndighetId: authorities.dsb.id,
      hazards: [{ risikoId: risks.fire.id, kategoriId: categories.cots.id }],
      measures: [measures.recall.id],
      proff: true,
    })
    await addProduct(db, {
      navn: 'Barnevogn Turbo',
      published: '2024-03-20T12:00:00Z',
      myndighetId: authorities.dsb.id,
      hazards: [
        { risikoId: risks.choking.id, kategoriId: categories.prams.id },
        { risikoId: risks.fire.id, kategoriId: categories.cots.id },
      ],
      measures: [measures.recall.id, measures.salesBan.id],
    })
    await addProduct(db, {
      navn: 'Crème Soleil',
      produsent: '=HYPERLINK("http://example.no")',
      published: '2023-05-10T10:00:00Z',
      myndighetId: authorities.mattilsynet.id,
      hazards: [{ risikoId: risks.chemical.id, kategoriId: categories.cosmetics.id }],
    })
  },
})

async function captchaToken() {
  const challenge = await test.app.inject({ method: 'GET', url: '/api/v1/captcha/challenge' })
  return solveCaptcha(challenge.json())
}

async function exportFile(query: string) {
  const token = encodeURIComponent(await captchaToken())
  return test.app.inject({
    method: 'GET',
    url: `/api/v1/produkt/export?${query}&grecaptcha=${token}`,
  })
}

describe('GET /api/v1/produkt/export', () => {
  it('gives an XLSX of every hit with Norwegian headings and dates', async () => {
    const response = await exportFile(`kategori=${catalogue.categories.children.id}`)
    expect(response.statusCode, response.body).toBe(200)
    expect(response.headers['content-type']).toContain('spreadsheetml')
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename=".+\.xlsx"$/)
    const workbook = new ExcelJS.Workbook()
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer)
    const sheet = workbook.worksheets[0]!
    const headings = sheet.getRow(1).values as string[]
    expect(headings).toContain('Navn')
    expect(headings).toContain('Først publisert')
    const rows = sheet.getSheetValues().slice(2) as unknown[][]
    expect(rows).toHaveLength(2)
    const published = headings.indexOf('Først publisert')
    // The newest first; 23:30 UTC on 1 March is 2 March in Norway.
    expect(rows.map((row) => row[published])).toEqual(['20.03.2024', '02.03.2024'])
  })

  it('gives CSV that Norwegian spreadsheets open as it is', async () => {
    const response = await exportFile(`q=drømmeland&format=csv`)
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8')
    const text = response.body
    expect(text.startsWith('\uFEFF')).toBe(true)
    const [heading, row] = text.slice(1).split('\r\n')
    expect(heading).toMatch(/^Id;Navn;Kjennetegn;Beskrivelse;/)
    expect(row).toContain(';Barneseng Drømmeland;')
    expect(row).toContain('"Sengen har; semikolon og ""anførselstegn""."')
    expect(row).toContain(';Ja;')
  })

  it('never lets a cell start a formula', async () => {
    const response = await exportFile('q=soleil&format=csv')
    expect(response.body).toContain(`;"'=HYPERLINK(""http://example.no"")";`)
  })

  it('refuses a search with more hits than the limit, naming both numbers', async () => {
    const response = await exportFile('')
    expect(response.statusCode).toBe(400)
    expect(response.json()).toMatchObject({
      type: 'EXPORT_TOO_LARGE',
      message:
        'Søket gir 3 treff, og du kan laste ned høyst 2 om gangen. Avgrens søket og prøv igjen.',
    })
  })

  it('needs a solved captcha, once', async () => {
    const missing = await test.app.inject({ method: 'GET', url: '/api/v1/produkt/export?q=turbo' })
    expect(missing.statusCode).toBe(400)
    expect(missing.json()).toMatchObject({
      type: 'CAPTCHA_REQUIRED',
      message: 'Du må fullføre verifisering',
    })
    const token = encodeURIComponent(await captchaToken())
    const url = `/api/v1/produkt/export?q=turbo&grecaptcha=${token}`
    expect((await test.app.inject({ method: 'GET', url })).statusCode).toBe(200)
    expect((await test.app.inject({ method: 'GET', url })).json().type).toBe('CAPTCHA_REQUIRED')
  })

  it.each([
    ['a wrong answer', async () => wrongAnswer(await captchaToken())],
    [
      'an expired challenge',
      async () => solveCaptcha(await newChallenge({ ...testCaptcha, validSeconds: -60 })),
    ],
  ])('refuses %s the way it refuses a missing captcha', async (_what, token) => {
    const url = `/api/v1/produkt/export?q=turbo&grecaptcha=${encodeURIComponent(await token())}`
    const response = await test.app.inject({ method: 'GET', url })
    expect(response.statusCode).toBe(400)
    expect(response.json()).toMatchObject({
      type: 'CAPTCHA_REQUIRED',
      message: 'Du må fullføre verifisering',
    })
  })

  it('refuses an unknown format', async () => {
    const response = await exportFile('format=pdf')
    expect(response.statusCode).toBe(400)
    expect(response.json().message).toContain('«format»')
  })
})

describe('GET /api/v1/produkt/statistikk', () => {
  it('counts the hits by category, risk, measure, authority and month', async () => {
    const response = await test.app.inject({
      method: 'GET',
      url: '/api/v1/produkt/statistikk?format=csv',
    })
    expect(response.statusCode).toBe(200)
    const text = response.body
    expect(text).toContain('Barneprodukter;2\r\n')
    expect(text).toContain('Barneprodukter › Barneutstyr › Barnesenger;2\r\n')
    expect(text).toContain('Brann;2\r\n')
    expect(text).toContain('Tilbakekalling;2\r\n')
    expect(text).toContain('Salgsforbud;1\r\n')
    expect(text).toContain('Direktoratet for samfunnssikkerhet og beredskap;2\r\n')
    expect(text).toContain('2024-03;2\r\n')
    expect(text).toContain('2023-05;1\r\n')
  })

  it('follows the search, category included', async () => {
    const url = `/api/v1/produkt/statistikk?format=csv&kategori=${catalogue.categories.cosmetics.id}`
    const text = (await test.app.inject({ method: 'GET', url })).body
    expect(text).toContain('Kosmetikk;1\r\n')
    expect(text).not.toContain('Barneprodukter')
  })

  it('is an XLSX with one sheet per count by default', async () => {
    const response = await test.app.inject({ method: 'GET', url: '/api/v1/produkt/statistikk' })
    const workbook = new ExcelJS.Workbook()
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer)
    expect(workbook.worksheets.map((sheet) => sheet.name)).toHaveLength(5)
  })
})

describe('GET /api/v1/produkt/feed', () => {
  // The site as deployed, with its public address configured (PUBLIC_URL).
  let site: FastifyInstance
  beforeAll(async () => {
    site = await buildApp({
      web: false,
      services: { ...testServices(test.database.db), publicUrl: TEST_PUBLIC_URL },
      rateLimits: liftedRateLimits,
    })
  })
  afterAll(() => site.close())

  const feed = (app: FastifyInstance) =>
    app.inject({
      method: 'GET',
      url: `/api/v1/produkt/feed?risiko=${catalogue.risks.fire.id}`,
      // What anyone can send, to put their own links into a cached feed.
      headers: { host: 'angriper.example', 'x-forwarded-host': 'angriper.example' },
    })

  it('gives an Atom feed of the newest products of a search, with links to their pages', async () => {
    const response = await feed(site)
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-type']).toBe('application/atom+xml; charset=utf-8')
    expect(response.headers['cache-control']).toBe('public, max-age=300')
    const entries = response.body.split('<entry>').slice(1)
    expect(entries).toHaveLength(2)
    expect(entries[0]).toContain('<title>Barnevogn Turbo')
    expect(entries[0]).toMatch(/href="https:\/\/farligeprodukter\.example\.no\/produkt\/\d+"/)
    expect(response.body).toContain(
      '<link rel="self" type="application/atom+xml" href="https://farligeprodukter.example.no/api/v1/produkt/feed?risiko=',
    )
  })

  it("links only to the site's own address, whatever Host a request names", async () => {
    for (const app of [site, test.app]) {
      const response = await feed(app)
      expect(response.statusCode).toBe(200)
      expect(response.body).not.toContain('angriper.example')
    }
    // Given no address at all, the links point at a developer's own machine, never at the Host.
    expect((await feed(test.app)).body).toContain('href="http://localhost:3000/produkt/')
  })
})
