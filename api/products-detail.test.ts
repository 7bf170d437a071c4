import { describe, expect, it } from 'vitest'
import { produkt, produktDokument } from '../db/schema/index.ts'
import { eq } from 'drizzle-orm'
import { addProduct, createCatalogue } from '../tests/support/catalogue-fixture.ts'
import { useApiTest } from '../tests/support/api-test.ts'

let catalogue: Awaited<ReturnType<typeof createCatalogue>>
let productId: number
let withdrawnId: number

const test = useApiTest({
  fill: async (db) => {
    catalogue = await createCatalogue(db)
    const { authorities, categories, risks, measures } = catalogue
    productId = await addProduct(db, {
      navn: 'Barnevogn Turbo',
      kjennetegn: 'Modell T-3',
      published: '2023-01-15T12:00:00Z',
      myndighetId: authorities.dsb.id,
      hazards: [
        { risikoId: risks.choking.id, kategoriId: categories.prams.id },
        { risikoId: risks.fire.id, kategoriId: categories.cots.id },
      ],
      measures: [measures.salesBan.id, measures.recall.id],
      eanNr: '7090012345678',
      images: 2,
    })
    await db
      .update(produkt)
      .set({
        gjeldendeLov: 'Produktkontrolloven',
        meldingFraLand: null,
        lenke: 'https://example.no',
      })
      .where(eq(produkt.id, productId))
    await db.insert(produktDokument).values({
      produktId: productId,
      filnavn: 'tilbakekallingsvarsel.txt',
      mimeType: 'text/plain',
      data: Buffer.from('Varsel'),
    })
    withdrawnId = await addProduct(db, {
      navn: 'Gammel barneseng',
      published: '2020-01-01T12:00:00Z',
      myndighetId: authorities.dsb.id,
      hazards: [{ risikoId: risks.fire.id, kategoriId: categories.cots.id }],
      withdrawn: true,
    })
  },
})

describe('GET /api/v1/produkt/{id}', () => {
  it('gives every public field, hazards, measures, images and documents', async () => {
    const response = await test.app.inject({ method: 'GET', url: `/api/v1/produkt/${productId}` })
    expect(response.statusCode).toBe(200)
    const product = response.json()
    const { risks, categories, measures, authorities } = catalogue
    expect(product).toMatchObject({
      id: productId,
      navn: 'Barnevogn Turbo',
      kjennetegn: 'Modell T-3',
      produsent: 'Eksempel AS',
      hvorforFarlig: 'Produktet kan skade brukeren.',
      forbrukerAksjon: 'Slutt å bruke produktet.',
      gjeldendeLov: 'Produktkontrolloven',
      lenke: 'https://example.no',
      eanNr: '7090012345678',
      meldingFraLand: null,
      proff: false,
      firstPublished: '2023-01-15T12:00:00.000Z',
      myndighet: { id: authorities.dsb.id, navn: authorities.dsb.navn },
      tiltak: [measures.recall.id, measures.salesBan.id].sort((a, b) => a - b),
    })
    expect(product.fareList).toEqual(
      expect.arrayContaining([
        { risikoId: risks.choking.id, produktKategoriId: categories.prams.id },
        { risikoId: risks.fire.id, produktKategoriId: categories.cots.id },
      ]),
    )
    expect(product.thumbnailMetaList).toEqual([
      expect.objectContaining({ alt: 'Bilde 1 av Barnevogn Turbo', mainThumbnail: false }),
      expect.objectContaining({
        alt: 'Bilde 2 av Barnevogn Turbo',
        mainThumbnail: true,
        imageWidth: 800,
        imageHeight: 600,
        url: expect.stringMatching(/^\/bilde\/\d+$/),
      }),
    ])
    expect(product.attachment).toEqual([
      { filnavn: 'tilbakekallingsvarsel.txt', url: expect.stringMatching(/dokument\/\d+$/) },
    ])
    expect(product).not.toHaveProperty('sok')
    expect(product).not.toHaveProperty('withdrawnAt')
  })

  it('lets a browser revalidate cheaply', async () => {
    const first = await test.app.inject({ method: 'GET', url: `/api/v1/produkt/${productId}` })
    expect(first.headers['cache-control']).toMatch(/^public/)
    const again = await test.app.inject({
      method: 'GET',
      url: `/api/v1/produkt/${productId}`,
      headers: { 'if-none-match': first.headers.etag as string },
    })
    expect(again.statusCode).toBe(304)
  })

  it('answers an unknown id with 404 PageNotFound', async () => {
    const response = await test.app.inject({ method: 'GET', url: '/api/v1/produkt/987654' })
    expect(response.statusCode).toBe(404)
    expect(response.json()).toMatchObject({ type: 'PageNotFound', message: 'Not Found' })
  })

  it('answers a withdrawn product with 410 Gone, saying when, and nothing of the product', async () => {
    const response = await test.app.inject({ method: 'GET', url: `/api/v1/produkt/${withdrawnId}` })
    expect(response.statusCode).toBe(410)
    const body = response.json()
    expect(body).toMatchObject({ type: 'ProductWithdrawn' })
    expect(body.message).toMatch(
      /^Produktet ble trukket tilbake \d{2}\.\d{2}\.\d{4}, og vises ikke lenger$/,
    )
    expect(Object.keys(body).sort()).toEqual(['message', 'reference', 'type'])
  })

  it('refuses an id that is not a number with 400', async () => {
    const response = await test.app.inject({ method: 'GET', url: '/api/v1/produkt/abc' })
    expect(response.statusCode).toBe(400)
    expect(response.json().message).toContain('«id»')
  })
})
