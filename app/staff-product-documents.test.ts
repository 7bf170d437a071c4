import { existsSync } from 'node:fs'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { produktDokument } from '../db/schema/index.ts'
import {
  productTables,
  SMALL_PDF,
  staffBrowser,
  withDocument,
} from '../tests/support/staff-products.ts'
import {
  startStaffProductsSite,
  type StaffProductsSite,
} from '../tests/support/staff-products-site.ts'

/**
 * Documents on the staff product form through the HTTP layer of a real process: a PDF taken by
 * its content, kept off the public page until the product is saved, removed with a save,
 * refused for another authority's product and from another origin.
 */

const pagesBuilt = existsSync('build/server/index.js')
if (!pagesBuilt)
  console.warn('!! staff-product-documents.test.ts did not run: no build (npm run build)')

const PDF = SMALL_PDF

let s: StaffProductsSite

beforeAll(async () => {
  if (pagesBuilt) s = await startStaffProductsSite()
}, 120_000)

afterAll(() => s?.close())

/** The documents a product's public page lists, by the name it shows. */
async function publicDocuments(id: number) {
  const response = await fetch(new URL(`/api/v1/produkt/${id}`, s.site))
  const product = (await response.json()) as { attachment: Array<{ url: string; filnavn: string }> }
  return product.attachment
}

const documentsNamed = (filnavn: string) =>
  s.database.db.select().from(produktDokument).where(eq(produktDokument.filnavn, filnavn))

describe.skipIf(!pagesBuilt)('documents on the staff product form', () => {
  let productId = 0
  const page = () => `/forvaltning/produkter/${productId}`

  beforeAll(async () => {
    if (pagesBuilt) productId = await s.publish('Brødrister Glød')
  })

  /** DSB's editor posts the whole product form at a version, with a file, by a button. */
  const postWithFile = (
    versjon: string,
    button: string,
    file: { bytes: Uint8Array; name: string; filnavn: string },
    rows: Array<[string, string]> = [],
  ) =>
    s
      .as('dsb')
      .send(
        page(),
        withDocument(
          [...s.dsbProduct('Brødrister Glød'), ...rows, ['versjon', versjon], ['handling', button]],
          file,
        ),
      )

  /** DSB's editor saves the product with the documents named by their ids. */
  const saveWith = (versjon: string, documents: Array<{ id: number; filnavn: string }>) =>
    s.as('dsb').send(page(), [
      ...s.dsbProduct('Brødrister Glød'),
      ...documents.flatMap(({ id, filnavn }, index): Array<[string, string]> => [
        [`dokumenter.${index}.id`, String(id)],
        [`dokumenter.${index}.filnavn`, filnavn],
      ]),
      ['versjon', versjon],
      ['handling', 'lagre'],
    ])

  it('keeps an uploaded PDF off the public page until the product is saved', async () => {
    const upload = await postWithFile('1', 'bilde:last-opp', {
      bytes: PDF,
      name: 'C:\\Dokumenter\\tilbakekalling.pdf',
      filnavn: '',
    })
    expect(upload.status).toBe(200)
    expect(upload.body).toContain('Bildene eller dokumentene er endret, men ikke lagret ennå')
    // Without a name typed, the file's own, without its folders.
    expect(upload.body).toContain('value="tilbakekalling.pdf"')
    const [uploaded] = await documentsNamed('tilbakekalling.pdf')
    expect(uploaded).toMatchObject({ produktId: null, mimeType: 'application/pdf' })
    expect(await publicDocuments(productId)).toEqual([])
    expect((await fetch(new URL(`/api/v1/produkt/dokument/${uploaded!.id}`, s.site))).status).toBe(
      404,
    )
    const staffCopy = await fetch(new URL(`/forvaltning/dokument/${uploaded!.id}`, s.site), {
      headers: { cookie: `__Host-fp_forvaltning_okt=${s.sessions.dsb}` },
    })
    expect(staffCopy.status).toBe(200)
    expect(staffCopy.headers.get('content-disposition')).toContain('tilbakekalling.pdf')

    const saved = await saveWith('1', [{ id: uploaded!.id, filnavn: 'Tilbakekallingsvarsel.pdf' }])
    expect(saved.status).toBe(302)
    const listed = await publicDocuments(productId)
    expect(listed.map((document) => document.filnavn)).toEqual(['Tilbakekallingsvarsel.pdf'])
    const download = await fetch(new URL(listed[0]!.url, s.site))
    expect(download.headers.get('content-type')).toBe('application/pdf')
    expect(new Uint8Array(await download.arrayBuffer())).toEqual(PDF)
    const history = await s.as('dsb').send(page())
    expect(history.body).toMatch(/Endret.*Dokumenter/s)
  })

  it('refuses a text file named .pdf at the field, and saves nothing', async () => {
    const before = await productTables(s.database.db)
    const stored = (await s.database.db.select({ id: produktDokument.id }).from(produktDokument))
      .length
    const answer = await postWithFile('2', 'lagre', {
      bytes: new TextEncoder().encode('Ikke et dokument'),
      name: 'varsel.pdf',
      filnavn: 'Varsel',
    })
    expect(answer.status).toBe(400)
    expect(answer.body).toContain('Filen er ikke et PDF-dokument')
    expect(await productTables(s.database.db)).toBe(before)
    expect(
      (await s.database.db.select({ id: produktDokument.id }).from(produktDokument)).length,
    ).toBe(stored)
  })

  it("refuses another authority's editor a document on DSB's product: 403, nothing kept", async () => {
    const answer = await s.as('mattilsynet').send(
      page(),
      withDocument(
        [
          ['versjon', '2'],
          ['handling', 'bilde:last-opp'],
        ],
        { bytes: PDF, name: 'mt.pdf', filnavn: 'Mattilsynets forsøk' },
      ),
    )
    expect(answer.status).toBe(403)
    expect(await documentsNamed('Mattilsynets forsøk')).toEqual([])
  })

  it("refuses a save naming another authority's upload, and its download", async () => {
    const upload = await s.as('mattilsynet').send(
      '/forvaltning/produkter/ny',
      withDocument(
        [
          ['myndighet', String(s.catalogue.authorities.mattilsynet.id)],
          ['handling', 'bilde:last-opp'],
        ],
        { bytes: PDF, name: 'mt.pdf', filnavn: 'Mattilsynets dokument' },
      ),
    )
    expect(upload.status).toBe(200)
    const [theirs] = await documentsNamed('Mattilsynets dokument')
    const before = await productTables(s.database.db)
    const answer = await saveWith('2', [{ id: theirs!.id, filnavn: 'Stjålet' }])
    expect(answer.status).toBe(400)
    expect(answer.body).toContain('Et av dokumentene finnes ikke lenger')
    expect(await productTables(s.database.db)).toBe(before)
    expect((await s.as('dsb').send(`/forvaltning/dokument/${theirs!.id}`)).status).toBe(403)
  })

  it('refuses a document posted from another origin', async () => {
    const before = await productTables(s.database.db)
    const elsewhere = staffBrowser(s.site, s.sessions.dsb, 'https://angriper.example')
    const answer = await elsewhere.send(
      page(),
      withDocument([...s.dsbProduct('Brødrister Glød'), ['versjon', '2'], ['handling', 'lagre']], {
        bytes: PDF,
        name: 'varsel.pdf',
        filnavn: 'Fra et annet nettsted',
      }),
    )
    expect(answer.status).toBe(403)
    expect(await productTables(s.database.db)).toBe(before)
    expect(await documentsNamed('Fra et annet nettsted')).toEqual([])
  })

  it('removes a document with the save that no longer lists it', async () => {
    const removed = await s
      .as('dsb')
      .send(page(), [
        ...s.dsbProduct('Brødrister Glød'),
        ['dokumenter.0.id', String((await documentsNamed('Tilbakekallingsvarsel.pdf'))[0]!.id)],
        ['dokumenter.0.filnavn', 'Tilbakekallingsvarsel.pdf'],
        ['versjon', '2'],
        [
          'handling',
          `bilde:dokument-fjern:${(await documentsNamed('Tilbakekallingsvarsel.pdf'))[0]!.id}`,
        ],
      ])
    expect(removed.status).toBe(200)
    expect(removed.body).not.toContain('value="Tilbakekallingsvarsel.pdf"')
    expect(await publicDocuments(productId)).toHaveLength(1)
    const saved = await saveWith('2', [])
    expect(saved.status).toBe(302)
    expect(await publicDocuments(productId)).toEqual([])
    expect(await documentsNamed('Tilbakekallingsvarsel.pdf')).toEqual([])
  })

  it('moves a document up the list without JavaScript, and the public page lists them so', async () => {
    const names = ['Tilbakekallingsvarsel.pdf', 'Testrapport.pdf']
    const uploads: number[] = []
    for (const filnavn of names) {
      await postWithFile('3', 'bilde:last-opp', { bytes: PDF, name: 'fil.pdf', filnavn })
      uploads.push((await documentsNamed(filnavn))[0]!.id)
    }
    await saveWith('3', [
      { id: uploads[0]!, filnavn: names[0]! },
      { id: uploads[1]!, filnavn: names[1]! },
    ])
    expect((await publicDocuments(productId)).map((document) => document.filnavn)).toEqual(names)

    const form = await s.as('dsb').send(page())
    expect(form.body).not.toContain('Flytt opp (Dokument 1)')
    expect(form.body).toContain('Flytt ned (Dokument 1)')
    const moved = await s.as('dsb').send(page(), [
      ...s.dsbProduct('Brødrister Glød'),
      ...formDocuments(form.body).flatMap(({ id, filnavn }, index): Array<[string, string]> => [
        [`dokumenter.${index}.id`, String(id)],
        [`dokumenter.${index}.filnavn`, filnavn],
      ]),
      ['versjon', '4'],
      ['handling', `bilde:dokument-opp:${uploads[1]}`],
    ])
    expect(moved.status).toBe(200)
    const reordered = formDocuments(moved.body)
    expect(reordered.map((document) => document.filnavn)).toEqual([names[1], names[0]])
    // Not saved until the form is.
    expect((await publicDocuments(productId)).map((document) => document.filnavn)).toEqual(names)
    expect((await saveWith('4', reordered)).status).toBe(302)
    expect((await publicDocuments(productId)).map((document) => document.filnavn)).toEqual([
      names[1],
      names[0],
    ])
    expect((await s.as('dsb').send(page())).body).toContain('Flytt ned (Dokument 1)')
  })
})

/** The documents a product form lists, in its order: each one's hidden id and its name field. */
function formDocuments(html: string) {
  const value = (name: string) =>
    new RegExp(`<input[^>]*name="${name.replaceAll('.', '\\.')}"[^>]*>`).exec(html)?.[0]
  const documents: Array<{ id: number; filnavn: string }> = []
  for (let index = 0; value(`dokumenter.${index}.id`); index++) {
    const attribute = (tag: string) => /value="([^"]*)"/.exec(tag)?.[1] ?? ''
    documents.push({
      id: Number(attribute(value(`dokumenter.${index}.id`)!)),
      filnavn: attribute(value(`dokumenter.${index}.filnavn`) ?? ''),
    })
  }
  return documents
}
