import { describe, expect, it } from 'vitest'
import { en } from '../../../i18n/en.ts'
import { nb } from '../../../i18n/nb.ts'
import { nn } from '../../../i18n/nn.ts'
import { errorText, isPrerenderAgent, noticeErrorFrom } from './error-text.ts'

describe('errorText', () => {
  it("translates the body's type with the catalogue of spec section 8", () => {
    expect(errorText(nb, { type: 'UNEXPECTED_ERROR', message: 'boom' }, 'nb')).toBe(
      'En feil har oppstått',
    )
    expect(errorText(nb, { type: 'TIMEOUT' }, 'nb')).toBe(
      'Forespørselen tok for lang tid. Prøv igjen senere',
    )
    expect(errorText(nb, { type: 'PageNotFound', message: 'Not Found' }, 'nb')).toBe(
      'Klarte ikke finne denne siden',
    )
    expect(errorText(en, { type: 'PageNotFound' }, 'en')).toBe(en.errors.PageNotFound)
  })

  it("shows the server's own message for a type outside the catalogue, on a Bokmål page", () => {
    const body = { type: 'BAD_REQUEST', message: 'Ugyldig verdi for «q»: må være tekst' }
    expect(errorText(nb, body, 'nb')).toBe('Ugyldig verdi for «q»: må være tekst')
    expect(
      errorText(nb, { type: 'SERVICE_UNAVAILABLE', message: 'Databasen svarer ikke' }, 'nb'),
    ).toBe('Databasen svarer ikke')
  })

  it('keeps the general line in the page language when the Bokmål message would not fit', () => {
    const body = { type: 'BAD_REQUEST', message: 'Ugyldig verdi for «q»: må være tekst' }
    expect(errorText(nn, body, 'nn')).toBe(nn.errors.BAD_REQUEST)
    expect(errorText(en, body, 'en')).toBe('The request is invalid')
  })

  it('translates a known type when the server gave no message', () => {
    expect(errorText(nb, { type: 'BAD_REQUEST' }, 'nb')).toBe('Forespørselen er ugyldig')
  })

  it('shows the message as it is for a type it does not know', () => {
    expect(errorText(nb, { type: 'SUBSCRIPTION_EXPIRED', message: 'Lenken er utløpt' }, 'nb')).toBe(
      'Lenken er utløpt',
    )
  })

  it('shows an unknown code as raw text when there is no message', () => {
    expect(errorText(nb, { type: 'E_QUOTA' }, 'nb')).toBe('E_QUOTA')
  })

  it('falls back to the unexpected-error text for an empty body', () => {
    expect(errorText(nb, {}, 'nb')).toBe('En feil har oppstått')
  })

  it('does not take inherited object keys for error types', () => {
    expect(errorText(nb, { type: 'toString', message: 'x' }, 'nb')).toBe('x')
  })
})

describe('noticeErrorFrom', () => {
  it('reads type, message and reference from an HTTP error body', async () => {
    const response = new Response(
      JSON.stringify({ type: 'BAD_REQUEST', message: 'Ugyldig', reference: 'a1b2c3' }),
      { status: 400, headers: { 'content-type': 'application/json' } },
    )
    expect(await noticeErrorFrom(response)).toEqual({
      type: 'BAD_REQUEST',
      message: 'Ugyldig',
      reference: 'a1b2c3',
    })
  })

  it('treats a status without a body as unexpected', async () => {
    expect(await noticeErrorFrom(new Response(null, { status: 502 }))).toEqual({
      type: 'UNEXPECTED_ERROR',
    })
  })

  it('treats an aborted or timed-out request as TIMEOUT', async () => {
    expect(await noticeErrorFrom(new DOMException('aborted', 'AbortError'))).toEqual({
      type: 'TIMEOUT',
    })
    expect(await noticeErrorFrom(new DOMException('late', 'TimeoutError'))).toEqual({
      type: 'TIMEOUT',
    })
  })

  it('treats any other failure as unexpected', async () => {
    expect(await noticeErrorFrom(new TypeError('Failed to fetch'))).toEqual({
      type: 'UNEXPECTED_ERROR',
    })
  })
})

describe('isPrerenderAgent', () => {
  it('spots the prerender marker in any case', () => {
    expect(isPrerenderAgent('Mozilla/5.0 Prerender (+https://github.com/prerender)')).toBe(true)
    expect(isPrerenderAgent('Mozilla/5.0 (X11; Linux x86_64) Chrome/140 Safari/537.36')).toBe(false)
    expect(isPrerenderAgent(undefined)).toBe(false)
  })
})
