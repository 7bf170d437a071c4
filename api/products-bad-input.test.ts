import { describe, expect, it } from 'vitest'
import { useApiTest } from '../tests/support/api-test.ts'

// Parameters are checked before any product is read: an empty catalogue is enough.
const test = useApiTest()

/** A refusal in the spec's error shape whose message names the parameter at fault. */
async function expectRefusalNaming(url: string, parameter: string) {
  const response = await test.app.inject({ method: 'GET', url })
  expect(response.statusCode, response.body).toBe(400)
  const body = response.json()
  expect(body).toEqual({
    type: 'BAD_REQUEST',
    message: expect.stringContaining(`«${parameter}»`),
    reference: expect.any(String),
  })
  // The person reads a Norwegian sentence, not an i18n key or Zod's English.
  expect(body.message).not.toMatch(/search\.|expected|invalid/i)
}

describe('bad input to GET /api/v1/produkt', () => {
  it.each([
    ['page=-1', 'page'],
    ['page=en', 'page'],
    ['size=101', 'size'],
    ['size=10000', 'size'],
    ['size=0', 'size'],
    ['df=2024-05-01&dt=2024-04-01', 'df'],
    ['df=01.05.2024', 'df'],
    ['dt=2024-02-30', 'dt'],
    ['risiko=1,a', 'risiko'],
    ['tiltak=1,,2', 'tiltak'],
    ['myndighet=-3', 'myndighet'],
    ['kategori=abc', 'kategori'],
    ['proff=ja', 'proff'],
    [`q=${'a'.repeat(201)}`, 'q'],
  ])('refuses %s with 400 and a message naming %s', async (query, parameter) => {
    await expectRefusalNaming(`/api/v1/produkt?${query}`, parameter)
  })
})

// The export, the statistics and the feed take the search's filters (not page or size), and
// refuse them as the search does: before the export's captcha is even looked at.
describe.each(['export', 'statistikk', 'feed'])('bad input to GET /api/v1/produkt/%s', (call) => {
  it.each([
    ['df=2024-05-01&dt=2024-04-01', 'df'],
    ['dt=01.04.2024', 'dt'],
    ['df=2024-13-01', 'df'],
    ['risiko=1,a', 'risiko'],
    ['myndighet=x', 'myndighet'],
    ['kategori=0', 'kategori'],
    ['utland=ja', 'utland'],
  ])('refuses %s with 400 and a message naming %s', async (query, parameter) => {
    await expectRefusalNaming(`/api/v1/produkt/${call}?${query}`, parameter)
  })
})

// A year JavaScript reads but PostgreSQL does not (0000), or one outside the service's date
// range, used to reach the database and answer 500. Each call refuses it first, naming the
// parameter and the range; the range's own first and last days are taken.
describe.each(['', '/export', '/statistikk', '/feed'])(
  'dates given to GET /api/v1/produkt%s',
  (call) => {
    it.each(['0000-01-01', '1899-12-31', '2101-01-01', '9999-12-31'])(
      'refuses %s in df and in dt with 400 naming the parameter and the range',
      async (date) => {
        for (const parameter of ['df', 'dt']) {
          const url = `/api/v1/produkt${call}?${parameter}=${date}`
          await expectRefusalNaming(url, parameter)
          const { message } = (await test.app.inject({ method: 'GET', url })).json()
          expect(message).toBe(`«${parameter}» må være en dato fra 1900-01-01 til 2100-12-31`)
        }
      },
    )

    it('takes the first and the last day of the range', async () => {
      const url = `/api/v1/produkt${call}?df=1900-01-01&dt=2100-12-31`
      const response = await test.app.inject({ method: 'GET', url })
      // The export goes on to ask for its captcha: the dates passed.
      if (call === '/export') expect(response.json().type).toBe('CAPTCHA_REQUIRED')
      else expect(response.statusCode, response.body).toBe(200)
    })
  },
)
