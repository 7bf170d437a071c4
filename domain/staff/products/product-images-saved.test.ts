import { inArray, sql } from 'drizzle-orm'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '../../../db/connection.ts'
import { produktBilde } from '../../../db/schema/index.ts'
import { findProduct } from '../../catalogue/product-detail.ts'
import { createReportCatalogue } from '../../../tests/support/report-fixture.ts'
import { createTestDatabase } from '../../../tests/support/test-database.ts'
import { createStaff } from '../create-staff.ts'
import { newStaffSchema } from '../staff-schemas.ts'
import { saveDraft } from './drafts.ts'
import { listHistory } from './product-history.ts'
import { forgetUnusedUploads } from './product-image-store.ts'
import { ProductForbiddenError } from './product-rules.ts'
import { productDraftSchema, productSchema } from './product-schema.ts'
import { publishProduct, saveProduct } from './publish.ts'
import { uploadProductImage } from './upload-image.ts'

/**
 * Pictures go the way of the product's other fields (decision 049): kept in a draft, public only
 * once published or saved, every change in the history, and uploaded only for one's own authority.
 */

let database: Database
let catalogue: Awaited<ReturnType<typeof createReportCatalogue>>
let editor: { id: number; rolle: 'redaktor'; myndighetId: number }
const at = (minute: number) => new Date(Date.UTC(2026, 10, 27, 9, minute))

beforeAll(async () => {
  database = await createTestDatabase()
  catalogue = await createReportCatalogue(database.db)
  const myndighet = catalogue.authorities.dsb.id
  const input = newStaffSchema.parse({
    epost: 'dina@dsb.example.no',
    navn: 'Dina',
    rolle: 'redaktor',
    myndighet,
  })
  editor = { id: await createStaff(database.db, input), rolle: 'redaktor', myndighetId: myndighet }
})

afterAll(() => database.close())

const by = (minute: number) => ({ actor: editor, now: at(minute) })

async function upload(alt: string, red: number) {
  const bytes = await sharp({
    create: { width: 300, height: 200, channels: 3, background: { r: red, g: 10, b: 10 } },
  })
    .jpeg()
    .toBuffer()
  // Uploaded now: housekeeping measures an upload's age by the database's clock.
  const kept = await uploadProductImage(
    database.db,
    { actor: editor, now: new Date() },
    { myndighetId: catalogue.authorities.dsb.id },
    { bytes, alt },
  )
  if (!kept.ok) throw new Error(kept.problem)
  return kept.id
}

const fields = (bilder: Array<{ id: number; alt: string }>, hovedbilde?: number) => ({
  navn: 'Brødrister Glød',
  kjennetegn: 'Modell BG-2',
  beskrivelse: 'Brødrister med to spor.',
  hvorforFarlig: 'Kan ta fyr.',
  forbrukerAksjon: 'Lever den tilbake.',
  myndighet: String(catalogue.authorities.dsb.id),
  fareList: [
    {
      risikoId: String(catalogue.risks.fire.id),
      produktKategoriId: String(catalogue.categories.toys.id),
    },
  ],
  bilder: bilder.map(({ id, alt }) => ({ id: String(id), alt })),
  hovedbilde: hovedbilde === undefined ? '' : String(hovedbilde),
})

const publicAlts = async (id: number) =>
  (await findProduct(database.db, id))?.thumbnailMetaList.map((image) => [
    image.alt,
    image.mainThumbnail,
  ])

describe('pictures saved with the product', () => {
  it('keeps them in the draft, publishes them in order, and records every change', async () => {
    const front = await upload('Forfra', 200)
    const side = await upload('Fra siden', 100)
    const draft = await saveDraft(database.db, by(1), {
      fields: productDraftSchema.parse(
        fields(
          [
            { id: front, alt: 'Forfra' },
            { id: side, alt: 'Fra siden' },
          ],
          side,
        ),
      ),
    })
    const produktId = await publishProduct(database.db, by(2), {
      utkastId: draft.utkastId,
      fields: productSchema.parse({
        ...fields(
          [
            { id: front, alt: 'Forfra' },
            { id: side, alt: 'Fra siden' },
          ],
          side,
        ),
        versjon: String(draft.versjon),
      }),
    })
    expect(await publicAlts(produktId)).toEqual([
      ['Forfra', false],
      ['Fra siden', true],
    ])

    // A third picture uploaded is not public until the product is saved with it.
    const back = await upload('Bakfra', 50)
    expect(await publicAlts(produktId)).toHaveLength(2)
    await saveProduct(
      database.db,
      by(3),
      produktId,
      productSchema.parse({
        ...fields([
          { id: back, alt: 'Bakfra' },
          { id: front, alt: 'Forfra, med svidd kant' },
        ]),
        versjon: '2',
      }),
    )
    expect(await publicAlts(produktId)).toEqual([
      ['Bakfra', true],
      ['Forfra, med svidd kant', false],
    ])
    const history = await listHistory(database.db, { produktId })
    expect(
      history.map((entry) => [
        entry.hendelse,
        entry.felt.filter((f) => f.endsWith('bilde') || f === 'bilder'),
      ]),
    ).toEqual([
      ['utkast', ['bilder', 'hovedbilde']],
      // Published as the draft had them: no change of pictures there.
      ['publisert', []],
      ['endret', ['bilder', 'hovedbilde']],
    ])
  })

  it('forgets uploads no save listed after two days, but not those a draft names', async () => {
    const named = await upload('I et utkast', 30)
    const forgotten = await upload('Glemt', 40)
    const recent = await upload('Nettopp lastet opp', 60)
    await saveDraft(database.db, by(5), {
      fields: productDraftSchema.parse(fields([{ id: named, alt: 'I et utkast' }])),
    })
    await database.db
      .update(produktBilde)
      .set({ lastetOpp: sql`now() - interval '3 days'` })
      .where(inArray(produktBilde.id, [named, forgotten]))
    expect(await forgetUnusedUploads(database.db)).toBe(1)
    const left = await database.db
      .select({ id: produktBilde.id })
      .from(produktBilde)
      .where(inArray(produktBilde.id, [named, forgotten, recent]))
    expect(left.map((row) => row.id).sort()).toEqual([named, recent].sort())
  })

  it("refuses an upload for another authority's product before looking at it", async () => {
    const mattilsynet = { myndighetId: catalogue.authorities.mattilsynet.id }
    await expect(
      uploadProductImage(database.db, by(4), mattilsynet, { bytes: new Uint8Array(), alt: 'x' }),
    ).rejects.toBeInstanceOf(ProductForbiddenError)
  })
})
