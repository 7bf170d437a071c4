import { describe, expect, it } from 'vitest'
import { useApiTest } from '../tests/support/api-test.ts'

const test = useApiTest()

describe('GET /api/v1/captcha/challenge', () => {
  it('gives a signed, expiring challenge that no cache keeps', async () => {
    const response = await test.app.inject({ method: 'GET', url: '/api/v1/captcha/challenge' })
    expect(response.statusCode).toBe(200)
    expect(response.headers['cache-control']).toBe('no-store')
    const challenge = response.json()
    expect(challenge.signature).toMatch(/^[0-9a-f]{64}$/)
    expect(challenge.parameters.algorithm).toBe('PBKDF2/SHA-256')
    const expiresIn = challenge.parameters.expiresAt - Date.now() / 1000
    expect(expiresIn).toBeGreaterThan(590)
    expect(expiresIn).toBeLessThanOrEqual(600)
  })

  it('gives a new challenge each time', async () => {
    const get = () => test.app.inject({ method: 'GET', url: '/api/v1/captcha/challenge' })
    const [first, second] = await Promise.all([get(), get()])
    expect(first.json().parameters.nonce).not.toBe(second.json().parameters.nonce)
  })
})
