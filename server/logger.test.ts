import { DrizzleQueryError } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildApp } from './build-app.ts'
import type { Database } from '../db/connection.ts'
import { readEnv } from './env.ts'
import { createLogger } from './logger.ts'
import { solveCaptcha } from '../tests/support/captcha.ts'
import { createReportCatalogue, nextAddress } from '../tests/support/report-fixture.ts'
import {
  linkTo,
  postOverview,
  postSubscription,
  queuedMail,
  tamper,
} from '../tests/support/subscriptions.ts'
import { testServices } from '../tests/support/test-app.ts'
import { createTestDatabase } from '../tests/support/test-database.ts'

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

  it('hold no token of an activation or delete link, used, spent or tampered', async () => {
    const epost = 'lenke.loggesen@example.no'
    // As the pages call the API behind a link from an e-mail: the token in the query string.
    const follow = (method: 'PUT' | 'DELETE', link: string, token?: string) => {
      const url = new URL(link, 'https://farligeprodukter.example.no')
      const id = url.pathname.split('/')[2]
      const path = method === 'PUT' ? `${id}/activate` : id
      const sent = token ?? url.searchParams.get('token')!
      return app.inject({ method, url: `/api/v1/abonnement/${path}?token=${sent}` })
    }
    const tokenOf = (link: string) => new URL(link, 'https://x').searchParams.get('token')!

    lines.length = 0
    expect((await postSubscription(app, { navn: person.name, epost })).statusCode).toBe(202)
    const activation = (await queuedMail(database.db, 'abonnement:aktiver:')).at(-1)
    const activationLink = linkTo(activation!.tekst, /^\/abonnement\/\d+\/aktiver$/)
    expect((await follow('PUT', activationLink)).statusCode).toBe(200)
    expect((await follow('PUT', activationLink)).statusCode).toBe(400)
    expect((await postOverview(app, { epost })).statusCode).toBe(202)
    const overview = (await queuedMail(database.db, 'abonnement:oversikt:')).at(-1)
    const deleteLink = linkTo(overview!.tekst, /^\/abonnement\/\d+\/slett$/)
    const tampered = tamper(tokenOf(deleteLink))
    expect((await follow('DELETE', deleteLink, tampered)).statusCode).toBe(400)
    expect((await follow('DELETE', deleteLink)).statusCode).toBe(200)

    const log = lines.join('')
    const id = activationLink.split('/')[2]
    expect(log).toContain(`"path":"/api/v1/abonnement/${id}/activate"`)
    expect(log).toContain(`"path":"/api/v1/abonnement/${id}"`)
    for (const token of [tokenOf(activationLink), tokenOf(deleteLink), tampered]) {
      expect(log).not.toContain(token)
    }
    expect(log).not.toContain('token=')
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
