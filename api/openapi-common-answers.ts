import type { FastifyInstance, RouteOptions } from 'fastify'
import { z } from 'zod'
import { OUTAGE_ANSWER } from '../domain/site/outage.ts'
import { apiErrorSchema } from './errors.ts'

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The call answers from memory alone and never asks the database, so an outage of the
     * database gives it no 503 (api/database-outage.test.ts asks every GET during one).
     */
    withoutDatabase?: boolean
    /** Its 200 is streamed: a stream gets no ETag (@fastify/etag), so it never answers 304. */
    streamed?: boolean
  }
}

const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE'])

const answers = {
  304: z
    .null()
    .describe(
      'Not Modified: the answer has not changed since the one whose ETag was sent in ' +
        'If-None-Match; no body',
    ),
  400: apiErrorSchema.describe(
    'Refused: a parameter or the body is not valid (BAD_REQUEST, the message names it), or ' +
      'the call cannot be done as asked (the type says why)',
  ),
  413: apiErrorSchema.describe('PAYLOAD_TOO_LARGE: the body is larger than this call takes'),
  415: apiErrorSchema.describe(
    'BAD_REQUEST: the body is of a Content-Type this call does not read',
  ),
  [OUTAGE_ANSWER.status]: apiErrorSchema.describe(
    'SERVICE_UNAVAILABLE: the database cannot be reached just now; Retry-After gives the ' +
      'seconds to wait before trying again',
  ),
}

/**
 * The answers every call shares, added to each call's own so the document lists every status a
 * call can answer (a call's own text wins). Fastify and our schemas refuse before a handler runs:
 * 400 for a call that takes parameters or a body, 413 and 415 for one that reads a body. A call
 * that needs the database answers 503 in an outage (api/errors.ts); a GET whose 200 carries an
 * ETag (api/index.ts) answers 304 to it. The rate limits add their 429 (rate-limit.ts). Each
 * call also gets an operationId from its method and path.
 */
export function documentCommonAnswers(app: FastifyInstance) {
  app.addHook('onRoute', (route: RouteOptions) => {
    const schema = route.schema
    if (!schema || schema.hide) return
    const methods = [route.method].flat()
    const readsBody = methods.some((method) => BODY_METHODS.has(method))
    const own = (schema.response ?? {}) as Record<number, unknown>
    const common: Record<number, unknown> = {}
    if (methods.includes('GET') && own[200] && !route.config?.streamed) common[304] = answers[304]
    if (readsBody || schema.params || schema.querystring) common[400] = answers[400]
    // Even a scope that reads any type itself (the one-click unsubscribe) refuses a
    // Content-Type Fastify cannot read at all: the API fuzz test saw it.
    if (readsBody) Object.assign(common, { 413: answers[413], 415: answers[415] })
    if (!route.config?.withoutDatabase) common[OUTAGE_ANSWER.status] = answers[OUTAGE_ANSWER.status]
    const response = { ...common, ...own }
    route.schema = { operationId: operationId(route), ...schema, response }
  })
}

/** A name for a call that client generators use: getProduktId for GET /api/v1/produkt/:id. */
function operationId(route: RouteOptions): string {
  const words = route.url.replace(/^\/api\/v1/, '').split(/[^A-Za-z0-9]+/)
  const method = [route.method].flat()[0]!.toLowerCase()
  return method + words.map((word) => word.charAt(0).toUpperCase() + word.slice(1)).join('')
}
