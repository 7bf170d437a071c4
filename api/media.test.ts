import { eq } from 'drizzle-orm'
import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { bildeVariant, kategori, produkt, produktBilde } from '../db/schema/index.ts'
import type { Db } from '../db/connection.ts'
import { addProduct, createCatalogue } from '../tests/support/catalogue-fixture.ts'
import { useApiTest } from '../tests/support/api-test.ts'

let imageId: number
let recalled: { productId: number; imageId: number }
let catalogue: Awaited<ReturnType<typeof createCatalogue>>

const drawing = `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="600">
  <rect width="800" height="600" fill="#d33"/><circle cx="400" cy="300" r="200" fill="#fff"/></svg>`

async function addDrawnProduct(db: Db, navn: string) {
  const productId = await addProduct(db, {
    navn,
    published: '2024-01-01T12:00:00Z',
    myndighetId: catalogue.authorities.dsb.id,
    hazards: [{ risikoId: catalogue.risks.fire.id, kategoriId: catalogue.categories.cots.id }],
    images: 0,
  })
  const [image] = await db
    .insert(produktBilde)
    .values({
      produktId: productId,
      data: Buffer.from(drawing),
      mimeType: 'image/svg+xml',
      width: 800,
      height: 600,
      alt: navn,
      mainThumbnail: true,
    })
    .returning()
  return { productId, imageId: image!.id }
}

const test = useApiTest({
  fill: async (db) => {
    catalogue = await createCatalogue(db)
    imageId = (await addDrawnProduct(db, 'Lampe')).imageId
    recalled = await addDrawnProduct(db, 'Varmeovn')
    await db
      .update(kategori)
      .set({ piktogram: '<svg xmlns="http://www.w3.org/2000/svg"/>' })
      .where(eq(kategori.id, catalogue.categories.children.id))
  },
})

const get = (url: string, accept?: string) =>
  test.app.inject({ method: 'GET', url, headers: accept ? { accept } : {} })

describe('GET /bilde/{id}', () => {
  it('resizes to the width asked for, as WebP when the browser takes it', async () => {
    const response = await get(`/bilde/${imageId}?w=320`, 'image/webp,image/*')
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-type']).toBe('image/webp')
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable')
    expect(response.headers.vary).toBe('Accept')
    const meta = await sharp(response.rawPayload).metadata()
    expect(meta).toMatchObject({ format: 'webp', width: 320, height: 240 })
  })

  it('prefers AVIF, and falls back to PNG for a drawing', async () => {
    const avif = await get(`/bilde/${imageId}?w=640`, 'image/avif,image/webp')
    expect(avif.headers['content-type']).toBe('image/avif')
    const plain = await get(`/bilde/${imageId}?w=640`, '*/*')
    expect(plain.headers['content-type']).toBe('image/png')
    expect((await sharp(plain.rawPayload).metadata()).width).toBe(640)
  })

  it('never enlarges: without a width the original size is the most', async () => {
    const response = await get(`/bilde/${imageId}`, 'image/webp')
    expect((await sharp(response.rawPayload).metadata()).width).toBe(800)
  })

  it('keeps each resized variant, so the next request reads it back', async () => {
    await get(`/bilde/${imageId}?w=960`, 'image/webp')
    const kept = await test.database.db
      .select({ width: bildeVariant.width, format: bildeVariant.format })
      .from(bildeVariant)
      .where(eq(bildeVariant.bildeId, imageId))
    expect(kept).toContainEqual({ width: 960, format: 'webp' })
    const again = await get(`/bilde/${imageId}?w=960`, 'image/webp')
    expect(again.statusCode).toBe(200)
  })

  it.each([
    ['AVIF refused with q=0', 'image/avif;q=0, image/webp', 'image/webp'],
    ['AVIF refused, spaced and in capitals', 'image/avif ; Q=0 , Image/WebP', 'image/webp'],
    ['WebP preferred by its q-value', 'image/avif;q=0.5, image/webp;q=0.9', 'image/webp'],
    ['both refused', 'image/avif;q=0, image/webp;q=0, image/*', 'image/png'],
    ['the original preferred', 'image/png, image/avif;q=0.4', 'image/png'],
    ['only a wildcard, which old browsers send without decoding AVIF', 'image/*', 'image/png'],
    ['every image but the original', 'image/avif;q=0.1, image/png;q=0', 'image/avif'],
  ])('follows the Accept header: %s', async (_case, accept, type) => {
    const response = await get(`/bilde/${imageId}?w=320`, accept)
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-type']).toBe(type)
    expect(response.headers.vary).toBe('Accept')
    // sharp names AVIF by its container, HEIF.
    const format = (await sharp(response.rawPayload).metadata()).format
    expect(format).toBe({ 'image/avif': 'heif', 'image/webp': 'webp', 'image/png': 'png' }[type])
  })

  it("answers 404 for a withdrawn product's images, resized copies kept before included", async () => {
    const kept = `/bilde/${recalled.imageId}?w=320`
    expect((await get(kept, 'image/webp')).statusCode).toBe(200)
    const variants = await test.database.db
      .select({ width: bildeVariant.width })
      .from(bildeVariant)
      .where(eq(bildeVariant.bildeId, recalled.imageId))
    expect(variants).toEqual([{ width: 320 }])
    await test.database.db
      .update(produkt)
      .set({ withdrawnAt: new Date() })
      .where(eq(produkt.id, recalled.productId))
    for (const [url, accept] of [
      [kept, 'image/webp'],
      [`/bilde/${recalled.imageId}`, '*/*'],
    ] as const) {
      const response = await get(url, accept)
      expect(response.statusCode).toBe(404)
      expect(response.headers['content-type']).not.toMatch(/^image\//)
      expect(response.json().type).toBe('PageNotFound')
    }
  })

  it('answers a missing image with 404 and an absurd width with 400', async () => {
    expect((await get('/bilde/99999?w=320')).statusCode).toBe(404)
    const absurd = await get(`/bilde/${imageId}?w=100000`)
    expect(absurd.statusCode).toBe(400)
    expect(absurd.json().message).toContain('320, 640, 960, 1280')
  })
})

describe('GET /pictogram/{id}.svg', () => {
  it('serves a category pictogram as SVG that runs nothing', async () => {
    const response = await get(`/pictogram/${catalogue.categories.children.id}.svg`)
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-type']).toMatch(/^image\/svg\+xml/)
    expect(response.headers['content-security-policy']).toContain("default-src 'none'")
    expect(response.body).toContain('<svg')
  })

  it('answers 404 for a category without one', async () => {
    const response = await get(`/pictogram/${catalogue.categories.cots.id}/aktiv.svg`)
    expect(response.statusCode).toBe(404)
    expect(response.json().type).toBe('PageNotFound')
  })
})
