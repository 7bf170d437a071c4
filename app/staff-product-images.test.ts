import { existsSync } from 'node:fs'
import { eq } from 'drizzle-orm'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { produktBilde } from '../db/schema/index.ts'
import { productTables, staffBrowser, withImage } from '../tests/support/staff-products.ts'
import {
  startStaffProductsSite,
  type StaffProductsSite,
} from '../tests/support/staff-products-site.ts'

/**
 * Pictures on the staff product form through the HTTP layer of a real process: uploaded by
 * content, kept off the public page until the product is saved, refused for another authority's
 * product and from another origin, and the preview only for those who may change the product.
 */

const pagesBuilt = existsSync('build/server/index.js')
if (!pagesBuilt)
  console.warn('!! staff-product-images.test.ts did not run: no build (npm run build)')

let s: StaffProductsSite
let photo: Uint8Array

beforeAll(async () => {
  if (!pagesBuilt) return
  s = await startStaffProductsSite()
  photo = await sharp({
    create: { width: 900, height: 600, channels: 3, background: { r: 180, g: 40, b: 20 } },
  })
    .png()
    .toBuffer()
}, 120_000)

afterAll(() => s?.close())

/** The picture ids and texts of a product's public page, in the order it shows them. */
async function publicImages(id: number) {
  const response = await fetch(new URL(`/api/v1/produkt/${id}`, s.site))
  const product = (await response.json()) as {
    thumbnailMetaList: Array<{ url: string; alt: string }>
  }
  return product.thumbnailMetaList.map((image) => image.alt)
}

describe.skipIf(!pagesBuilt)('pictures on the staff product form', () => {
  let productId = 0
  const page = () => `/forvaltning/produkter/${productId}`

  beforeAll(async () => {
    if (pagesBuilt) productId = await s.publish('Vannkoker Damp')
  })

  /** DSB's editor posts the whole product form at a version, with a file, by a button. */
  const postWithFile = (
    versjon: string,
    button: string,
    file: { bytes: Uint8Array; name: string; alt: string },
  ) =>
    s
      .as('dsb')
      .send(
        page(),
        withImage(
          [...s.dsbProduct('Vannkoker Damp'), ['versjon', versjon], ['handling', button]],
          file,
        ),
      )

  /** DSB's editor saves the product with one picture, named by its id. */
  const saveWithImage = (versjon: string, imageId: number, alt: string) =>
    s
      .as('dsb')
      .send(page(), [
        ...s.dsbProduct('Vannkoker Damp'),
        ['bilder.0.id', String(imageId)],
        ['bilder.0.alt', alt],
        ['versjon', versjon],
        ['handling', 'lagre'],
      ])

  it('keeps an uploaded picture off the public page until the product is saved', async () => {
    const upload = await postWithFile('1', 'bilde:last-opp', {
      bytes: photo,
      // The name says JPEG; the bytes are a PNG, and are taken as one.
      name: 'vannkoker.jpg',
      alt: 'Hvit vannkoker med svidd ledning',
    })
    expect(upload.status).toBe(200)
    expect(upload.body).toContain('Bildene eller dokumentene er endret, men ikke lagret ennå')
    const [uploaded] = await s.database.db
      .select()
      .from(produktBilde)
      .where(eq(produktBilde.alt, 'Hvit vannkoker med svidd ledning'))
    // Taken for what its bytes are; opaque, it is kept as the smaller JPEG.
    expect(uploaded).toMatchObject({ produktId: null, mimeType: 'image/jpeg', width: 900 })
    expect(await publicImages(productId)).toEqual([])
    expect((await fetch(new URL(`/bilde/${uploaded!.id}`, s.site))).status).toBe(404)

    const saved = await saveWithImage('1', uploaded!.id, 'Hvit vannkoker med svidd ledning')
    expect(saved.status).toBe(302)
    expect(await publicImages(productId)).toEqual(['Hvit vannkoker med svidd ledning'])
    const history = await s.as('dsb').send(page())
    expect(history.body).toMatch(/Endret.*Bilder/s)
  })

  it('refuses a text file named .png at the field, and saves nothing', async () => {
    const before = await productTables(s.database.db)
    const answer = await postWithFile('2', 'lagre', {
      bytes: new TextEncoder().encode('Ikke et bilde'),
      name: 'bilde.png',
      alt: 'Tekst',
    })
    expect(answer.status).toBe(400)
    expect(answer.body).toContain('Filen er ikke et bilde vi kan bruke')
    expect(await productTables(s.database.db)).toBe(before)
  })

  it('refuses a picture without its text', async () => {
    const answer = await postWithFile('2', 'bilde:last-opp', {
      bytes: photo,
      name: 'vannkoker.png',
      alt: ' ',
    })
    expect(answer.status).toBe(400)
    expect(answer.body).toContain('Skriv en tekst som forteller hva bildet viser')
  })

  it("refuses another authority's editor a picture on DSB's product: 403, nothing kept", async () => {
    const pictures = (await s.database.db.select({ id: produktBilde.id }).from(produktBilde)).length
    const answer = await s.as('mattilsynet').send(
      page(),
      withImage(
        [
          ['versjon', '2'],
          ['handling', 'bilde:last-opp'],
        ],
        {
          bytes: photo,
          name: 'bilde.png',
          alt: 'Et bilde',
        },
      ),
    )
    expect(answer.status).toBe(403)
    expect((await s.database.db.select({ id: produktBilde.id }).from(produktBilde)).length).toBe(
      pictures,
    )
  })

  it("refuses a save naming another authority's upload", async () => {
    const upload = await s.as('mattilsynet').send(
      '/forvaltning/produkter/ny',
      withImage(
        [
          ['myndighet', String(s.catalogue.authorities.mattilsynet.id)],
          ['handling', 'bilde:last-opp'],
        ],
        { bytes: photo, name: 'mt.png', alt: 'Mattilsynets bilde' },
      ),
    )
    expect(upload.status).toBe(200)
    const [theirs] = await s.database.db
      .select({ id: produktBilde.id })
      .from(produktBilde)
      .where(eq(produktBilde.alt, 'Mattilsynets bilde'))
    const answer = await saveWithImage('2', theirs!.id, 'Stjålet')
    expect(answer.status).toBe(400)
    expect(answer.body).toContain('Et av bildene finnes ikke lenger')
    expect((await s.as('dsb').send(`/forvaltning/bilde/${theirs!.id}`)).status).toBe(403)
  })

  it('refuses a picture posted from another origin', async () => {
    const before = await productTables(s.database.db)
    const elsewhere = staffBrowser(s.site, s.sessions.dsb, 'https://angriper.example')
    const answer = await elsewhere.send(
      page(),
      withImage([...s.dsbProduct('Vannkoker Damp'), ['versjon', '2'], ['handling', 'lagre']], {
        bytes: photo,
        name: 'bilde.png',
        alt: 'Et bilde',
      }),
    )
    expect(answer.status).toBe(403)
    expect(await productTables(s.database.db)).toBe(before)
  })

  it('previews a product as its public page, marked, not indexed, only for its authority', async () => {
    const preview = await s.as('dsb').send(`${page()}/forhandsvisning`)
    expect(preview.status).toBe(200)
    expect(preview.body).toContain('Forhåndsvisning.')
    expect(preview.body).toContain('class="product-page"')
    expect(preview.body).toContain('alt="Hvit vannkoker med svidd ledning"')
    expect(preview.body).toMatch(/<meta name="robots" content="noindex, nofollow"/)
    expect((await s.as('mattilsynet').send(`${page()}/forhandsvisning`)).status).toBe(403)
    const signedOut = await staffBrowser(s.site, undefined).send(`${page()}/forhandsvisning`)
    expect(signedOut.status).toBe(302)
    expect(signedOut.location).toBe('/forvaltning/logg-inn')
  })
})
