import { existsSync } from 'node:fs'
import { count } from 'drizzle-orm'
import ExcelJS from 'exceljs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { produktUtkast } from '../db/schema/index.ts'
import {
  productRows,
  sheetFile,
  spoilFiveRows,
  type SheetIds,
} from '../tests/support/import-sheet.ts'
import { productTables, staffBrowser } from '../tests/support/staff-products.ts'
import {
  startStaffProductsSite,
  type StaffProductsSite,
} from '../tests/support/staff-products-site.ts'

/**
 * Moving products in, at the HTTP boundary of a real process: a spreadsheet of 600 products
 * refused for five bad rows, then imported and published in one action and found by the
 * public search; who may import and publish what; posts from another origin; the template.
 */

const pagesBuilt = existsSync('build/server/index.js')
if (!pagesBuilt) console.warn('!! staff-products-import.test.ts did not run: no build')

const IMPORT = '/forvaltning/produkter/import'
let s: StaffProductsSite
let ids: SheetIds

beforeAll(async () => {
  if (!pagesBuilt) return
  s = await startStaffProductsSite()
  ids = {
    authority: s.catalogue.authorities.dsb.id,
    risk: s.catalogue.risks.fire.id,
    category: s.catalogue.categories.toys.id,
    measure: s.catalogue.measures.recall.id,
  }
}, 120_000)

afterAll(() => s?.close())

const drafts = async () => (await s.database.db.select({ n: count() }).from(produktUtkast))[0]!.n

/** Posts a sheet to the import page as the person named. */
const upload = async (who: keyof StaffProductsSite['sessions'], bytes: Uint8Array) =>
  s.as(who).upload(IMPORT, 'fil', { name: 'produkter.xlsx', bytes })

/** The report's rows as a person reads them: row number, column, message. */
const reportRows = (html: string) =>
  [
    ...html.matchAll(/<tr[^>]*><td[^>]*>(\d+)<\/td><td[^>]*>(\w+)<\/td><td[^>]*>([^<]+)<\/td>/g),
  ].map((match) => [Number(match[1]), match[2], match[3]])

describe.skipIf(!pagesBuilt)('moving 600 products in', () => {
  it('refuses five bad rows with a report of exactly those, then imports, publishes and finds all 600', async () => {
    const rows = productRows(600, ids, 'Flyttelykt')
    const spoiled = spoilFiveRows(rows)
    const before = await productTables(s.database.db)
    const refused = await upload('dsb', await sheetFile(rows))
    expect(refused.status).toBe(400)
    expect(refused.body).toContain('Ingenting er importert')
    expect(refused.body).toContain('5 rader har feil.')
    expect(reportRows(refused.body)).toEqual([
      [spoiled[0], 'navn', 'Dette feltet er påkrevd!'],
      [spoiled[1], 'fareList', 'Skriv farene som risikokode:kategorikode, for eksempel 3:12'],
      [spoiled[2], 'eanNr', expect.stringContaining('EAN')],
      [spoiled[3], 'tiltak', expect.any(String)],
      [spoiled[4], 'proff', 'Skriv ja eller nei'],
    ])
    expect(await productTables(s.database.db)).toBe(before)

    const imported = await upload('dsb', await sheetFile(productRows(600, ids, 'Flyttelykt')))
    expect(imported.status).toBe(302)
    const list = await s.as('dsb').send(imported.location!)
    expect(list.body).toContain('600 produkter er importert som utkast.')
    expect(list.body).toContain('Publiser alle 600 utkast fra denne importen')
    expect(await s.publicSearch('Flyttelykt')).toBe(0)

    const importId = /import=(\d+)/.exec(imported.location!)![1]!
    const published = await s.as('dsb').send('/forvaltning/produkter', [
      ['import', importId],
      ['handling', 'publiser-import'],
    ])
    expect(published.status).toBe(302)
    expect((await s.as('dsb').send(published.location!)).body).toContain(
      '600 produkter er publisert.',
    )
    await s.searchFinds('Flyttelykt', 600)
    expect(await drafts()).toBe(0)
  }, 240_000)

  it('publishes the drafts ticked in the list, and only those', async () => {
    const imported = await upload('dsb', await sheetFile(productRows(3, ids, 'Hakelykt')))
    const list = await s.as('dsb').send(imported.location!)
    const draftIds = [...list.body.matchAll(/name="utkast" value="(\d+)"/g)].map((m) => m[1]!)
    expect(draftIds).toHaveLength(3)
    const answer = await s.as('dsb').send('/forvaltning/produkter', [
      ['utkast', draftIds[0]!],
      ['utkast', draftIds[2]!],
      ['handling', 'publiser-valgte'],
    ])
    expect(answer.status).toBe(302)
    await s.searchFinds('Hakelykt', 2)
  })
})

describe.skipIf(!pagesBuilt)('who may import and publish what', () => {
  it("refuses an editor importing another authority's products: 403, the row named, nothing saved", async () => {
    const rows = productRows(2, ids, 'Fremmedlykt')
    const before = await productTables(s.database.db)
    const answer = await upload('mattilsynet', await sheetFile(rows))
    expect(answer.status).toBe(403)
    expect(reportRows(answer.body)).toEqual([
      [2, 'myndighet', expect.stringContaining('din egen myndighet')],
      [3, 'myndighet', expect.stringContaining('din egen myndighet')],
    ])
    expect(await productTables(s.database.db)).toBe(before)
    expect((await upload('administrator', await sheetFile(rows))).status).toBe(302)
  })

  it("refuses an editor publishing another authority's drafts, ticked or by import: 403, nothing published", async () => {
    const imported = await upload('dsb', await sheetFile(productRows(2, ids, 'Vernelykt')))
    const importId = /import=(\d+)/.exec(imported.location!)![1]!
    const list = await s.as('dsb').send(imported.location!)
    const draftIds = [...list.body.matchAll(/name="utkast" value="(\d+)"/g)].map((m) => m[1]!)
    const before = await productTables(s.database.db)
    for (const form of [
      [
        ['import', importId],
        ['handling', 'publiser-import'],
      ],
      [...draftIds.map((id) => ['utkast', id]), ['handling', 'publiser-valgte']],
    ] as Array<Array<[string, string]>>) {
      expect((await s.as('mattilsynet').send('/forvaltning/produkter', form)).status).toBe(403)
    }
    expect(await productTables(s.database.db)).toBe(before)
  })

  it('refuses posts from another origin and from no session, before anything is read', async () => {
    const before = await productTables(s.database.db)
    const file = { name: 'produkter.xlsx', bytes: await sheetFile(productRows(1, ids)) }
    const foreign = staffBrowser(s.site, s.sessions.administrator, 'https://angriper.example')
    expect((await foreign.upload(IMPORT, 'fil', file)).status).toBe(403)
    const publish = await foreign.send('/forvaltning/produkter', [['handling', 'publiser-import']])
    expect(publish.status).toBe(403)
    const signedOut = await staffBrowser(s.site, undefined).upload(IMPORT, 'fil', file)
    expect(signedOut.status).toBe(302)
    expect(signedOut.location).toBe('/forvaltning/logg-inn')
    expect(await productTables(s.database.db)).toBe(before)
  })

  it('refuses a file over the limit with a clear message, and no file at the field', async () => {
    // Under the page's body limit, which a zip of pictures needs, but over a sheet's.
    const huge = await upload('dsb', new Uint8Array(9 * 1024 * 1024).fill(65))
    expect(huge.status).toBe(400)
    expect(huge.body).toMatch(/Filen er for stor\. Den kan være på høyst 8,?\d* MB/)
    const none = await s.as('dsb').upload(IMPORT, 'fil', { name: '', bytes: new Uint8Array() })
    expect(none.status).toBe(400)
    expect(none.body).toContain('Velg et regneark å importere')
  })
})

describe.skipIf(!pagesBuilt)('the template', () => {
  it('downloads as XLSX and CSV with the columns and an example row that imports as it is', async () => {
    for (const format of ['xlsx', 'csv'] as const) {
      const response = await fetch(new URL(`${IMPORT}/mal/${format}`, s.site), {
        headers: { cookie: `__Host-fp_forvaltning_okt=${s.sessions.dsb}` },
      })
      expect(response.status).toBe(200)
      expect(response.headers.get('content-disposition')).toContain(`produkter-mal.${format}`)
      const bytes = new Uint8Array(await response.arrayBuffer())
      if (format === 'xlsx') {
        const workbook = new ExcelJS.Workbook()
        await workbook.xlsx.load(Buffer.from(bytes) as unknown as ExcelJS.Buffer)
        expect(workbook.worksheets.map((sheet) => sheet.name)).toEqual(['Produkter', 'Koder'])
        expect(workbook.worksheets[0]!.getRow(1).values).toContain('hvorforFarlig')
      }
      const answer = await s.as('dsb').upload(IMPORT, 'fil', { name: `mal.${format}`, bytes })
      expect(answer.status).toBe(302)
      expect(answer.location).toContain('importert=1')
    }
  })
})
