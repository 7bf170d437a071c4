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

describe('GET /api/v1/postnummer/{pnr}', () => {
  it('answers the place of a postal code, padded to four digits, cacheable', async () => {
    for (const pnr of ['0150', '150']) {
      const response = await app.inject({ url: `/api/v1/postnummer/${pnr}` })
      expect(response.statusCode).toBe(200)
      expect(response.json()).toEqual({ postnummer: '0150', poststed: 'OSLO' })
      expect(response.headers['cache-control']).toMatch(/^public/)
    }
  })

  it.each(['0000', '12345', 'oslo', '%20'])('refuses %j with the form text', async (pnr) => {
    const response = await app.inject({ url: `/api/v1/postnummer/${pnr}` })
    expect(response.statusCode).toBe(400)
    expect(response.json()).toMatchObject({
      type: 'INVALID_POSTAL_CODE',
      message: 'Dette er ikke et gyldig postnummer',
    })
  })
})
