import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '../db/connection.ts'
import { createTestApp } from '../tests/support/test-app.ts'
import { createTestDatabase } from '../tests/support/test-database.ts'

let database: Database
let app: FastifyInstance

beforeAll(async () => {
  database = await createTestDatabase()
  app = await createTestApp(database)
})

afterAll(async () => {
  await app?.close()
  await database?.close()
})

// The limit counts calls, refused ones too: an empty body is refused at once and costs nothing.
const post = (path: string, remoteAddress: string) =>
  app.inject({ method: 'POST', url: `/api/v1/${path}`, payload: {}, remoteAddress })

describe('rate limit on the report forms', () => {
  it('answers the eleventh call in a minute from one address with 429, in Norwegian', async () => {
    for (let i = 0; i < 10; i++) {
      expect((await post('bekymring', '192.0.2.1')).statusCode).toBe(400)
    }
    const limited = await post('bekymring', '192.0.2.1')
    expect(limited.statusCode).toBe(429)
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0)
    expect(Number(limited.headers['retry-after'])).toBeLessThanOrEqual(60)
    expect(limited.json()).toEqual({
      type: 'TOO_MANY_REQUESTS',
      message: expect.stringMatching(
        /^Du har sendt for mange meldinger på kort tid\. Prøv igjen om \d+ sekunder\.$/,
      ),
      reference: expect.stringMatching(/^[0-9a-f]{12}$/),
    })
  })

  it('counts each address and each form on its own', async () => {
    for (let i = 0; i < 10; i++) await post('meldeplikt', '192.0.2.2')
    expect((await post('meldeplikt', '192.0.2.2')).statusCode).toBe(429)
    expect((await post('meldeplikt', '192.0.2.3')).statusCode).toBe(400)
    expect((await post('observasjon', '192.0.2.2')).statusCode).toBe(400)
  })

  it('leaves reads alone', async () => {
    for (let i = 0; i < 15; i++) {
      const response = await app.inject({
        url: '/api/v1/postnummer/0150',
        remoteAddress: '192.0.2.4',
      })
      expect(response.statusCode).toBe(200)
    }
  })
})
