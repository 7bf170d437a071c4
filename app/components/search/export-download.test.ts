import { afterEach, describe, expect, it, vi } from 'vitest'
import { en } from '../../../i18n/en.ts'
import { nb } from '../../../i18n/nb.ts'
import { holdFetch } from '../../../tests/support/held-fetch.ts'
import { attachmentName, downloadExport, ExportFailed, refusalText } from './export-download.ts'

const numbers = { hits: 2500, max: 2000 }

describe('refusalText', () => {
  it('words a too large export with the numbers, in the visitor language', () => {
    expect(refusalText(nb, 'nb', { type: 'EXPORT_TOO_LARGE', message: 'x' }, numbers)).toBe(
      'Søket gir 2\u00a0500 treff, og du kan laste ned høyst 2\u00a0000 om gangen. Avgrens søket og prøv igjen.',
    )
    expect(refusalText(en, 'en', { type: 'EXPORT_TOO_LARGE' }, numbers)).toContain('2\u00a0000')
  })

  it("gives the spec's captcha text when the solution is refused", () => {
    expect(refusalText(nb, 'nb', { type: 'CAPTCHA_REQUIRED' }, numbers)).toBe(
      'Du må fullføre verifisering',
    )
  })

  it('translates a known type, shows an unknown one by its message, else the general text', () => {
    expect(refusalText(nb, 'nb', { type: 'TIMEOUT', message: 'x' }, numbers)).toBe(
      nb.errors.TIMEOUT,
    )
    expect(refusalText(nb, 'nb', { type: 'SOMETHING', message: 'Raw text' }, numbers)).toBe(
      'Raw text',
    )
    expect(refusalText(nb, 'nb', undefined, numbers)).toBe('En feil har oppstått')
  })
})

describe('refusalText for a refused request', () => {
  const body = { type: 'BAD_REQUEST', message: 'Ugyldig verdi for «kategori»: må være et tall' }

  it("names what was wrong in the server's words on a Bokmål page", () => {
    expect(refusalText(nb, 'nb', body, numbers)).toBe(
      'Ugyldig verdi for «kategori»: må være et tall',
    )
  })

  it('gives the general line in the page language otherwise', () => {
    expect(refusalText(en, 'en', body, numbers)).toBe(en.errors.BAD_REQUEST)
  })
})

describe('attachmentName', () => {
  it('reads the file name the server gave', () => {
    expect(attachmentName('attachment; filename="farlige-produkter.csv"')).toBe(
      'farlige-produkter.csv',
    )
    expect(attachmentName(null)).toBeUndefined()
  })
})

describe('downloadExport', () => {
  afterEach(() => vi.unstubAllGlobals())

  it('runs the loading bar until the refusal is read, then throws its text', async () => {
    const held = holdFetch()
    const download = downloadExport(nb, 'nb', new URLSearchParams('q=lader'), numbers, held.track)
    expect(held.tracked()).toEqual(['/api/v1/produkt/export?q=lader'])
    expect(held.barShown()).toBe(true)
    const refusal = { type: 'BAD_REQUEST', message: 'Ugyldig verdi for «q»: må være tekst' }
    held.answer(Response.json(refusal, { status: 400 }))
    await expect(download).rejects.toThrow('Ugyldig verdi for «q»: må være tekst')
    expect(held.barShown()).toBe(false)
  })

  it("keeps a too large refusal's reference, for the notice that offers it to copy", async () => {
    const held = holdFetch()
    const download = downloadExport(nb, 'nb', new URLSearchParams('q=lader'), numbers, held.track)
    const refusal = { type: 'EXPORT_TOO_LARGE', message: 'For mange treff', reference: 'req-7f3a' }
    held.answer(Response.json(refusal, { status: 400 }))
    const failure = await download.catch((error: unknown) => error)
    expect(failure).toBeInstanceOf(ExportFailed)
    expect(failure).toMatchObject({
      message:
        'Søket gir 2\u00a0500 treff, og du kan laste ned høyst 2\u00a0000 om gangen. Avgrens søket og prøv igjen.',
      reference: 'req-7f3a',
    })
  })

  it('has no reference to offer when the refusal came without a body', async () => {
    const held = holdFetch()
    const download = downloadExport(nb, 'nb', new URLSearchParams('q=lader'), numbers, held.track)
    held.answer(new Response(null, { status: 502 }))
    await expect(download).rejects.toMatchObject({
      message: 'En feil har oppstått',
      reference: undefined,
    })
  })
})
