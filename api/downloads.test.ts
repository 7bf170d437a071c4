import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { produktBilde } from '../db/schema/index.ts'
import { solveCaptcha } from '../tests/support/captcha.ts'
import { addProduct, createCatalogue } from '../tests/support/catalogue-fixture.ts'
import { useApiTest } from '../tests/support/api-test.ts'

// Files that came from outside (product images as delivered) and files we write (exports):
// none may reach a browser as something it would render as a page or run as a script.
const SCRIPT = '<html><script>alert(document.cookie)</script></html>'
const images: Record<'lyingType' | 'htmlBytes', number> = { lyingType: 0, htmlBytes: 0 }

const test = useApiTest({
  fill: async (db) => {
    const catalogue = await createCatalogue(db)
    const produktId = await addProduct(db, {
      navn: 'Lampe',
      published: '2024-01-01T12:00:00Z',
      myndighetId: catalogue.authorities.dsb.id,
      hazards: [{ risikoId: catalogue.risks.fire.id, kategoriId: catalogue.categories.cots.id }],
      images: 0,
    })
    const png = await sharp({
      create: { width: 40, height: 30, channels: 3, background: '#c00' },
    })
      .png()
      .toBuffer()
    const image = { produktId, width: 40, height: 30, alt: 'Lampe', mainThumbnail: false }
    const rows = await db
      .insert(produktBilde)
      .values([
        { ...image, data: png, mimeType: 'text/html' },
        { ...image, data: Buffer.from(SCRIPT), mimeType: 'text/html' },
      ])
      .returning({ id: produktBilde.id })
    images.lyingType = rows[0]!.id
    images.htmlBytes = rows[1]!.id
  },
})

const get = (url: string) => test.app.inject({ method: 'GET', url })

// Types a browser shows as a document or runs: what an answer here must never be.
const RENDERED =
  /^(text\/(html|xml|javascript)|application\/(xhtml\+xml|xml|javascript)|image\/svg)/

function expectNeverRendered(headers: Record<string, unknown>) {
  expect(String(headers['content-type'])).not.toMatch(RENDERED)
  expect(headers['x-content-type-options']).toBe('nosniff')
}

describe('downloads', () => {
  it.each(['csv', 'xlsx'])(
    'are attachments, never shown in the page: statistics as %s',
    async (format) => {
      const response = await get(`/api/v1/produkt/statistikk?format=${format}`)
      expect(response.statusCode).toBe(200)
      expect(response.headers['content-disposition']).toBe(
        `attachment; filename="farlige-produkter-statistikk.${format}"`,
      )
      expectNeverRendered(response.headers)
    },
  )

  it('are attachments, never shown in the page: the export', async () => {
    const challenge = await get('/api/v1/captcha/challenge')
    const token = encodeURIComponent(await solveCaptcha(challenge.json()))
    const response = await get(`/api/v1/produkt/export?format=csv&grecaptcha=${token}`)
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="farlige-produkter.csv"',
    )
    expectNeverRendered(response.headers)
  })
})

describe('product images', () => {
  it('are served as the image they are, whatever type they were stored under', async () => {
    const response = await get(`/bilde/${images.lyingType}?w=320`)
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-type']).toBe('image/png')
    expectNeverRendered(response.headers)
  })

  it('that are really a page are never served at all', async () => {
    const response = await get(`/bilde/${images.htmlBytes}?w=320`)
    expect(response.statusCode).not.toBe(200)
    expect(response.body).not.toContain('<script>')
    expectNeverRendered(response.headers)
  })
})

describe('uploaded attachments', () => {
  it('have no address to be fetched from: they only travel inside the e-mail to an authority', async () => {
    for (const url of ['/api/v1/vedlegg', '/api/v1/vedlegg/1', '/vedlegg/1']) {
      const response = await get(url)
      expect(response.statusCode).toBe(404)
      expectNeverRendered(response.headers)
    }
  })
})
