import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import type { Redis } from 'ioredis'
import { countedAddress, createRequestCounter } from '../../api/rate-limit.ts'
import { format } from '../../i18n/format.ts'
import { chooseLanguage, messagesFor } from '../../i18n/language.ts'

/** How many suggestion requests an address may make in a window. */
export interface SuggestionLimit {
  max: number
  timeWindowMs: number
}

/** The suggestions route, also as React Router's data request would name it. */
const isSuggestionRequest = (request: FastifyRequest) =>
  (request.method === 'GET' || request.method === 'HEAD') &&
  /^\/forslag(\.data)?$/.test(request.url.split('?')[0] ?? '')

/** The language the suggestions route would answer in: the address's `lang`, else the cookie's. */
const languageOf = (request: FastifyRequest) =>
  chooseLanguage(
    new Request(new URL(request.url, 'http://localhost'), {
      headers: { cookie: request.headers.cookie ?? '' },
    }),
  ).lang

/**
 * Limits GET /forslag per address, apart from every other limit: the header search asks at each
 * pause in the typing, so a person stays far below `max`, but each answer searches the
 * catalogue, and a script could ask for it word by word. Past the limit the answer is 429 in
 * the API's error shape, with Retry-After, before any page code runs. With Redis every process
 * counts together (under fp:forslag:); without it each on its own.
 */
export async function limitSuggestions(
  app: FastifyInstance,
  redis: Redis | undefined,
  limit: SuggestionLimit,
) {
  const count = await createRequestCounter(app, redis, {
    nameSpace: 'fp:forslag:',
    max: limit.max,
    timeWindowMs: limit.timeWindowMs,
    keyOf: (request) => countedAddress(request.ip),
  })
  app.addHook('onRequest', async (request: FastifyRequest, reply: FastifyReply) => {
    if (!isSuggestionRequest(request)) return
    const { retryAfterSeconds } = await count(request)
    if (retryAfterSeconds === undefined) return
    const t = messagesFor(languageOf(request))
    return reply
      .code(429)
      .header('retry-after', String(retryAfterSeconds))
      .header('cache-control', 'no-store')
      .send({
        type: 'TOO_MANY_REQUESTS',
        message: format(t.errors.tooManyReads, { seconds: retryAfterSeconds }),
        reference: request.id,
      })
  })
}
