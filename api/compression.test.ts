import { brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib'
import { describe, expect, it } from 'vitest'
import { useApiTest } from '../tests/support/api-test.ts'
import { addProduct, createCatalogue } from '../tests/support/catalogue-fixture.ts'

// Enough products that the search's JSON and the feed are well past the size worth compressing.
const test = useApiTest({
  fill: async (db) => {
    const { authorities, categories, risks } = await createCatalogue(db)
    for (let n = 1; n <= 20; n++) {
      await addProduct(db, {
        navn: `Reiseseng Drøm ${n}`,
        published: `2025-03-${String(n).padStart(2, '0')}T10:00:00Z`,
        myndighetId: authorities.dsb.id,
        hazards: [{ risikoId: risks.choking.id, kategoriId: categories.cots.id }],
      })
    }
  },
})

const get = (url: string, headers: Record<string, string> = {}) =>
  test.app.inject({ method: 'GET', url, headers })

const unpack = { br: brotliDecompressSync, gzip: gunzipSync }

describe.each(['/api/v1/produkt?size=20', '/api/v1/produkt/feed'])('GET %s', (url) => {
  it.each(['br', 'gzip'] as const)(
    'is sent %s-compressed to a client that takes it',
    async (coding) => {
      const plain = await get(url)
      const packed = await get(url, { 'accept-encoding': coding })
      expect(packed.statusCode).toBe(200)
      expect(packed.headers['content-encoding']).toBe(coding)
      expect(packed.headers.vary).toMatch(/accept-encoding/i)
      expect(packed.rawPayload.length).toBeLessThan(plain.rawPayload.length)
      expect(unpack[coding](packed.rawPayload).toString()).toBe(plain.body)
    },
  )

  it('is sent as it is to a client that takes no compression', async () => {
    const plain = await get(url, { 'accept-encoding': 'identity' })
    expect(plain.headers['content-encoding']).toBeUndefined()
  })

  it('keeps its ETag, and answers 304 to it compressed or not', async () => {
    const plain = await get(url)
    const packed = await get(url, { 'accept-encoding': 'br' })
    expect(plain.headers.etag).toMatch(/^W\//)
    expect(packed.headers.etag).toBe(plain.headers.etag)
    const etag = String(plain.headers.etag)
    for (const coding of ['br', 'gzip', 'identity']) {
      const again = await get(url, { 'accept-encoding': coding, 'if-none-match': etag })
      expect(again.statusCode).toBe(304)
      expect(again.rawPayload).toHaveLength(0)
    }
  })
})

describe('downloads', () => {
  it('leave XLSX as it is: it is a zip already', async () => {
    const xlsx = await get('/api/v1/produkt/statistikk', { 'accept-encoding': 'br, gzip' })
    expect(xlsx.statusCode).toBe(200)
    expect(xlsx.headers['content-encoding']).toBeUndefined()
    expect(xlsx.rawPayload.subarray(0, 2).toString()).toBe('PK')
  })

  it('stream CSV compressed, whole', async () => {
    const url = '/api/v1/produkt/statistikk?format=csv'
    const plain = await get(url)
    const packed = await get(url, { 'accept-encoding': 'gzip' })
    expect(packed.headers['content-encoding']).toBe('gzip')
    expect(gunzipSync(packed.rawPayload).toString()).toBe(plain.body)
    expect(plain.body).toContain('Barnesenger')
  })
})

describe('request bodies', () => {
  // A megabyte of spaces packs into a kilobyte: unpacked, it would be read up to the body limit.
  it('are never unpacked: a compressed body is not JSON to the API', async () => {
    const response = await test.app.inject({
      method: 'POST',
      url: '/api/v1/abonnement',
      headers: { 'content-type': 'application/json', 'content-encoding': 'gzip' },
      payload: gzipSync(Buffer.alloc(1_000_000, ' ')),
    })
    expect(response.statusCode).toBe(400)
    expect(response.json().type).toBe('BAD_REQUEST')
  })
})
