import { fastify, type FastifyInstance } from 'fastify'
import { Redis } from 'ioredis'
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest'
import type { PostLimiter } from '../../app/components/form/post-limiter.ts'
import { countFormPost, createFormPostCounter, formPostVerdict } from './page-form-posts.ts'

const apps: FastifyInstance[] = []
const clients: Redis[] = []

afterEach(() => {
  vi.useRealTimers()
})

afterAll(async () => {
  for (const app of apps) await app.close()
  for (const client of clients) client.disconnect()
})

/** A process's page routes, each answering with the count the server took of the post. */
async function pages(limit: PostLimiter, redis?: Redis) {
  const app = fastify()
  const formPosts = await createFormPostCounter(app, redis, limit)
  app.addHook('onRequest', async (request) => void (await countFormPost(formPosts, request)))
  app.post('/*', async (request) => formPostVerdict(request))
  apps.push(app)
  return (url: string, remoteAddress = '192.0.2.1') =>
    app.inject({ method: 'POST', url, remoteAddress }).then((answer) => answer.json())
}

describe('the count of page form posts', () => {
  it('lets `max` posts through in a window, then says when the window ends', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: 0 })
    const post = await pages({ max: 2, timeWindowMs: 60_000 })
    expect(await post('/abonnement/opprett')).toEqual({ ok: true })
    vi.setSystemTime(1_000)
    expect(await post('/abonnement/opprett.data')).toEqual({ ok: true })
    vi.setSystemTime(15_500)
    expect(await post('/abonnement/opprett')).toEqual({ ok: false, retryAfterSeconds: 45 })
    vi.setSystemTime(60_000)
    expect(await post('/abonnement/opprett')).toEqual({ ok: true })
  })

  it('counts each form and each address on its own, and not the posts it does not count', async () => {
    const post = await pages({ max: 1, timeWindowMs: 60_000 })
    expect(await post('/innmelding/bekymring')).toEqual({ ok: true })
    expect(await post('/innmelding/meldeplikt')).toEqual({ ok: true })
    expect(await post('/innmelding/bekymring', '192.0.2.2')).toEqual({ ok: true })
    expect((await post('/innmelding/bekymring/42')).ok).toBe(false)
    expect(await post('/abonnement/12/slett')).toEqual({ ok: true })
    expect(await post('/abonnement/12/slett')).toEqual({ ok: true })
  })

  it('counts an IPv6 network of one home (/64) as one address', async () => {
    const post = await pages({ max: 1, timeWindowMs: 60_000 })
    expect(await post('/abonnement/opprett', '2001:db8:7:1::5')).toEqual({ ok: true })
    expect((await post('/abonnement/opprett', '2001:db8:7:1:ffff:1:2:3')).ok).toBe(false)
    expect(await post('/abonnement/opprett', '2001:db8:7:2::5')).toEqual({ ok: true })
  })
})

// Redis runs beside PostgreSQL on the machine and in CI; TEST_REDIS_URL points the test at it.
const redisUrl = process.env.TEST_REDIS_URL
const connect = (url: string, options = {}) => {
  const client = new Redis(url, { lazyConnect: true, ...options })
  clients.push(client)
  return client
}

describe.runIf(redisUrl)('the count of page form posts shared through Redis', () => {
  it('counts the posts to two processes together', async () => {
    const limit = { max: 3, timeWindowMs: 60_000 }
    const first = await pages(limit, connect(redisUrl!))
    const second = await pages(limit, connect(redisUrl!))
    // An address of this run only: counters in Redis outlive a test run for their minute.
    const from = `10.${process.pid % 250}.${Math.floor(Math.random() * 250)}.3`
    expect(await first('/abonnement/mine', from)).toEqual({ ok: true })
    expect(await second('/abonnement/mine', from)).toEqual({ ok: true })
    expect(await first('/abonnement/mine', from)).toEqual({ ok: true })
    const refused = await second('/abonnement/mine', from)
    expect(refused.ok).toBe(false)
    expect(refused.retryAfterSeconds).toBeGreaterThan(55)
    expect(await first('/abonnement/opprett', from)).toEqual({ ok: true })
  })

  it('lets posts through when Redis cannot be reached', async () => {
    const unreachable = connect('redis://127.0.0.1:1', {
      maxRetriesPerRequest: 0,
      retryStrategy: () => null,
    })
    unreachable.on('error', () => {})
    const post = await pages({ max: 1, timeWindowMs: 60_000 }, unreachable)
    expect(await post('/abonnement/opprett')).toEqual({ ok: true })
    expect(await post('/abonnement/opprett')).toEqual({ ok: true })
  })
})
