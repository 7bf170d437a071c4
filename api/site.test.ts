import { describe, expect, it } from 'vitest'
import { useApiTest } from '../tests/support/api-test.ts'

const test = useApiTest({ siteConfig: { warningBanner: 'Testversjon', plausibleDomain: null } })

describe('GET /api/v1/config', () => {
  it('gives the warning banner, analytics domain and the limits the pages use', async () => {
    const response = await test.app.inject({ method: 'GET', url: '/api/v1/config' })
    expect(response.statusCode).toBe(200)
    expect(response.json()).toEqual({
      warningBanner: 'Testversjon',
      plausibleDomain: null,
      exportLimit: 2000,
      pageSize: 12,
    })
  })
})

describe('GET /api/v1/buildinfo', () => {
  it('gives the commit and time of the build', async () => {
    const response = await test.app.inject({ method: 'GET', url: '/api/v1/buildinfo' })
    expect(response.json()).toEqual({ gitid: 'abc1234def', time: '2026-11-01T12:00:00.000Z' })
  })
})

describe('errors', () => {
  it.each(['/api/v1/finnes-ikke', '/api/annet', '/api/v1/kategori/1/x'])(
    'answers an unknown API path %s with 404 in the error shape',
    async (url) => {
      const response = await test.app.inject({ method: 'GET', url })
      expect(response.statusCode).toBe(404)
      expect(response.json()).toEqual({
        type: 'PageNotFound',
        message: 'Not Found',
        reference: expect.stringMatching(/^[0-9a-f]{12}$/),
      })
    },
  )

  it('answers a POST to an unknown API path with 404, not a page', async () => {
    const response = await test.app.inject({ method: 'POST', url: '/api/v1/ukjent', payload: {} })
    expect(response.statusCode).toBe(404)
    expect(response.headers['content-type']).toMatch(/^application\/json/)
  })

  it('gives each answer its own reference', async () => {
    const first = await test.app.inject({ method: 'GET', url: '/api/v1/nei' })
    const second = await test.app.inject({ method: 'GET', url: '/api/v1/nei' })
    expect(first.json().reference).not.toBe(second.json().reference)
  })
})
