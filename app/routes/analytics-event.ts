import { clientContext, servicesContext } from '#app-context'
import { forwardPageView, readPageView } from '../components/head/page-view.server.ts'
import { requestLog } from '../request-log.server.ts'
import type { Route } from './+types/analytics-event.ts'

/** A page view is a hundred bytes or so; anything much larger is not one. */
const MAX_EVENT_BYTES = 4096

const noStore = { 'Cache-Control': 'no-store' }

/**
 * POST /stats/event: where the self-hosted page-view beacon (public/stats/script.js) reports.
 * With PLAUSIBLE_API_HOST set, the server passes each page view on to that Plausible server;
 * without it the event is read and dropped. Nothing is stored here either way.
 */
export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== 'POST')
    return new Response(null, { status: 405, headers: { Allow: 'POST' } })
  // The body must be read to its end: dropping it unread would cut the visitor's connection.
  const body = await readBody(request, MAX_EVENT_BYTES)
  // The rest of the body is left unread, so the connection closes: kept alive, the next request
  // on it would wait behind those bytes for ever.
  if (body === undefined) {
    return new Response(null, { status: 413, headers: { ...noStore, Connection: 'close' } })
  }
  const { siteConfig, plausibleApiHost } = context.get(servicesContext)
  const domain = siteConfig.plausibleDomain
  if (!domain || !plausibleApiHost) return new Response(null, { status: 202, headers: noStore })
  const view = readPageView(body, domain)
  if (!view) return new Response(null, { status: 400, headers: noStore })
  // Answered at once: the visitor's page does not wait for the statistics service.
  const visitor = {
    userAgent: request.headers.get('user-agent') ?? '',
    address: context.get(clientContext).address,
  }
  void forwardPageView(plausibleApiHost, view, visitor, requestLog(context)?.log)
  return new Response(null, { status: 202, headers: noStore })
}

export function loader() {
  return new Response(null, { status: 405, headers: { Allow: 'POST' } })
}

/** The body as text, or undefined once it passes `limit` bytes. */
async function readBody(request: Request, limit: number): Promise<string | undefined> {
  const reader = request.body?.getReader()
  if (!reader) return ''
  const chunks: Uint8Array[] = []
  let size = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done) return Buffer.concat(chunks).toString('utf8')
    size += value.byteLength
    if (size > limit) {
      await reader.cancel()
      return undefined
    }
    chunks.push(value)
  }
}
