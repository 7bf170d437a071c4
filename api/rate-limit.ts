import fastifyRateLimit, { type RateLimitOptions } from '@fastify/rate-limit'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { Redis } from 'ioredis'
import { format } from '../i18n/format.ts'
import { nb } from '../i18n/nb.ts'
import {
  EXPORTS_PER_MINUTE,
  FORM_POSTS_PER_MINUTE,
  READS_PER_MINUTE,
} from '../domain/site/rate-limits.ts'
import { apiErrorSchema, HttpProblem } from './errors.ts'

/** Per-address limits a deployment or a test may change; domain.md's numbers by default. */
export interface ApiRateLimits {
  readsPerMinute: number
  exportsPerMinute: number
}

export const DEFAULT_RATE_LIMITS: ApiRateLimits = {
  readsPerMinute: READS_PER_MINUTE,
  exportsPerMinute: EXPORTS_PER_MINUTE,
}

/** The whole seconds until a window whose `ttl` milliseconds are left ends: at least one. */
const secondsLeft = (ttl: number) => Math.max(1, Math.ceil(ttl / 1000))

/** A 429 in the API's error shape, its text saying what was too much and when to try again. */
const refusal =
  (message: string) => (_request: FastifyRequest, context: { statusCode: number; ttl: number }) =>
    new HttpProblem(
      context.statusCode,
      'TOO_MANY_REQUESTS',
      format(message, { seconds: secondsLeft(context.ttl) }),
    )

/**
 * Where the counters are kept: in Redis under `nameSpace` when there is Redis, so every process
 * counts together, else in this process's memory. Should Redis fail, a request is let through
 * rather than refused: the limit guards the service, it must not take it down.
 */
const counters = (redis: Redis | undefined, nameSpace: string) =>
  redis ? { redis, nameSpace, skipOnError: true } : {}

/** domain.md: each form call, 10 a minute per address. */
export const FORM_RATE_LIMIT: RateLimitOptions = {
  max: FORM_POSTS_PER_MINUTE,
  timeWindow: 60_000,
  errorResponseBuilder: refusal(nb.reports.tooManyRequests),
}

/**
 * Attachment uploads, per address: ten files of one message go up in parallel, and a sender may
 * send two messages with files in a minute.
 */
export const UPLOAD_RATE_LIMIT: RateLimitOptions = {
  max: 30,
  timeWindow: 60_000,
  errorResponseBuilder: refusal(nb.reports.tooManyRequests),
}

/** The export and the statistics download (domain.md: 10 a minute), each counted on its own. */
export const exportRateLimit = (limits: ApiRateLimits): RateLimitOptions => ({
  max: limits.exportsPerMinute,
  timeWindow: 60_000,
  errorResponseBuilder: refusal(nb.export.tooManyRequests),
})

const tooManyRequestsAnswer = apiErrorSchema.describe(
  'TOO_MANY_REQUESTS: past the per-address limit of this call; Retry-After gives the seconds',
)

const isRead = (method: string | string[]) =>
  [method].flat().every((each) => each === 'GET' || each === 'HEAD')

/**
 * Rate limits per client address. Every read (GET) counts against one limit shared by all of
 * them; a call that sets `config.rateLimit` (a form, an upload, the export) has a limit of its
 * own instead; other calls are left alone. With Redis every process counts together; without it
 * each counts in its own memory. Should Redis fail, a call is let through rather than refused:
 * the limit guards the service, it must not take it down.
 */
export async function registerRateLimit(
  app: FastifyInstance,
  redis: Redis | undefined,
  limits: ApiRateLimits,
) {
  // Runs before the plugin's own hook, which would otherwise give every route the read limit.
  app.addHook('onRoute', (route) => {
    if (route.config?.rateLimit == null && !isRead(route.method)) {
      route.config = { ...route.config, rateLimit: false }
    }
    // Every call still limited can answer 429, and the OpenAPI document says so.
    if (route.config?.rateLimit !== false && route.schema && !route.schema.hide) {
      const response = { 429: tooManyRequestsAnswer, ...(route.schema.response as object) }
      route.schema = { ...route.schema, response }
    }
  })
  await app.register(fastifyRateLimit, {
    global: true,
    max: limits.readsPerMinute,
    timeWindow: 60_000,
    ...counters(redis, 'fp:api:'),
    // Retry-After says when to try again; the error shape and a Norwegian text say why.
    errorResponseBuilder: refusal(nb.errors.tooManyReads),
  })
}

/**
 * The address a count is kept under: an IPv6 address by its /64, as the plugin's own key does,
 * since one home or phone is given a whole /64 and could otherwise step past a limit by changing
 * the address's last half. IPv4 (also written as IPv6, `::ffff:192.0.2.1`) as it is.
 */
export function countedAddress(ip: string): string {
  if (!ip.includes(':') || /^::ffff:\d+\.\d+\.\d+\.\d+$/i.test(ip)) return ip
  const [head = '', tail = ''] = ip.toLowerCase().split('%')[0]!.split('::')
  const front = head ? head.split(':') : []
  const back = ip.includes('::') ? (tail ? tail.split(':') : []) : []
  const groups = [
    ...front,
    ...Array<string>(Math.max(0, 8 - front.length - back.length)).fill('0'),
    ...back,
  ]
  return `${groups
    .slice(0, 4)
    .map((group) => group.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`
}

/** What a counter says of one request: nothing when it may go on, else the seconds to wait. */
export type RequestCount = (request: FastifyRequest) => Promise<{ retryAfterSeconds?: number }>

export interface CounterOptions {
  /** Where its counts are kept in Redis, apart from every other counter's. */
  nameSpace: string
  max: number
  timeWindowMs: number
  /** What is counted together, such as a form and an address. */
  keyOf: (request: FastifyRequest) => string
}

/**
 * A counter for requests the routes' own limits cannot see, such as page form posts, which must
 * be counted before their body is read: the same plugin, stores and Redis as the API's limits,
 * called by the caller's hook. Registered in a scope of its own, with no routes, so that it
 * limits nothing by itself.
 */
export async function createRequestCounter(
  app: FastifyInstance,
  redis: Redis | undefined,
  options: CounterOptions,
): Promise<RequestCount> {
  let count: ReturnType<FastifyInstance['createRateLimit']> | undefined
  await app.register(async (scope) => {
    await scope.register(fastifyRateLimit, {
      global: false,
      max: options.max,
      timeWindow: options.timeWindowMs,
      keyGenerator: options.keyOf,
      ...counters(redis, options.nameSpace),
    })
    count = scope.createRateLimit()
  })
  if (!count) throw new Error('the rate limiter was not registered')
  const counted = count
  return async (request) => {
    const result = await counted(request)
    return result.isAllowed || !result.isExceeded
      ? {}
      : { retryAfterSeconds: secondsLeft(result.ttl) }
  }
}
