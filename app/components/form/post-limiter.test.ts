import { describe, expect, it } from 'vitest'
import { createPostLimiter } from './post-limiter.ts'

describe('createPostLimiter', () => {
  it('lets `max` posts through in a window, then says when the window ends', () => {
    const limiter = createPostLimiter(2, 60_000)
    expect(limiter.take('a', 0)).toEqual({ ok: true })
    expect(limiter.take('a', 1_000)).toEqual({ ok: true })
    expect(limiter.take('a', 15_500)).toEqual({ ok: false, retryAfterSeconds: 45 })
    expect(limiter.take('a', 60_000)).toEqual({ ok: true })
  })

  it('counts each sender on their own', () => {
    const limiter = createPostLimiter(1, 60_000)
    expect(limiter.take('a', 0)).toEqual({ ok: true })
    expect(limiter.take('b', 0)).toEqual({ ok: true })
    expect(limiter.take('a', 0).ok).toBe(false)
  })
})
