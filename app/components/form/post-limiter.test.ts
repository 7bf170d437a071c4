import { Redis } from 'ioredis'
import { afterAll, describe, expect, it } from 'vitest'
import {
  createMemoryPostLimiter,
  createRedisPostLimiter,
  type PostLimiter,
} from './post-limiter.ts'

let now = 0
const clock = () => now

describe('createMemoryPostLimiter', () => {
  it('lets `max` posts through in a window, then says when the window ends', async () => {
    const limiter = createMemoryPostLimiter(2, 60_000, clock)
    now = 0
    expect(await limiter.take('a')).toEqual({ ok: true })
    now = 1_000
    expect(await limiter.take('a')).toEqual({ ok: true })
    now = 15_500
    expect(await limiter.take('a')).toEqual({ ok: false, retryAfterSeconds: 45 })
    now = 60_000
    expect(await limiter.take('a')).toEqual({ ok: true })
  })

  it('counts each sender on their own', async () => {
    const limiter = createMemoryPostLimiter(1, 60_000, clock)
    expect(await limiter.take('a')).toEqual({ ok: true })
    expect(await limiter.take('b')).toEqual({ ok: true })
    expect((await limiter.take('a')).ok).toBe(false)
  })
})

// Redis runs beside PostgreSQL on the machine and in CI; TEST_REDIS_URL points the test at it.
const redisUrl = process.env.TEST_REDIS_URL
const clients: Redis[] = []
const connect = (url: string, options = {}) => {
  const client = new Redis(url, { lazyConnect: true, ...options })
  clients.push(client)
  return client
}

afterAll(() => {
  for (const client of clients) client.disconnect()
})

describe.runIf(redisUrl)('createRedisPostLimiter', () => {
  const failures: unknown[] = []
  const limiterOn = (client: Redis, max: number, windowMs = 60_000): PostLimiter =>
    createRedisPostLimiter(client, max, windowMs, (error) => failures.push(error))
  const key = () => `test-${process.pid}-${Math.random().toString(36).slice(2)}`

  it('counts the posts of two processes together', async () => {
    const sender = key()
    const first = limiterOn(connect(redisUrl!), 3)
    const second = limiterOn(connect(redisUrl!), 3)
    expect(await first.take(sender)).toEqual({ ok: true })
    expect(await second.take(sender)).toEqual({ ok: true })
    expect(await first.take(sender)).toEqual({ ok: true })
    const refused = await second.take(sender)
    expect(refused.ok).toBe(false)
    expect(refused.ok === false && refused.retryAfterSeconds).toBeGreaterThan(55)
    expect((await first.take(key())).ok).toBe(true)
    expect(failures).toEqual([])
  })

  it('opens a new window once the old one has expired', async () => {
    const sender = key()
    const limiter = limiterOn(connect(redisUrl!), 1, 300)
    expect((await limiter.take(sender)).ok).toBe(true)
    expect((await limiter.take(sender)).ok).toBe(false)
    await new Promise((resolve) => setTimeout(resolve, 400))
    expect((await limiter.take(sender)).ok).toBe(true)
  })

  it('lets posts through, and reports why, when Redis cannot be reached', async () => {
    const unreachable = connect('redis://127.0.0.1:1', {
      maxRetriesPerRequest: 0,
      retryStrategy: () => null,
    })
    unreachable.on('error', () => {})
    const errors: unknown[] = []
    const limiter = createRedisPostLimiter(unreachable, 1, 60_000, (error) => errors.push(error))
    expect(await limiter.take('anyone')).toEqual({ ok: true })
    expect(await limiter.take('anyone')).toEqual({ ok: true })
    expect(errors).toHaveLength(2)
  })
})
