import type { Redis } from 'ioredis'

/**
 * Counts a form's posts per sender address in fixed windows, as the API's calls are counted
 * (api/rate-limit.ts). The page actions need their own count: a post without JavaScript never
 * passes the API. With Redis every process counts together; without it each counts on its own.
 */
export interface PostLimiter {
  /** Counts one post: ok, or how many seconds until the sender may post again. */
  take(key: string): Promise<PostVerdict>
}

export type PostVerdict = { ok: true } | { ok: false; retryAfterSeconds: number }

const verdict = (count: number, max: number, msLeft: number): PostVerdict =>
  count <= max
    ? { ok: true }
    : { ok: false, retryAfterSeconds: Math.max(1, Math.ceil(msLeft / 1000)) }

/** Counts in this process's memory: for one process, and for tests. */
export function createMemoryPostLimiter(
  max: number,
  windowMs: number,
  clock: () => number = Date.now,
): PostLimiter {
  const windows = new Map<string, { count: number; endsAt: number }>()
  return {
    async take(key) {
      const now = clock()
      if (windows.size > 10_000) {
        for (const [each, window] of windows) if (window.endsAt <= now) windows.delete(each)
      }
      let window = windows.get(key)
      if (!window || window.endsAt <= now) {
        window = { count: 0, endsAt: now + windowMs }
        windows.set(key, window)
      }
      // A refused post is not counted, so the window ends when it said it would.
      if (window.count < max) window.count++
      else return verdict(max + 1, max, window.endsAt - now)
      return { ok: true }
    },
  }
}

// The first post of a window starts its expiry; a refused post leaves the count as it is.
const TAKE = `
local count = tonumber(redis.call('GET', KEYS[1]) or '0')
if count >= tonumber(ARGV[1]) then return {count + 1, redis.call('PTTL', KEYS[1])} end
count = redis.call('INCR', KEYS[1])
if count == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[2]) end
return {count, redis.call('PTTL', KEYS[1])}`

/**
 * Counts in Redis, shared by every process. Should Redis be unreachable the post is let
 * through and `onError` told: a rate limit must not take the forms down with it.
 */
export function createRedisPostLimiter(
  redis: Redis,
  max: number,
  windowMs: number,
  onError: (error: unknown) => void,
): PostLimiter {
  return {
    async take(key) {
      try {
        const [count, msLeft] = (await redis.eval(TAKE, 1, `fp:skjema:${key}`, max, windowMs)) as [
          number,
          number,
        ]
        return verdict(count, max, msLeft)
      } catch (error) {
        onError(error)
        return { ok: true }
      }
    },
  }
}
