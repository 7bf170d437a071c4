import { existsSync } from 'node:fs'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { IMPORT_LIMITS } from '../domain/staff/products/import/import-limits.ts'
import { productRows, sheetFile, sheetIdsOf, type SheetIds } from '../tests/support/import-sheet.ts'
import { productTables } from '../tests/support/staff-products.ts'
import {
  startStaffProductsSite,
  type StaffProductsSite,
} from '../tests/support/staff-products-site.ts'
import { packed, zipFile } from '../tests/support/zip.ts'

/**
 * A zip of a sheet and its pictures posted to the import page as a browser posts it (multipart),
 * through a real server process (decision 053): the drafts come with their pictures; a picture
 * the sheet names but the zip lacks is a row error and nothing is saved; a zip that would unpack
 * to too much, or holds too many files, is refused with a message that says what is allowed.
 */

const pagesBuilt = existsSync('build/server/index.js')
if (!pagesBuilt) console.warn('!! staff-products-import-zip.test.ts did not run: no build')

const IMPORT = '/forvaltning/produkter/import'
let s: StaffProductsSite
let ids: SheetIds

beforeAll(async () => {
  if (!pagesBuilt) return
  s = await startStaffProductsSite()
  ids = sheetIdsOf(s.catalogue)
}, 120_000)

afterAll(() => s?.close())

/** A photo as a camera saves one; its colour tells them apart. */
const photo = (red: number) =>
  sharp({ create: { width: 900, height: 600, channels: 3, background: { r: red, g: 90, b: 40 } } })
    .jpeg()
    .toBuffer()

/** Two products, the first with two pictures, the second with one. */
function rowsWithPictures(word: string) {
  const [first, second] = productRows(2, ids, word)
  return [
    { ...first, bilder: 'forfra.jpg, bakfra.jpg', bildetekster: `${word} forfra | ${word} bakfra` },
    { ...second, bilder: 'bilder/side.jpg', bildetekster: `${word} fra siden` },
  ]
}

const postZip = (bytes: Uint8Array) =>
  s.as('dsb').upload(IMPORT, 'fil', { name: 'produkter.zip', bytes })

describe.skipIf(!pagesBuilt)('importing a zip of a sheet and its pictures', () => {
  it('creates a draft of each row with its pictures, each shown on the draft with its text', async () => {
    const zip = zipFile([
      {
        name: 'produkter.xlsx',
        data: await sheetFile(rowsWithPictures('Zipplykt'), 'xlsx', { pictures: true }),
      },
      { name: 'forfra.jpg', data: await photo(200) },
      { name: 'bakfra.jpg', data: await photo(120) },
      { name: 'bilder/side.jpg', data: await photo(40) },
    ])
    const imported = await postZip(zip)
    expect(imported.status).toBe(302)
    const list = await s.as('dsb').send(imported.location!)
    expect(list.body).toContain('2 produkter er importert som utkast.')
    const drafts = [...list.body.matchAll(/href="(\/forvaltning\/produkter\/utkast\/\d+)"/g)].map(
      (match) => match[1]!,
    )
    const pages = await Promise.all([...new Set(drafts)].map((path) => s.as('dsb').send(path)))
    const alts = pages.map((page) =>
      [...page.body.matchAll(/name="bilder\.\d+\.alt"[^>]*value="([^"]+)"/g)].map((m) => m[1]),
    )
    expect(alts.sort()).toEqual([['Zipplykt forfra', 'Zipplykt bakfra'], ['Zipplykt fra siden']])
    // Each picture is there to see, resized by the import as the form does.
    const image = /src="(\/forvaltning\/bilde\/\d+)"/.exec(pages[0]!.body)![1]!
    const response = await fetch(new URL(image, s.site), {
      headers: { cookie: `__Host-fp_forvaltning_okt=${s.sessions.dsb}` },
    })
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('image/jpeg')
  })

  it('refuses a zip without a picture the sheet names: the row and the file named, nothing saved', async () => {
    const before = await productTables(s.database.db)
    const zip = zipFile([
      {
        name: 'produkter.csv',
        data: await sheetFile(rowsWithPictures('Mangellykt'), 'csv', { pictures: true }),
      },
      { name: 'forfra.jpg', data: await photo(200) },
      { name: 'bakfra.jpg', data: await photo(120) },
    ])
    const refused = await postZip(zip)
    expect(refused.status).toBe(400)
    expect(refused.body).toContain('Ingenting er importert')
    expect(refused.body).toMatch(
      /<td[^>]*>3<\/td><td[^>]*>bilder<\/td><td[^>]*>Bildet «bilder\/side\.jpg» finnes ikke i zip-filen<\/td>/,
    )
    expect(await productTables(s.database.db)).toBe(before)
  })

  it('refuses a zip bomb and a zip of too many files, saying what a zip may hold', async () => {
    const before = await productTables(s.database.db)
    const zeros = packed(new Uint8Array(20 * 1024 * 1024))
    const bomb = zipFile([
      { name: 'produkter.csv', data: new TextEncoder().encode('navn\nx\n') },
      ...Array.from(
        { length: Math.ceil(IMPORT_LIMITS.maxUnzippedBytes / zeros.size) + 1 },
        (_, index) => ({ name: `${index}.jpg`, packed: zeros }),
      ),
    ])
    const tiny = packed(new Uint8Array([1]))
    const crowd = zipFile(
      Array.from({ length: IMPORT_LIMITS.maxZipFiles + 1 }, (_, index) => ({
        name: `${index}.jpg`,
        packed: tiny,
      })),
    )
    for (const zip of [bomb, crowd]) {
      const refused = await postZip(zip)
      expect(refused.status).toBe(400)
      expect(refused.body).toContain('Zip-filen er for stor når den pakkes ut. Den kan ha høyst 2')
      expect(refused.body).toMatch(/filer og bli høyst 150 MB utpakket\. Del den opp\./)
    }
    expect(await productTables(s.database.db)).toBe(before)
  })
})
