import { count, eq } from 'drizzle-orm'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import type { Database } from '../../../../db/connection.ts'
import {
  produkt,
  produktHistorikk,
  produktImport,
  produktUtkast,
  revisjonslogg,
} from '../../../../db/schema/index.ts'
import {
  productRows,
  sheetFile,
  spoilFiveRows,
  type SheetIds,
} from '../../../../tests/support/import-sheet.ts'
import { refusal } from '../../../../tests/support/refusal.ts'
import { createReportCatalogue } from '../../../../tests/support/report-fixture.ts'
import { createTestActor } from '../../../../tests/support/staff.ts'
import { createTestDatabase } from '../../../../tests/support/test-database.ts'
import { DraftsIncompleteError, publishDrafts } from '../bulk-publish.ts'
import { saveDraft, type SaveBy } from '../drafts.ts'
import { ImportFileError, ImportRowsError } from './import-errors.ts'
import { importProducts } from './import-products.ts'

let database: Database
let ids: SheetIds
let mattilsynet: number
let dsbEditor: SaveBy['actor']
let administrator: SaveBy['actor']
const now = new Date('2026-11-27T09:00:00Z')

const staff = (epost: string, rolle: 'redaktor' | 'administrator', myndighet?: number) =>
  createTestActor(database.db, epost, rolle, myndighet)

beforeAll(async () => {
  database = await createTestDatabase()
  const catalogue = await createReportCatalogue(database.db)
  mattilsynet = catalogue.authorities.mattilsynet.id
  ids = {
    authority: catalogue.authorities.dsb.id,
    risk: catalogue.risks.fire.id,
    category: catalogue.categories.toys.id,
    measure: catalogue.measures.recall.id,
  }
  dsbEditor = await staff('dina@dsb.example.no', 'redaktor', ids.authority)
  administrator = await staff('ada@example.no', 'administrator')
})

afterAll(() => database.close())

beforeEach(async () => {
  await database.db.delete(produktHistorikk)
  await database.db.delete(produktUtkast)
  await database.db.delete(produktImport)
})

const rowsIn = async (table: typeof produktUtkast | typeof produktImport | typeof produkt) =>
  (await database.db.select({ n: count() }).from(table))[0]!.n

const importAs = async (actor: SaveBy['actor'], bytes: Uint8Array, filnavn = 'produkter.xlsx') =>
  importProducts(database.db, { actor, now }, { filnavn, bytes })

describe('importing products from a spreadsheet', () => {
  it('refuses 600 rows with 5 bad ones with exactly those 5 rows named, saving nothing; fixed, makes 600 drafts', async () => {
    const rows = productRows(600, ids)
    const spoiled = spoilFiveRows(rows)
    const error = await refusal(importAs(dsbEditor, await sheetFile(rows)), ImportRowsError)
    expect(error.forbidden).toBe(false)
    expect(error.problems.map((problem) => [problem.rad, problem.kolonne])).toEqual([
      [spoiled[0], 'navn'],
      [spoiled[1], 'fareList'],
      [spoiled[2], 'eanNr'],
      [spoiled[3], 'tiltak'],
      [spoiled[4], 'proff'],
    ])
    expect(await rowsIn(produktUtkast)).toBe(0)
    expect(await rowsIn(produktImport)).toBe(0)

    const result = await importAs(dsbEditor, await sheetFile(productRows(600, ids)))
    expect(result.antall).toBe(600)
    expect(await rowsIn(produktUtkast)).toBe(600)
    const [draft] = await database.db.select().from(produktUtkast).limit(1)
    expect(draft!.importId).toBe(result.importId)
    expect(draft!.felter).toMatchObject({ fareList: [{ risikoId: ids.risk }], proff: false })
    const logged = await database.db
      .select()
      .from(revisjonslogg)
      .where(eq(revisjonslogg.handling, 'produkt.importert'))
    expect(logged).toMatchObject([
      { ansattId: dsbEditor.id, objektId: String(result.importId), detaljer: { antall: 600 } },
    ])
  })

  it('reads a CSV as Norwegian Excel saves it: semicolons, Windows-1252, quoted lists', async () => {
    const csv = new TextDecoder().decode(await sheetFile(productRows(2, ids, 'Støvsuger'), 'csv'))
    const latin1 = Uint8Array.from(csv.replace(/^\uFEFF/, ''), (char) => char.charCodeAt(0))
    const result = await importAs(dsbEditor, latin1, 'produkter.csv')
    expect(result.antall).toBe(2)
    const drafts = await database.db.select().from(produktUtkast)
    expect(drafts.map((draft) => (draft.felter as { navn: string }).navn).sort()).toEqual([
      'Støvsuger 1',
      'Støvsuger 2',
    ])
  })

  it("refuses an editor's rows of another authority as forbidden, saving nothing", async () => {
    const rows = productRows(3, ids)
    rows[1] = { ...rows[1], myndighet: mattilsynet }
    const error = await refusal(importAs(dsbEditor, await sheetFile(rows)), ImportRowsError)
    expect(error.forbidden).toBe(true)
    expect(error.problems).toEqual([
      { rad: 3, kolonne: 'myndighet', key: 'staffProducts.import.cell.otherAuthority' },
    ])
    expect(await rowsIn(produktUtkast)).toBe(0)
    // An administrator may bring in every authority's products.
    expect((await importAs(administrator, await sheetFile(rows))).antall).toBe(3)
  })

  it('refuses a file it cannot take as a whole, saying why', async () => {
    const reason = async (bytes: Uint8Array) =>
      (await refusal(importAs(dsbEditor, bytes), ImportFileError)).key.split('.').at(-1)
    const text = (value: string) => new TextEncoder().encode(value)
    expect(await reason(text('navn;farge\nLampe;rød\n'))).toBe('unknownColumn')
    expect(await reason(text('navn;kjennetegn\nLampe;LS-1\n'))).toBe('missingColumns')
    expect(await reason(await sheetFile([]))).toBe('noRows')
    expect(await reason(Uint8Array.from([0x50, 0x4b, 0x03, 0x04, 0, 1, 2, 3]))).toBe('unreadable')
    expect(await reason(await sheetFile(productRows(2_001, ids), 'csv'))).toBe('tooManyRows')
    expect(await reason(new Uint8Array(9 * 1024 * 1024).fill(65))).toBe('tooLarge')
    expect(await rowsIn(produktUtkast)).toBe(0)
  })
})

describe('publishing many drafts at once', () => {
  it('publishes all or none: one draft lacking a field stops them all', async () => {
    const { importId } = await importAs(dsbEditor, await sheetFile(productRows(4, ids)))
    const imported = (await database.db.select().from(produktUtkast)).map((draft) => draft.id)
    const unfinished = await saveDraft(
      database.db,
      { actor: dsbEditor, now },
      { fields: { ...(await draftFields()), navn: 'Uferdig', hvorforFarlig: null } },
    )
    const before = await rowsIn(produkt)
    const error = await refusal(
      publishDrafts(database.db, { actor: dsbEditor, now }, [...imported, unfinished.utkastId]),
      DraftsIncompleteError,
    )
    expect(error.drafts).toMatchObject([{ navn: 'Uferdig', felt: 'hvorforFarlig' }])
    expect(await rowsIn(produkt)).toBe(before)
    expect(await rowsIn(produktUtkast)).toBe(5)

    const published = await publishDrafts(database.db, { actor: dsbEditor, now }, imported)
    expect(published).toHaveLength(4)
    expect(await rowsIn(produkt)).toBe(before + 4)
    expect(importId).toBeGreaterThan(0)
  })
})

/** A draft's fields as the draft schema gives them, from a row the import took. */
async function draftFields() {
  const [draft] = await database.db.select().from(produktUtkast).limit(1)
  return { ...(draft!.felter as Parameters<typeof saveDraft>[2]['fields']), versjon: undefined }
}
