import fastifyRateLimit from '@fastify/rate-limit'
import type { FastifyInstance } from 'fastify'
import type { Redis } from 'ioredis'
import { format } from '../app/i18n/format.ts'
import { nb } from '../app/i18n/nb.ts'
import { FORM_POSTS_PER_MINUTE } from '../domain/site/rate-limits.ts'
import { HttpProblem } from './errors.ts'

/** domain.md: each form call, 10 a minute per address. */
export const FORM_RATE_LIMIT = { max: FORM_POSTS_PER_MINUTE, timeWindow: 60_000 }

/**
 * Attachment uploads, per address: ten files of one message go up in parallel, and a sender may
 * send two messages with files in a minute.
 */
export const UPLOAD_RATE_LIMIT = { max: 30, timeWindow: 60_000 }

/**
 * Rate limits per client address on the calls that set `config.rateLimit` (global: false, so
 * reads are untouched until they get a limit of their own). With Redis every process counts
 * together; without it each counts in its own memory. Should Redis fail, a call is let through
 * rather than refused: the limit guards the service, it must not take it down.
 */
export async function registerRateLimit(app: FastifyInstance, redis?: Redis) {
  await app.register(fastifyRateLimit, {
    global: false,
    ...(redis ? { redis, nameSpace: 'fp:api:', skipOnError: true } : {}),
    // Retry-After says when to try again; the error shape and a Norwegian text say why.
    errorResponseBuilder: (_request, context) =>
      new HttpProblem(
        context.statusCode,
        'TOO_MANY_REQUESTS',
        format(nb.reports.tooManyRequests, { seconds: Math.max(1, Math.ceil(context.ttl / 1000)) }),
      ),
  })
}
