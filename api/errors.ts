import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { nb } from '../i18n/nb.ts'
import { format } from '../i18n/format.ts'
import { translateKey } from '../i18n/translate.ts'
import { formatBytes } from '../domain/reports/attachment-rules.ts'
import { isOutage, OUTAGE_ANSWER } from '../domain/site/outage.ts'

/** The error body of spec section 8: the web translates `type` and offers `reference` to copy. */
export const apiErrorSchema = z.object({
  type: z.string(),
  message: z.string(),
  reference: z.string(),
})

type ApiError = z.infer<typeof apiErrorSchema>

/** An error a handler throws on purpose, answered with its status and text as they are. */
export class HttpProblem extends Error {
  readonly statusCode: number
  readonly type: string
  constructor(statusCode: number, type: string, message: string) {
    super(message)
    this.statusCode = statusCode
    this.type = type
  }
}

/**
 * The largest JSON or form body an API call takes: the longest report, every text field full,
 * is well under it. Files go to /vedlegg as multipart, which has limits of its own.
 */
export const API_BODY_LIMIT_BYTES = 256 * 1024

/**
 * The calls whose body is a few short fields (an observation, a subscription, an e-mail address,
 * a token) take 16 kB, several times their largest valid body; only the concern and the
 * duty-to-report message, with long free texts and lists, need API_BODY_LIMIT_BYTES.
 */
export const SHORT_BODY_LIMIT_BYTES = 16 * 1024

export const notFound = () => new HttpProblem(404, 'PageNotFound', 'Not Found')

function sendProblem(
  reply: FastifyReply,
  request: FastifyRequest,
  statusCode: number,
  type: string,
  message: string,
) {
  const body: ApiError = { type, message, reference: request.id }
  return reply.code(statusCode).header('cache-control', 'no-store').send(body)
}

/**
 * Fastify's own refusals that come before any route is chosen (a path with a broken
 * percent-escape, FST_ERR_BAD_URL): for the buildApp option `frameworkErrors`, which the scopes'
 * error handlers never see. Under /api they answer in the error shape; a page answers in text.
 */
export function answerFrameworkError(
  _error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
): void {
  if (request.url.startsWith('/api/')) {
    void sendProblem(reply, request, 400, 'BAD_REQUEST', nb.errors.BAD_REQUEST)
    return
  }
  void reply.code(400).type('text/plain; charset=utf-8').send(nb.errors.BAD_REQUEST)
}

/**
 * Whether an error only says that the client went away before its answer was sent (the stream
 * of the answer was closed early with the connection): the client's doing, not a fault.
 */
export function clientWentAway(error: Error, request: FastifyRequest): boolean {
  const code = (error as { code?: unknown }).code
  return code === 'ERR_STREAM_PREMATURE_CLOSE' && request.raw.socket?.destroyed !== false
}

/**
 * Every failure under /api answers in the spec's error shape. The reference is the request id,
 * which is also on the log line, so support can find what happened without a stack trace ever
 * reaching the browser.
 */
export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof HttpProblem) {
      return sendProblem(reply, request, error.statusCode, error.type, error.message)
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const first = error.validation[0]
      const name =
        first?.instancePath.replace(/^\//, '').replaceAll('/', '.') || error.validationContext || ''
      const problem = first?.message ?? nb.errors.BAD_REQUEST
      // A refinement may carry values for its text, such as the widths an image is served in.
      const values = (first?.params as { params?: Record<string, string | number> } | undefined)
        ?.params
      // Our schemas name an i18n text; Zod's own messages are shown as they are.
      const message =
        translateKey(nb, problem, { ...values, name }) ??
        format(nb.errors.invalidParameter, { name, problem })
      return sendProblem(reply, request, 400, 'BAD_REQUEST', message)
    }
    const status = error.statusCode ?? 500
    if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
      reply.header('connection', 'close')
      const max = request.routeOptions.bodyLimit ?? API_BODY_LIMIT_BYTES
      const message = format(nb.errors.bodyTooLarge, { max: formatBytes(max) })
      return sendProblem(reply, request, 413, 'PAYLOAD_TOO_LARGE', message)
    }
    if (status >= 400 && status < 500) {
      // Fastify's own refusals (bad JSON, body too large, wrong content type) keep their status.
      return sendProblem(reply, request, status, 'BAD_REQUEST', nb.errors.BAD_REQUEST)
    }
    if (isOutage(error, request.log)) {
      // Not a bug but an outage: the client is told to come back, as is a load balancer by /ready.
      reply.headers(OUTAGE_ANSWER.headers)
      const message = nb.errors.SERVICE_UNAVAILABLE
      return sendProblem(reply, request, OUTAGE_ANSWER.status, 'SERVICE_UNAVAILABLE', message)
    }
    if (clientWentAway(error, request)) {
      // No one is there to read the answer, and it is no fault of ours.
      request.log.info('client went away before the answer was sent')
    } else {
      request.log.error({ err: error, reference: request.id }, 'unexpected error')
    }
    return sendProblem(reply, request, 500, 'UNEXPECTED_ERROR', nb.errors.UNEXPECTED_ERROR)
  })

  app.setNotFoundHandler((request, reply) => {
    sendProblem(reply, request, 404, 'PageNotFound', 'Not Found')
  })
}
