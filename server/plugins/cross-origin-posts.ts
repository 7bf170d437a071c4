import type { FastifyReply, FastifyRequest } from 'fastify'
import { nb } from '../../i18n/nb.ts'
import { dropRestAfterAnswer } from './page-body-limit.ts'

/**
 * Refuses a page form post sent from another origin, before it is counted or read. React Router
 * would refuse it too, by the same rule, but only after reading the body, and by throwing an
 * error the log records with its stack: anyone could fill the error log at will. The rule is
 * React Router's: an `Origin` header, when there is one, must be this site's origin as the app
 * sees it (the scheme from X-Forwarded-Proto behind a trusted proxy); `null` is refused. Without
 * one, a browser's `Sec-Fetch-Site` must say the post came from this origin or from the person
 * (an address typed or a bookmark); a program that sends neither header is no browser and
 * carries no one's session cookie of its own accord. API calls are left to the API: they carry
 * no cookie and no session. The body is dropped unread (dropRestAfterAnswer), not cut off by
 * closing the socket under a sender still sending.
 */
export async function refuseCrossOriginPagePost(request: FastifyRequest, reply: FastifyReply) {
  if (request.method !== 'POST' || request.url.startsWith('/api/')) return
  const origin = request.headers.origin
  if (origin === undefined ? sentFromHere(request) : origin === ownOrigin(request)) return
  request.log.info({ origin: origin?.slice(0, 200) }, 'form post from another origin refused')
  dropRestAfterAnswer(request.raw, reply)
  return reply
    .code(403)
    .header('cache-control', 'no-store')
    .type('text/plain; charset=utf-8')
    .send(nb.errors.crossOriginPost)
}

const ownOrigin = (request: FastifyRequest) => `${request.protocol}://${request.host}`

/** What a browser that sent no Origin says of where the post came from, if it says anything. */
function sentFromHere(request: FastifyRequest): boolean {
  const site = request.headers['sec-fetch-site']
  return site === undefined || site === 'same-origin' || site === 'none'
}
