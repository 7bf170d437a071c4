import { FORM_POSTS_PER_MINUTE } from '../../../domain/site/rate-limits.ts'

/**
 * How often an address may post one form. The server counts each post before any of its body is
 * read, with the same rate limiter as the API's calls (api/rate-limit.ts, server/plugins/
 * page-form-posts.ts): the page actions need their own count, as a post without JavaScript
 * never passes the API. With Redis every process counts together; without it each on its own.
 */
export interface PostLimiter {
  max: number
  timeWindowMs: number
}

/** domain.md: each form, 10 posts a minute per address. */
export const FORM_POST_LIMIT: PostLimiter = { max: FORM_POSTS_PER_MINUTE, timeWindowMs: 60_000 }

/** The count of one post: ok, or how many seconds until the sender may post again. */
export type PostVerdict = { ok: true } | { ok: false; retryAfterSeconds: number }
