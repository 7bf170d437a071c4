import type { FastifyReply, FastifyRequest, RouteShorthandOptions } from 'fastify'
import { format } from './app/i18n/format.ts'
import { nb } from './app/i18n/nb.ts'
import { ATTACHMENT_LIMITS, formatBytes } from './domain/reports/attachment-rules.ts'

/**
 * Largest body a page takes. Without JavaScript a report form posts its files along with it, so
 * the report pages take every allowed file at its largest; other forms hold a few short fields.
 */
export function pageBodyLimit(path: string): number {
  if (path === '/innmelding' || path.startsWith('/innmelding/')) {
    return ATTACHMENT_LIMITS.maxFiles * ATTACHMENT_LIMITS.maxBytes + 1024 * 1024
  }
  return 256 * 1024
}

const limitOf = (request: FastifyRequest) => pageBodyLimit(request.url.split('?')[0] ?? '/')

function refuse(reply: FastifyReply, limit: number) {
  // Closing the connection spares the client sending the rest of a body nobody will read.
  return reply
    .code(413)
    .header('connection', 'close')
    .header('cache-control', 'no-store')
    .type('text/plain; charset=utf-8')
    .send(format(nb.errors.bodyTooLarge, { max: formatBytes(limit) }))
}

/**
 * The page routes hand the request body to React Router unread, and a form action reads it
 * whole, so the size is checked first, before any of the body is read. Browsers give every form
 * post a Content-Length; a body without one (chunked) could be of any size and is refused.
 */
export const pageBodyLimitHooks: RouteShorthandOptions = {
  async onRequest(request, reply) {
    const limit = limitOf(request)
    const declared = request.headers['content-length']
    if (declared === undefined) {
      if (request.headers['transfer-encoding'] !== undefined) return refuse(reply, limit)
      return
    }
    const length = Number(declared)
    if (!Number.isFinite(length) || length > limit) return refuse(reply, limit)
  },
}
