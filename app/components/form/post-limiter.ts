/**
 * Counts a form's posts per sender address in fixed windows, in this process's memory, as the
 * API's calls are counted (api/rate-limit.ts). The page actions need their own count: a post
 * without JavaScript never passes the API.
 */
export interface PostLimiter {
  /** Counts one post: ok, or how many seconds until the sender may post again. */
  take(key: string, now?: number): { ok: true } | { ok: false; retryAfterSeconds: number }
}

export function createPostLimiter(max: number, windowMs: number): PostLimiter {
  const windows = new Map<string, { count: number; endsAt: number }>()
  return {
    take(key, now = Date.now()) {
      if (windows.size > 10_000) {
        for (const [each, window] of windows) if (window.endsAt <= now) windows.delete(each)
      }
      const window = windows.get(key)
      if (!window || window.endsAt <= now) {
        windows.set(key, { count: 1, endsAt: now + windowMs })
        return { ok: true }
      }
      if (window.count >= max) {
        return {
          ok: false,
          retryAfterSeconds: Math.max(1, Math.ceil((window.endsAt - now) / 1000)),
        }
      }
      window.count++
      return { ok: true }
    },
  }
}
