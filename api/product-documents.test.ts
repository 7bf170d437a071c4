import { describe, expect, it } from 'vitest'
import { produktDokument } from '../db/schema/index.ts'
import { addProduct, createCatalogue } from '../tests/support/catalogue-fixture.ts'
import { useApiTest } from '../tests/support/api-test.ts'

const PDF = Buffer.from('%PDF-1.4\n%âãÏÓ\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n', 'latin1')
const SCRIPT = '<html><script>alert(document.cookie)</script></html>'
const documents = { pdf: 0, text: 0, html: 0, withdrawn: 0 }
let productId = 0

const test = useApiTest({
  fill: async (db) => {
    const { authorities, risks, categories } = await createCatalogue(db)
    const product = (navn: string, withdrawn = false) =>
      addProduct(db, {
        navn,
        published: '2024-01-01T12:00:00Z',
        myndighetId: authorities.dsb.id,
        hazards: [{ risikoId: risks.fire.id, kategoriId: categories.cots.id }],
        images: 0,
        withdrawn,
      })
    productId = await product('Barnevogn Turbo')
    const withdrawnId = await product('Gammel barneseng', true)
    const rows = await db
      .insert(produktDokument)
      .values([
        {
          produktId: productId,
          filnavn: 'Varsel om bæreseler – Østlandet.pdf',
          mimeType: 'application/pdf',
          data: PDF,
        },
        {
          produktId: productId,
          filnavn: 'tilbakekallingsvarsel.txt',
          mimeType: 'text/plain',
          data: Buffer.from('Hva du skal gjøre: Slutt å bruke den.'),
        },
        {
          produktId: productId,
          filnavn: 'side.html',
          mimeType: 'text/html',
          data: Buffer.from(SCRIPT),
        },
        { produktId: withdrawnId, filnavn: 'gammel.pdf', mimeType: 'application/pdf', data: PDF },
      ])
      .returning({ id: produktDokument.id })
    documents.pdf = rows[0]!.id
    documents.text = rows[1]!.id
    documents.html = rows[2]!.id
    documents.withdrawn = rows[3]!.id
  },
})

const get = (url: string, headers: Record<string, string> = {}) =>
  test.app.inject({ method: 'GET', url, headers })

describe('GET /api/v1/produkt/dokument/{id}', () => {
  it('downloads the document a product page links to, under its own name', async () => {
    const product = (await get(`/api/v1/produkt/${productId}`)).json()
    const link = product.attachment.find((document: { filnavn: string }) =>
      document.filnavn.endsWith('.pdf'),
    )
    const response = await get(link.url)
    expect(response.statusCode).toBe(200)
    expect(response.rawPayload.equals(PDF)).toBe(true)
    expect(response.headers['content-type']).toBe('application/pdf')
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="Varsel om baereseler _ Ostlandet.pdf"; ` +
        `filename*=UTF-8''Varsel%20om%20b%C3%A6reseler%20%E2%80%93%20%C3%98stlandet.pdf`,
    )
    expect(response.headers['x-content-type-options']).toBe('nosniff')
  })

  it('gives text as UTF-8, so Norwegian letters survive', async () => {
    const response = await get(`/api/v1/produkt/dokument/${documents.text}`)
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8')
    expect(response.body).toBe('Hva du skal gjøre: Slutt å bruke den.')
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="tilbakekallingsvarsel\.txt"/,
    )
  })

  it('never sends a stored page as a page: a type off the safe list goes out as bytes', async () => {
    const response = await get(`/api/v1/produkt/dokument/${documents.html}`)
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-type']).toBe('application/octet-stream')
    expect(response.headers['content-disposition']).toMatch(/^attachment;/)
  })

  it('lets a browser revalidate cheaply', async () => {
    const first = await get(`/api/v1/produkt/dokument/${documents.pdf}`)
    expect(first.headers['cache-control']).toMatch(/^public, max-age=300/)
    const again = await get(`/api/v1/produkt/dokument/${documents.pdf}`, {
      'if-none-match': first.headers.etag as string,
    })
    expect(again.statusCode).toBe(304)
  })

  it.each([
    ['an unknown id', () => 987654],
    ['a withdrawn product', () => documents.withdrawn],
  ])('answers %s with 404 PageNotFound', async (_what, id) => {
    const response = await get(`/api/v1/produkt/dokument/${id()}`)
    expect(response.statusCode).toBe(404)
    expect(response.json()).toMatchObject({ type: 'PageNotFound', message: 'Not Found' })
    expect(response.headers['content-disposition']).toBeUndefined()
  })

  it('refuses an id that is not a number with 400, naming it', async () => {
    const response = await get('/api/v1/produkt/dokument/abc')
    expect(response.statusCode).toBe(400)
    expect(response.json().message).toContain('«id»')
  })
})
