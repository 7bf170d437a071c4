import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '../../../db/connection.ts'
import { produkt, produktUtkast, revisjonslogg } from '../../../db/schema/index.ts'
import { findProduct } from '../../catalogue/product-detail.ts'
import { SearchIndex } from '../../search/index/search-index.ts'
import { searchQuerySchema } from '../../search/search-params.ts'
import { createReportCatalogue } from '../../../tests/support/report-fixture.ts'
import { createTestActor } from '../../../tests/support/staff.ts'
import { createTestDatabase } from '../../../tests/support/test-database.ts'
import { saveDraft, type SaveBy } from './drafts.ts'
import { listStaffProducts } from './list-products.ts'
import { listHistory } from './product-history.ts'
import { ProductForbiddenError } from './product-rules.ts'
import { productDraftSchema, productSchema } from './product-schema.ts'
import { publishProduct, saveProduct, withdrawProduct } from './publish.ts'
import { ProductInvalidError } from './references.ts'
import { ProductConflictError } from './save-errors.ts'

let database: Database
let catalogue: Awaited<ReturnType<typeof createReportCatalogue>>
let dsbEditor: SaveBy['actor']
let otherDsbEditor: SaveBy['actor']
let mattilsynetEditor: SaveBy['actor']
let administrator: SaveBy['actor']
const at = (minute: number) => new Date(Date.UTC(2026, 10, 26, 9, minute))

const staff = (epost: string, rolle: 'redaktor' | 'administrator', myndighet?: number) =>
  createTestActor(database.db, epost, rolle, myndighet)

beforeAll(async () => {
  database = await createTestDatabase()
  catalogue = await createReportCatalogue(database.db)
  const { dsb, mattilsynet } = catalogue.authorities
  dsbEditor = await staff('dina@dsb.example.no', 'redaktor', dsb.id)
  otherDsbEditor = await staff('dag@dsb.example.no', 'redaktor', dsb.id)
  mattilsynetEditor = await staff('mia@mattilsynet.example.no', 'redaktor', mattilsynet.id)
  administrator = await staff('ada@example.no', 'administrator')
})

afterAll(() => database.close())

function form(overrides: Record<string, unknown> = {}) {
  return {
    navn: 'Lysslynge Glimt',
    kjennetegn: 'Modell GL-20',
    beskrivelse: 'Lysslynge med 20 pærer for innendørs bruk.',
    hvorforFarlig: 'Ledningen kan bli varm og ta fyr.',
    forbrukerAksjon: 'Slutt å bruke lysslyngen og lever den tilbake.',
    myndighet: String(catalogue.authorities.dsb.id),
    tiltak: [String(catalogue.measures.recall.id)],
    fareList: [
      {
        risikoId: String(catalogue.risks.fire.id),
        produktKategoriId: String(catalogue.categories.toys.id),
      },
      { risikoId: '', produktKategoriId: '' },
    ],
    eanNr: '4006381333931',
    ...overrides,
  }
}

/** Public search as a server process that has just started would answer it. */
async function search(q: string) {
  const index = await SearchIndex.build(database.db)
  return index.search(searchQuerySchema.parse({ q }))
}

describe('publishing, correcting and withdrawing a product', () => {
  it('keeps a draft out of every public list until it is published', async () => {
    const by = { actor: dsbEditor, now: at(0) }
    const draft = await saveDraft(database.db, by, {
      fields: productDraftSchema.parse({ navn: 'Lysslynge Glimt', myndighet: form().myndighet }),
    })
    expect((await search('Glimt')).totalElements).toBe(0)
    const resumed = await saveDraft(
      database.db,
      { ...by, now: at(1) },
      {
        utkastId: draft.utkastId,
        fields: productDraftSchema.parse({ ...form(), versjon: String(draft.versjon) }),
      },
    )
    expect(resumed.versjon).toBe(2)
    const listed = await listStaffProducts(database.db, { q: 'Glimt' })
    expect(listed.items).toMatchObject([
      { utkast: true, status: 'utkast', navn: 'Lysslynge Glimt' },
    ])

    const id = await publishProduct(
      database.db,
      { ...by, now: at(2) },
      {
        utkastId: draft.utkastId,
        fields: productSchema.parse({ ...form(), versjon: '2' }),
      },
    )
    expect(await database.db.select().from(produktUtkast)).toEqual([])
    const published = await findProduct(database.db, id)
    expect(published).toMatchObject({
      navn: 'Lysslynge Glimt',
      firstPublished: at(2).toISOString(),
    })
    expect((await search('Glimt')).content.map((item) => item.id)).toEqual([id])
    const history = await listHistory(database.db, { produktId: id })
    expect(history.map((entry) => entry.hendelse)).toEqual(['utkast', 'utkast', 'publisert'])
    expect(history[1]!.felt).toContain('hvorforFarlig')
    expect(history[1]!.felt).not.toContain('navn')
    // Administrators read the same saves in the audit log, by id and without the texts.
    const audited = await database.db
      .select()
      .from(revisjonslogg)
      .where(eq(revisjonslogg.handling, 'produkt.publisert'))
    expect(audited).toMatchObject([{ objektType: 'produkt', objektId: String(id) }])
    expect(JSON.stringify(audited)).not.toContain('Glimt')
  })

  it('sets last changed on a correction, names the fields changed, and refuses an old version', async () => {
    const id = await publishProduct(
      database.db,
      { actor: dsbEditor, now: at(10) },
      {
        fields: productSchema.parse(form({ navn: 'Varmeovn Brisk' })),
      },
    )
    const [{ versjon }] = (await database.db
      .select({ versjon: produkt.versjon })
      .from(produkt)
      .where(eq(produkt.id, id))) as [{ versjon: number }]
    const first = productSchema.parse(
      form({ navn: 'Varmeovn Brisk 2000', versjon: String(versjon) }),
    )
    await saveProduct(database.db, { actor: dsbEditor, now: at(11) }, id, first)
    expect(await findProduct(database.db, id)).toMatchObject({
      navn: 'Varmeovn Brisk 2000',
      firstPublished: at(10).toISOString(),
      sistEndret: at(11).toISOString(),
    })
    const second = productSchema.parse(form({ navn: 'Varmeovn B', versjon: String(versjon) }))
    const refused = saveProduct(database.db, { actor: otherDsbEditor, now: at(12) }, id, second)
    await expect(refused).rejects.toBeInstanceOf(ProductConflictError)
    const conflict = (await refused.catch((error: unknown) => error)) as ProductConflictError
    expect(conflict.changes).toMatchObject([{ navn: 'dina', hendelse: 'endret', felt: ['navn'] }])
    expect((await findProduct(database.db, id))?.navn).toBe('Varmeovn Brisk 2000')
  })

  it("refuses an editor another authority's product, and moving their own to another", async () => {
    const id = await publishProduct(
      database.db,
      { actor: administrator, now: at(20) },
      {
        fields: productSchema.parse(form({ navn: 'Hårfarge Ravn' })),
      },
    )
    const theirs = productSchema.parse(form({ navn: 'Endret', versjon: '1' }))
    await expect(
      saveProduct(database.db, { actor: mattilsynetEditor, now: at(21) }, id, theirs),
    ).rejects.toBeInstanceOf(ProductForbiddenError)
    await expect(
      withdrawProduct(database.db, { actor: mattilsynetEditor, now: at(21) }, id, 1),
    ).rejects.toBeInstanceOf(ProductForbiddenError)
    const moved = productSchema.parse(
      form({ myndighet: String(catalogue.authorities.mattilsynet.id), versjon: '1' }),
    )
    await expect(
      saveProduct(database.db, { actor: dsbEditor, now: at(21) }, id, moved),
    ).rejects.toBeInstanceOf(ProductForbiddenError)
    await expect(
      publishProduct(
        database.db,
        { actor: mattilsynetEditor, now: at(21) },
        {
          fields: productSchema.parse(form()),
        },
      ),
    ).rejects.toBeInstanceOf(ProductForbiddenError)
    expect((await findProduct(database.db, id))?.navn).toBe('Hårfarge Ravn')
  })

  it('refuses ids that name nothing, at their field, writing nothing', async () => {
    const unknown = productSchema.parse(
      form({ navn: 'Ukjent', fareList: [{ risikoId: '9999', produktKategoriId: '1' }] }),
    )
    const refused = publishProduct(
      database.db,
      { actor: dsbEditor, now: at(30) },
      { fields: unknown },
    )
    const error = (await refused.catch((thrown: unknown) => thrown)) as ProductInvalidError
    expect(error.problems).toMatchObject({ 'fareList.0.risikoId': 'reports.invalidChoice' })
    expect((await listStaffProducts(database.db, { q: 'Ukjent' })).total).toBe(0)
  })

  it('takes a withdrawn product out of search and the product detail', async () => {
    const id = await publishProduct(
      database.db,
      { actor: dsbEditor, now: at(40) },
      {
        fields: productSchema.parse(form({ navn: 'Badeleke Plask' })),
      },
    )
    expect((await search('Plask')).totalElements).toBe(1)
    await withdrawProduct(database.db, { actor: dsbEditor, now: at(41) }, id, 1)
    expect((await search('Plask')).totalElements).toBe(0)
    expect(await findProduct(database.db, id)).toBeUndefined()
    const listed = await listStaffProducts(database.db, { q: 'Plask', status: 'trukket' })
    expect(listed.items).toMatchObject([{ id, status: 'trukket' }])
  })
})
