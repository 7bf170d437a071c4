import { fastify, type FastifyInstance } from 'fastify'
import { Redis } from 'ioredis'
import { describe, expect, it, onTestFinished, vi } from 'vitest'
import { limitSuggestions, type SuggestionLimit } from './suggestion-limit.ts'

/** A process with the limit in front of its pages, each page answering 200; closed after the test. */
async function site(limit: SuggestionLimit, redis?: Redis) {
  const app: FastifyInstance = fastify()
  await limitSuggestions(app, redis, limit)
  app.get('/*', async () => ({ suggestions: [] }))
  onTestFinished(() => app.close())
  return (url: string, remoteAddress = '192.0.2.1', headers: Record<string, string> = {}) =>
    app.inject({ method: 'GET', url, remoteAddress, headers })
}

describe('the limit on the header search suggestions', () => {
  it('answers 429 in the API error shape with Retry-After past `max` in a window', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: 0 })
    onTestFinished(() => void vi.useRealTimers())
    const get = await site({ max: 2, timeWindowMs: 60_000 })
    expect((await get('/forslag?q=ba')).statusCode).toBe(200)
    vi.setSystemTime(1_000)
    expect((await get('/forslag?q=bar')).statusCode).toBe(200)
    vi.setSystemTime(15_500)
    const refused = await get('/forslag?q=barn')
    expect(refused.statusCode).toBe(429)
    expect(refused.headers['retry-after']).toBe('45')
    expect(refused.headers['cache-control']).toBe('no-store')
    expect(refused.json()).toEqual({
      type: 'TOO_MANY_REQUESTS',
      message: 'Du har gjort for mange oppslag på kort tid. Prøv igjen om 45 sekunder.',
      reference: expect.any(String),
    })
    vi.setSystemTime(60_000)
    expect((await get('/forslag?q=barne')).statusCode).toBe(200)
  })

  it('counts each address on its own, an IPv6 home network (/64) as one', async () => {
    const get = await site({ max: 1, timeWindowMs: 60_000 })
    expect((await get('/forslag?q=ba', '2001:db8:7:1::5')).statusCode).toBe(200)
    expect((await get('/forslag?q=ba', '2001:db8:7:1:ffff::9')).statusCode).toBe(429)
    expect((await get('/forslag?q=ba', '2001:db8:7:2::5')).statusCode).toBe(200)
    expect((await get('/forslag?q=ba', '192.0.2.7')).statusCode).toBe(200)
  })

  it('leaves every other page alone, however often it is asked for', async () => {
    const get = await site({ max: 1, timeWindowMs: 60_000 })
    expect((await get('/forslag?q=ba')).statusCode).toBe(200)
    for (const url of ['/search?q=ba', '/', '/forslagx', '/produkt/1']) {
      expect((await get(url)).statusCode, url).toBe(200)
      expect((await get(url)).statusCode, url).toBe(200)
    }
  })

  it('says why in the language the visitor chose', async () => {
    const get = await site({ max: 1, timeWindowMs: 60_000 })
    await get('/forslag?q=ba')
    const asked = await get('/forslag?q=ba&lang=en')
    expect(asked.json()).toMatchObject({
      message: expect.stringMatching(/^You have made too many/),
    })
    const remembered = await get('/forslag?q=ba', '192.0.2.1', { cookie: 'lang=nn' })
    expect(remembered.json()).toMatchObject({ message: expect.stringMatching(/ sekund\.$/) })
  })
})

// Redis runs beside PostgreSQL on the machine and in CI; TEST_REDIS_URL points the test at it.
const redisUrl = process.env.TEST_REDIS_URL

describe.runIf(redisUrl)('the suggestion limit shared through Redis', () => {
  it('counts the requests to two processes together', async () => {
    const connect = () => {
      const client = new Redis(redisUrl!, { lazyConnect: true })
      onTestFinished(() => client.disconnect())
      return client
    }
    const limit = { max: 2, timeWindowMs: 60_000 }
    const first = await site(limit, connect())
    const second = await site(limit, connect())
    // An address of this run only: counters in Redis outlive a test run for their minute.
    const from = `10.${process.pid % 250}.${Math.floor(Math.random() * 250)}.9`
    expect((await first('/forslag?q=ba', from)).statusCode).toBe(200)
    expect((await second('/forslag?q=ba', from)).statusCode).toBe(200)
    expect((await first('/forslag?q=ba', from)).statusCode).toBe(429)
  })
})
