import type { FastifyInstance, LightMyRequestResponse } from 'fastify'
import { Redis } from 'ioredis'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildApp } from '../server/build-app.ts'
import { countedAddress } from './rate-limit.ts'
import type { Database } from '../db/connection.ts'
import { createTestApp, testServices } from '../tests/support/test-app.ts'
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

/** A 429 that says when to try again, in the API's error shape, with the given Norwegian text. */
function expectRefused(response: LightMyRequestResponse, text: string) {
  expect(response.statusCode).toBe(429)
  expect(Number(response.headers['retry-after'])).toBeGreaterThan(0)
  expect(Number(response.headers['retry-after'])).toBeLessThanOrEqual(60)
  expect(response.json()).toEqual({
    type: 'TOO_MANY_REQUESTS',
    message: expect.stringMatching(new RegExp(`^${text} Prøv igjen om \\d+ sekunder\\.$`)),
    reference: expect.stringMatching(/^[0-9a-f]{12}$/),
  })
}

describe('rate limit on the report forms', () => {
  it('answers the eleventh call in a minute from one address with 429, in Norwegian', async () => {
    for (let i = 0; i < 10; i++) {
      expect((await post('bekymring', '192.0.2.1')).statusCode).toBe(400)
    }
    expectRefused(
      await post('bekymring', '192.0.2.1'),
      'Du har sendt for mange meldinger på kort tid\\.',
    )
  })

  it('counts each address and each form on its own', async () => {
    for (let i = 0; i < 10; i++) await post('meldeplikt', '192.0.2.2')
    expect((await post('meldeplikt', '192.0.2.2')).statusCode).toBe(429)
    expect((await post('meldeplikt', '192.0.2.3')).statusCode).toBe(400)
    expect((await post('observasjon', '192.0.2.2')).statusCode).toBe(400)
  })
})

const read = (target: FastifyInstance, url: string, remoteAddress: string) =>
  target.inject({ url, remoteAddress })

describe('rate limit on reads', () => {
  it('is 300 a minute per address by default, as domain.md says', async () => {
    const built = await buildApp({ web: false, services: testServices(database.db) })
    try {
      const response = await read(built, '/api/v1/postnummer/0150', '192.0.2.20')
      expect(response.statusCode).toBe(200)
      expect(response.headers['x-ratelimit-limit']).toBe('300')
    } finally {
      await built.close()
    }
  })

  it('counts every read from one address together and refuses the one past the limit', async () => {
    const limited = await createTestApp(database, {}, { rateLimits: { readsPerMinute: 4 } })
    try {
      for (const url of ['/api/v1/postnummer/0150', '/api/v1/config', '/api/v1/kategori']) {
        expect((await read(limited, url, '192.0.2.21')).statusCode).toBe(200)
      }
      expect((await read(limited, '/api/v1/risiko', '192.0.2.21')).statusCode).toBe(200)
      expectRefused(
        await read(limited, '/api/v1/postnummer/0150', '192.0.2.21'),
        'Du har gjort for mange oppslag på kort tid\\.',
      )
      // Another address reads on; a form post from this one has its own count.
      expect((await read(limited, '/api/v1/config', '192.0.2.22')).statusCode).toBe(200)
      const form = await limited.inject({
        method: 'POST',
        url: '/api/v1/bekymring',
        payload: {},
        remoteAddress: '192.0.2.21',
      })
      expect(form.statusCode).toBe(400)
    } finally {
      await limited.close()
    }
  })
})

describe('rate limit on the export and the statistics', () => {
  // A format the export does not make is refused at once, and counts like any call.
  const download = (target: FastifyInstance, file: string, remoteAddress: string) =>
    read(target, `/api/v1/produkt/${file}?format=pdf`, remoteAddress)

  it('answers the eleventh download in a minute from one address with 429', async () => {
    const built = await buildApp({ web: false, services: testServices(database.db) })
    try {
      for (let i = 0; i < 10; i++) {
        expect((await download(built, 'export', '192.0.2.30')).statusCode).toBe(400)
      }
      expectRefused(
        await download(built, 'export', '192.0.2.30'),
        'Du har lastet ned for mange filer på kort tid\\.',
      )
      // The statistics count on their own, and so does another address.
      expect((await download(built, 'statistikk', '192.0.2.30')).statusCode).toBe(400)
      expect((await download(built, 'export', '192.0.2.31')).statusCode).toBe(400)
      for (let i = 0; i < 9; i++) await download(built, 'statistikk', '192.0.2.30')
      expect((await download(built, 'statistikk', '192.0.2.30')).statusCode).toBe(429)
    } finally {
      await built.close()
    }
  })
})

describe('the client address behind a proxy', () => {
  const postFrom = (target: FastifyInstance, forwardedFor: string) =>
    target.inject({
      method: 'POST',
      url: '/api/v1/observasjon',
      payload: {},
      remoteAddress: '127.0.0.1',
      headers: { 'x-forwarded-for': forwardedFor },
    })

  it("by default is the socket's: a forged X-Forwarded-For gets no fresh count", async () => {
    const built = await buildApp({ web: false, services: testServices(database.db) })
    try {
      for (let i = 0; i < 10; i++) {
        expect((await postFrom(built, `198.51.100.${i}`)).statusCode).toBe(400)
      }
      expect((await postFrom(built, '198.51.100.200')).statusCode).toBe(429)
    } finally {
      await built.close()
    }
  })

  it('is the one X-Forwarded-For names when the proxy is trusted (TRUST_PROXY)', async () => {
    const built = await createTestApp(database, {}, { trustProxy: ['loopback'] })
    try {
      for (let i = 0; i < 10; i++) await postFrom(built, '198.51.100.1')
      expect((await postFrom(built, '198.51.100.1')).statusCode).toBe(429)
      expect((await postFrom(built, '198.51.100.2')).statusCode).toBe(400)
      // The proxy is trusted, not whatever a client wrote before it: the last hop counts.
      expect((await postFrom(built, '198.51.100.3, 198.51.100.1')).statusCode).toBe(429)
    } finally {
      await built.close()
    }
  })
})

// Redis runs beside PostgreSQL on the machine and in CI; TEST_REDIS_URL points the test at it.
const redisUrl = process.env.TEST_REDIS_URL

describe.runIf(redisUrl)('rate limit shared through Redis', () => {
  const redis: Redis[] = []
  const apps: FastifyInstance[] = []

  afterAll(async () => {
    for (const each of apps) await each.close()
    for (const each of redis) each.disconnect()
  })

  async function processWithRedis(readsPerMinute?: number) {
    const client = new Redis(redisUrl!)
    redis.push(client)
    const built = await buildApp({
      web: false,
      services: { ...testServices(database.db), redis: client },
      rateLimits: { readsPerMinute },
    })
    apps.push(built)
    return built
  }

  it('counts the calls to two processes together', async () => {
    const [first, second] = [await processWithRedis(), await processWithRedis()]
    // An address of this run only: counters in Redis outlive a test run for their minute.
    const remoteAddress = `10.${process.pid % 250}.${Math.floor(Math.random() * 250)}.1`
    const call = (app: FastifyInstance) =>
      app.inject({ method: 'POST', url: '/api/v1/bekymring', payload: {}, remoteAddress })
    for (let i = 0; i < 5; i++) {
      expect((await call(first)).statusCode).toBe(400)
      expect((await call(second)).statusCode).toBe(400)
    }
    expect((await call(first)).statusCode).toBe(429)
    expect((await call(second)).statusCode).toBe(429)
  })

  it('counts the reads to two processes together', async () => {
    const [first, second] = [await processWithRedis(4), await processWithRedis(4)]
    const remoteAddress = `10.${process.pid % 250}.${Math.floor(Math.random() * 250)}.2`
    for (const each of [first, second, first, second]) {
      expect((await read(each, '/api/v1/config', remoteAddress)).statusCode).toBe(200)
    }
    expect((await read(first, '/api/v1/config', remoteAddress)).statusCode).toBe(429)
    expect((await read(second, '/api/v1/kategori', remoteAddress)).statusCode).toBe(429)
  })
})

describe('the address a count is kept under', () => {
  it.each([
    ['192.0.2.7', '192.0.2.7'],
    ['::ffff:192.0.2.7', '::ffff:192.0.2.7'],
    ['2001:db8:0:1::5', '2001:db8:0:1::/64'],
    ['2001:0db8:0000:0001:ffff:1:2:3', '2001:db8:0:1::/64'],
    ['2001:db8::1', '2001:db8:0:0::/64'],
    ['::1', '0:0:0:0::/64'],
    ['fe80::1%eth0', 'fe80:0:0:0::/64'],
    // Behind a trusted proxy the address is the header's word: a malformed one must not throw.
    ['1:2:3:4:5:6:7:8:9', '1:2:3:4::/64'],
    ['1::2::3', '1:0:0:0::/64'],
  ])('%s is counted as %s', (ip, key) => {
    expect(countedAddress(ip)).toBe(key)
  })
})
