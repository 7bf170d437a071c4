import type { IncomingMessage } from 'node:http'
import { Transform, type Readable } from 'node:stream'
import type { FastifyError, FastifyReply, FastifyRequest, RouteShorthandOptions } from 'fastify'
import { format } from '../../i18n/format.ts'
import { nb } from '../../i18n/nb.ts'
import { ATTACHMENT_LIMITS, formatBytes } from '../../domain/reports/attachment-rules.ts'
import { IMPORT_LIMITS } from '../../domain/staff/products/import/import-limits.ts'
import { MAX_IMAGE_BYTES } from '../../domain/staff/products/product-images.ts'
import { webStreamOf } from './body-stream.ts'
import { LARGE_BODY_GATE, type LargeBodyGate } from './large-body-gate.ts'
import { countFormPost, unreadBody, type FormPostCounter } from './page-form-posts.ts'

const IMPORT_PATH = '/forvaltning/produkter/import'

/** The largest body of a form with a few short fields, and of a body that gives no length. */
export const SMALL_BODY_LIMIT = 256 * 1024

/**
 * Largest body a page takes. Without JavaScript a report form posts its files along with it, so
 * the report pages take every allowed file at its largest, and the staff import its spreadsheet;
 * the staff product form one picture, with room for one a little over its limit to get the
 * field's message rather than a bare 413;
 * other forms hold a few short fields.
 */
export function pageBodyLimit(path: string): number {
  if (path === '/innmelding' || path.startsWith('/innmelding/')) {
    return ATTACHMENT_LIMITS.maxFiles * ATTACHMENT_LIMITS.maxBytes + 1024 * 1024
  }
  // The staff import posts its spreadsheet, or a zip of it with pictures, with room for the form.
  if (path === IMPORT_PATH || path === `${IMPORT_PATH}.data`)
    return IMPORT_LIMITS.maxZipBytes + 64 * 1024
  // A product form posts one new picture with its fields; a bigger one is refused at the field.
  if (path.startsWith('/forvaltning/produkter/')) return 2 * MAX_IMAGE_BYTES
  return SMALL_BODY_LIMIT
}

/**
 * The limit of this request's body. A browser gives every form post its length; a body without
 * one (chunked) comes from a program, and is held to the small limit even on the report pages,
 * so that no body of unknown size is read past 256 kB.
 */
function limitOf(request: FastifyRequest): number {
  const limit = pageBodyLimit(request.url.split('?')[0] ?? '/')
  const declared = request.headers['content-length']
  return declared === undefined ? Math.min(limit, SMALL_BODY_LIMIT) : limit
}

/**
 * No `Connection: close` on a refusal: Node would close the socket as soon as the answer is
 * out, under a client still sending, which then often reads a reset instead of the answer. The
 * rest of the body is dropped for a few seconds instead (dropRestAfterAnswer).
 */
function refuse(reply: FastifyReply, limit: number) {
  return reply
    .code(413)
    .header('cache-control', 'no-store')
    .type('text/plain; charset=utf-8')
    .send(format(nb.errors.bodyTooLarge, { max: formatBytes(limit) }))
}

function refuseBusy(reply: FastifyReply) {
  const seconds = LARGE_BODY_GATE.retryAfterSeconds
  return reply
    .code(503)
    .header('cache-control', 'no-store')
    .header('retry-after', String(seconds))
    .type('text/plain; charset=utf-8')
    .send(format(nb.errors.busyWithFiles, { seconds }))
}

/**
 * Passes the body on as it is read, counting its bytes, as the web stream the page's `Request`
 * reads (body-stream.ts): past the limit the 413 goes out at once
 * and the action's reading of the form fails, so no more of it is read. The action's own answer
 * comes after ours and is dropped; Fastify would warn of that on every refused post, so only
 * errors of this request are logged from then on.
 */
function meter(payload: Readable, limit: number, request: FastifyRequest, reply: FastifyReply) {
  let bytes = 0
  const metered = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      bytes += chunk.length
      if (bytes <= limit) return done(null, chunk)
      refuse(reply, limit)
      reply.log = request.log.child({}, { level: 'error' })
      // A Response, as an action throws one: React Router answers it without logging an error.
      done(new Response(null, { status: 413 }) as unknown as Error)
    },
  })
  // pipe() and not pipeline(): destroying the request would close the socket under the 413.
  payload.pipe(metered)
  payload.once('close', () => {
    if (!(payload as IncomingMessage).complete) metered.destroy(new Error('client went away'))
  })
  // Answered before the body was read to its end (Fastify refusing a Content-Type that is no
  // media type, an action that never read it): the rest is dropped, not passed on.
  reply.raw.once('finish', () => payload.unpipe(metered))
  dropRestAfterAnswer(payload as IncomingMessage, reply)
  return webStreamOf(metered)
}

/** How long the rest of a body is waited for, and dropped, after the answer has gone. */
const LINGER_MS = 5_000

/**
 * Once the answer has gone, reads what is left of a body and drops it, for at most LINGER_MS;
 * then the connection is closed. Left in the connection, the rest would stall the next request
 * on it for ever; closed while the client still sends, the client is reset and may never read
 * the answer (a 413 or 429 lost as "connection reset"), which nginx's lingering close also
 * avoids. Dropped bytes cost no memory, and the wait is bounded by time, not by bytes: a cap
 * of bytes reset clients that were still sending a body far past its limit.
 */
export function dropRestAfterAnswer(raw: IncomingMessage, reply: FastifyReply) {
  reply.raw.once('finish', () => {
    if (raw.complete) return
    const linger = setTimeout(() => raw.socket?.destroy(), LINGER_MS).unref()
    raw.once('end', () => clearTimeout(linger))
    raw.resume()
  })
}

export interface PageBodyOptions {
  /** The per-address count of form posts (domain.md: each form 10 a minute). */
  formPosts: FormPostCounter
  /** The process-wide bound on large bodies read at once. */
  largeBodies: LargeBodyGate
}

/**
 * The page routes hand the request body to React Router unread, and a form action reads it
 * whole, so everything that can refuse a post does so before the action reads: a declared
 * length over the limit is 413 before any byte is read, a sender over its limit 429 (drawn by
 * the page, see page-form-posts.ts), a large body waits for its turn (or 503), and a body is
 * cut with 413 the moment it passes its limit while it streams.
 */
export function pageBodyHooks({ formPosts, largeBodies }: PageBodyOptions): RouteShorthandOptions {
  return {
    async onRequest(request, reply) {
      const limit = limitOf(request)
      const declared = request.headers['content-length']
      if (declared !== undefined && !(Number(declared) <= limit)) {
        dropRestAfterAnswer(request.raw, reply)
        return refuse(reply, limit)
      }
      if (!(await countFormPost(formPosts, request))) {
        // Answered by the page without its body, which is then dropped as it comes.
        return dropRestAfterAnswer(request.raw, reply)
      }
      if (Number(declared ?? 0) > SMALL_BODY_LIMIT && !(await largeBodies.enter(reply))) {
        dropRestAfterAnswer(request.raw, reply)
        return refuseBusy(reply)
      }
    },
    async preParsing(request, reply, payload) {
      return unreadBody(request) ?? meter(payload, limitOf(request), request, reply)
    },
  }
}

/**
 * The pages' error handler: a post whose Content-Type is no media type at all is refused by
 * Fastify before any hook or page sees it; it gets a Norwegian answer, as the other refusals of
 * a page body do, not Fastify's English JSON. Anything else goes on to Fastify's own handler.
 */
export function refuseUnknownContentType(
  error: FastifyError,
  _request: FastifyRequest,
  reply: FastifyReply,
) {
  if (error.code !== 'FST_ERR_CTP_INVALID_MEDIA_TYPE') throw error
  return reply
    .code(415)
    .header('cache-control', 'no-store')
    .type('text/plain; charset=utf-8')
    .send(nb.errors.unknownFormType)
}
