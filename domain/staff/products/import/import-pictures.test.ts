import { asc, eq } from 'drizzle-orm'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '../../../../db/connection.ts'
import { produktBilde, produktUtkast } from '../../../../db/schema/index.ts'
import { productRows, sheetFile, type SheetIds } from '../../../../tests/support/import-sheet.ts'
import { refusal } from '../../../../tests/support/refusal.ts'
import { createReportCatalogue } from '../../../../tests/support/report-fixture.ts'
import { createTestActor } from '../../../../tests/support/staff.ts'
import { createTestDatabase } from '../../../../tests/support/test-database.ts'
import { packed, zipFile } from '../../../../tests/support/zip.ts'
import type { SaveBy } from '../drafts.ts'
import type { StoredFields } from '../changed-fields.ts'
import { ImportFileError, ImportRowsError } from './import-errors.ts'
import { IMPORT_LIMITS } from './import-limits.ts'
import { importProducts } from './import-products.ts'

/**
 * Pictures in an import: a zip of the sheet and the picture files its `bilder` column names,
 * each picture prepared as the product form prepares one and named in its row's draft.
 */

let database: Database
let ids: SheetIds
let editor: SaveBy['actor']
const now = new Date('2026-11-27T10:00:00Z')

/** A photo-like picture of a colour and size, as a camera or a phone saves one. */
const photo = (width: number, red: number) =>
  sharp({ create: { width, height: 600, channels: 3, background: { r: red, g: 90, b: 40 } } })
    .jpeg()
    .toBuffer()

beforeAll(async () => {
  database = await createTestDatabase()
  const catalogue = await createReportCatalogue(database.db)
  ids = {
    authority: catalogue.authorities.dsb.id,
    risk: catalogue.risks.fire.id,
    category: catalogue.categories.toys.id,
    measure: catalogue.measures.recall.id,
  }
  editor = await createTestActor(database.db, 'dina@dsb.example.no', 'redaktor', ids.authority)
})

afterAll(() => database.close())

const importZip = (bytes: Uint8Array) =>
  importProducts(database.db, { actor: editor, now }, { filnavn: 'produkter.zip', bytes })

/** Three products, the first with two pictures, the others with one each. */
async function threeRows() {
  const [first, second, third] = productRows(3, ids, 'Bildelykt')
  return [
    {
      ...first,
      bilder: 'lykt-1.jpg, Lykt-1-bak.JPG',
      bildetekster: 'Lykten forfra | Lykten bakfra, med batteriluken',
    },
    { ...second, bilder: 'bilder/lykt-2.png', bildetekster: 'Grønn lykt' },
    { ...third, bilder: 'lykt-3.jpg', bildetekster: 'Lykt med svidd bryter' },
  ]
}

describe('importing a zip of a sheet and its pictures', () => {
  it('makes a draft of each of 3 rows with its 4 pictures, prepared and in order', async () => {
    const sheet = await sheetFile(await threeRows(), 'xlsx', { pictures: true })
    const wide = await sharp({
      create: {
        width: 3000,
        height: 1500,
        channels: 4,
        background: { r: 0, g: 160, b: 0, alpha: 0.5 },
      },
    })
      .png()
      .toBuffer()
    const zip = zipFile([
      { name: 'produkter.xlsx', data: sheet },
      { name: 'lykt-1.jpg', data: await photo(800, 200) },
      { name: 'lykt-1-bak.jpg', data: await photo(700, 120) },
      { name: 'bilder/lykt-2.png', data: wide },
      { name: 'lykt-3.jpg', data: await photo(900, 60) },
      { name: '__MACOSX/._lykt-3.jpg', data: new Uint8Array([0, 5, 22, 7]) },
    ])
    const result = await importZip(zip)
    expect(result.antall).toBe(3)
    const drafts = await database.db
      .select({ felter: produktUtkast.felter })
      .from(produktUtkast)
      .where(eq(produktUtkast.importId, result.importId))
      .orderBy(asc(produktUtkast.id))
    const fields = drafts.map((draft) => draft.felter as StoredFields)
    expect(fields.map((draft) => draft.bilder.map((image) => image.alt))).toEqual([
      ['Lykten forfra', 'Lykten bakfra, med batteriluken'],
      ['Grønn lykt'],
      ['Lykt med svidd bryter'],
    ])
    expect(fields.map((draft) => draft.hovedbilde)).toEqual(
      fields.map((draft) => draft.bilder[0]!.id),
    )
    const kept = await database.db
      .select()
      .from(produktBilde)
      .where(eq(produktBilde.id, fields[1]!.bilder[0]!.id))
    // Kept as an upload of the row's authority, fitted to the public page's widest size, and
    // still transparent.
    expect(kept[0]).toMatchObject({
      produktId: null,
      myndighetId: ids.authority,
      mimeType: 'image/png',
      width: 1280,
      height: 640,
    })
  })

  it('refuses a row whose picture is not in the zip, naming it, and saves nothing', async () => {
    const before = await database.db.$count(produktBilde)
    const drafts = await database.db.$count(produktUtkast)
    const zip = zipFile([
      {
        name: 'produkter.csv',
        data: await sheetFile(await threeRows(), 'csv', { pictures: true }),
      },
      { name: 'lykt-1.jpg', data: await photo(800, 200) },
      { name: 'lykt-1-bak.jpg', data: await photo(700, 120) },
      { name: 'lykt-2.png', data: new TextEncoder().encode('ikke et bilde') },
    ])
    const error = await refusal(importZip(zip), ImportRowsError)
    expect(error.problems).toEqual([
      {
        rad: 3,
        kolonne: 'bilder',
        key: 'staffProducts.import.cell.pictureUnusable',
        params: { name: 'bilder/lykt-2.png' },
      },
      {
        rad: 4,
        kolonne: 'bilder',
        key: 'staffProducts.import.cell.pictureMissing',
        params: { name: 'lykt-3.jpg' },
      },
    ])
    expect(await database.db.$count(produktBilde)).toBe(before)
    expect(await database.db.$count(produktUtkast)).toBe(drafts)
  })

  it('refuses a row with a picture but no text for it', async () => {
    const [row] = productRows(1, ids, 'Tekstløs')
    const zip = zipFile([
      {
        name: 'produkter.xlsx',
        data: await sheetFile([{ ...row, bilder: 'a.jpg' }], 'xlsx', { pictures: true }),
      },
      { name: 'a.jpg', data: await photo(400, 10) },
    ])
    const error = await refusal(importZip(zip), ImportRowsError)
    expect(error.problems).toMatchObject([
      { rad: 2, kolonne: 'bildetekster', key: 'staffProducts.import.cell.pictureTexts' },
    ])
  })

  it('refuses a zip bomb before unpacking it: too many bytes unpacked, or too many files', async () => {
    const zeros = packed(new Uint8Array(20 * 1024 * 1024))
    const count = Math.ceil(IMPORT_LIMITS.maxUnzippedBytes / zeros.size) + 1
    const bomb = zipFile([
      { name: 'produkter.csv', data: new TextEncoder().encode('navn\nx\n') },
      ...Array.from({ length: count }, (_, index) => ({ name: `${index}.jpg`, packed: zeros })),
    ])
    // A few hundred kB that would unpack to more than the limit.
    expect(bomb.length).toBeLessThan(1024 * 1024)
    const error = await refusal(importZip(bomb), ImportFileError)
    expect(error.key).toBe('staffProducts.import.fileProblems.zipTooLarge')

    const tiny = packed(new Uint8Array([1]))
    const crowd = zipFile(
      Array.from({ length: IMPORT_LIMITS.maxZipFiles + 1 }, (_, index) => ({
        name: `${index}.jpg`,
        packed: tiny,
      })),
    )
    expect((await refusal(importZip(crowd), ImportFileError)).key).toBe(
      'staffProducts.import.fileProblems.zipTooLarge',
    )
  })

  it('refuses a zip whose directory understates what an entry unpacks to', async () => {
    const forged = zipFile([
      { name: 'produkter.csv', data: new TextEncoder().encode('navn\nx\n') },
      { name: 'stor.jpg', packed: packed(new Uint8Array(30 * 1024 * 1024)), claimedSize: 1000 },
    ])
    expect((await refusal(importZip(forged), ImportFileError)).key).toBe(
      'staffProducts.import.fileProblems.unreadable',
    )
  })
})
