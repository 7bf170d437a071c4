import { describe, expect, it } from 'vitest'
import { useApiTest } from '../tests/support/api-test.ts'

const api = useApiTest()

// Checks whose schema names no text of its own: Zod's problem, told in Bokmål.
const cases = [
  {
    what: 'a search word given twice',
    request: { method: 'GET', url: '/api/v1/produkt?q=lader&q=seng' },
    message: 'Ugyldig verdi for «q»: må være tekst',
  },
  {
    what: 'a postal code far too long',
    request: { method: 'GET', url: `/api/v1/postnummer/${'1'.repeat(21)}` },
    message: 'Ugyldig verdi for «pnr»: kan ha høyst 20 tegn',
  },
  {
    what: 'a JSON body that is null',
    request: {
      method: 'POST',
      url: '/api/v1/abonnement',
      payload: 'null',
      headers: { 'content-type': 'application/json' },
    },
    message: 'Ugyldig verdi for «body»: må være et objekt',
  },
] as const

describe('a value of the wrong form', { timeout: 60_000 }, () => {
  it.each(cases)('$what gets 400 and the problem in Norwegian', async ({ request, message }) => {
    const response = await api.app.inject(request)
    expect(response.statusCode).toBe(400)
    expect(response.json()).toMatchObject({ type: 'BAD_REQUEST', message })
  })
})
