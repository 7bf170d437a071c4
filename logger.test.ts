import { DrizzleQueryError } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildApp } from './build-app.ts'
import type { Database } from './db/connection.ts'
import { readEnv } from './env.ts'
import { createLogger } from './logger.ts'
import { solveCaptcha } from './tests/support/captcha.ts'
import { createReportCatalogue, nextAddress } from './tests/support/report-fixture.ts'
import { testServices } from './tests/support/test-app.ts'
import { createTestDatabase } from './tests/support/test-database.ts'

// What a person types that is theirs: none of it may reach a log line.
const person = {
  name: 'Ingrid Loggesen',
  email: 'ingrid.loggesen@example.no',
  phone: '+47 987 65 432',
  address: 'Loggeveien 17',
}

let database: Database
let app: FastifyInstance
let catalogue: Awaited<ReturnType<typeof createReportCatalogue>>
const lines: string[] = []

// Production's logger, at its most talkative, writing into memory.
const logger = createLogger(readEnv({ NODE_ENV: 'production', LOG_LEVEL: 'trace' }), {
  write: (line: string) => void lines.push(line),
})

beforeAll(async () => {
  database = await createTestDatabase()
  catalogue = await createReportCatalogue(database.db)
  app = await buildApp({
    logger,
    web: false,
    services: testServices(database.db),
  })
})

afterAll(async () => {
  await app?.close()
  await database?.close()
})

async function captcha() {
  const challenge = await app.inject({ method: 'GET', url: '/api/v1/captcha/challenge' })
  return solveCaptcha(challenge.json())
}

async function post(path: string, token: string, body: object) {
  return app.inject({
    method: 'POST',
    url: `/api/v1/${path}?grecaptcha=${encodeURIComponent(token)}`,
    payload: body,
    remoteAddress: nextAddress(),
  })
}

describe('the logs', () => {
  it('hold no name, address, phone number or captcha answer of a report or subscription', async () => {
    const tokens = [await captcha(), await captcha()]
    const report = await post('bekymring', tokens[0]!, {
      melder_navn: person.name,
      melder_telefon: person.phone,
      melder_epost: person.email,
      melder_adresse: person.address,
      melder_kompetanse: 'PRIVAT_FORBRUKER',
      produkt_navn: 'Hårføner Storm',
      produkt_kategori: catalogue.categories.cosmetics.id,
      hendelse_beskrivelse: 'Den ble så varm at den smeltet.',
      attachments: [],
    })
    expect(report.statusCode, report.body).toBe(201)
    const subscription = await post('abonnement', tokens[1]!, {
      navn: person.name,
      epost: person.email,
    })
    expect(subscription.statusCode, subscription.body).toBe(202)
    // A refused one too: the address is wrong, and the answer names the field.
    const refused = await post('abonnement', await captcha(), { navn: person.name, epost: 'x@' })
    expect(refused.statusCode).toBe(400)

    const log = lines.join('')
    // The test reads real lines: each request was logged, by path.
    expect(log).toContain('"path":"/api/v1/bekymring"')
    expect(log).toContain('"path":"/api/v1/abonnement"')
    for (const secret of [...Object.values(person), person.email.split('@')[0]!, ...tokens]) {
      expect(log).not.toContain(secret)
    }
    expect(log).not.toContain('grecaptcha')
  })

  it('hold no parameter of a failed query, nor the values PostgreSQL quotes back', () => {
    const cause = Object.assign(new Error('duplicate key value violates unique constraint'), {
      code: '23505',
      constraint: 'abonnement_epost_key',
      detail: `Key (epost)=(${person.email}) already exists.`,
    })
    const error = new DrizzleQueryError(
      'insert into "abonnement" ("navn", "epost") values ($1, $2)',
      [person.name, person.email],
      cause,
    )
    lines.length = 0
    logger.error({ err: error }, 'unexpected error')
    const [line] = lines
    expect(line).toContain('insert into \\"abonnement\\"')
    expect(line).toContain('abonnement_epost_key')
    expect(line).not.toContain(person.email)
    expect(line).not.toContain(person.name)
  })
})
