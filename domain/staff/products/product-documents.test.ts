import { describe, expect, it } from 'vitest'
import { checkProductDocument, documentName, MAX_DOCUMENT_BYTES } from './product-documents.ts'

const PDF_START = new TextEncoder().encode('%PDF-1.7\n%âãÏÓ\n1 0 obj<<>>endobj\n%%EOF\n')

describe('a document uploaded to a product', () => {
  it('is taken as a PDF by its bytes', async () => {
    expect(await checkProductDocument(PDF_START)).toEqual({ ok: true, mimeType: 'application/pdf' })
  })

  it('is refused when it is not a PDF, whatever it is called', async () => {
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13])
    expect(await checkProductDocument(png)).toEqual({
      ok: false,
      problem: 'staffProducts.validation.documentType',
    })
  })

  it('is refused when empty or over the limit', async () => {
    expect(await checkProductDocument(new Uint8Array())).toMatchObject({
      problem: 'staffProducts.validation.documentEmpty',
    })
    const large = new Uint8Array(MAX_DOCUMENT_BYTES + 1)
    large.set(PDF_START)
    expect(await checkProductDocument(large)).toMatchObject({
      problem: 'staffProducts.validation.documentTooLarge',
    })
  })

  it('is named as typed, else by its file name without folders', () => {
    expect(documentName('  Tilbakekallingsvarsel ', 'a.pdf')).toBe('Tilbakekallingsvarsel')
    expect(documentName('', 'C:\\Users\\ola\\varsel.pdf')).toBe('varsel.pdf')
  })
})
