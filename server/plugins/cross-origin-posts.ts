import type { FastifyReply, FastifyRequest } from 'fastify'
import { nb } from '../../i18n/nb.ts'
import { dropRestAfterAnswer } from './page-body-limit.ts'

/**
 * Refuses a page form post sent from another origin, before it is counted or read. React Router
 * would refuse it too, by the same rule, but only after reading the body, and by throwing an
 * error the log records with its stack: anyone could fill the error log at will. The rule is
 * React Router's: an `Origin` header, when there is one, must be this site's origin as the app
 * sees it (the scheme from X-Forwarded-Proto behind a trusted proxy); `null` is refused. API
 * calls are left to the API: they carry no cookie and no session. The body is dropped unread
 * (dropRestAfterAnswer), not cut off by closing the socket under a sender still sending.
 */
export async function refuseCrossOriginPagePost(request: FastifyRequest, reply: FastifyReply) {
  if (request.method !== 'POST' || request.url.startsWith('/api/')) return
  const origin = request.headers.origin
  if (origin === undefined || origin === `${request.protocol}://${request.host}`) return
  request.log.info({ origin: origin.slice(0, 200) }, 'form post from another origin refused')
  dropRestAfterAnswer(request.raw, reply)
  return reply
    .code(403)
    .header('cache-control', 'no-store')
    .type('text/plain; charset=utf-8')
    .send(nb.errors.crossOriginPost)
}
