import type { Route } from './+types/analytics-event.ts'

/** A page view is a hundred bytes or so; anything much larger is not one. */
const MAX_EVENT_BYTES = 4096

/**
 * POST /stats/event: where the self-hosted page-view beacon (public/stats/script.js) reports.
 * TODO: forward to a Plausible server once one is set up for the service (a PLAUSIBLE_API_HOST
 * setting, sent from the server with the visitor's user agent and address as Plausible expects).
 * Until then the event is read and dropped: nothing is stored and nothing leaves the server.
 */
export async function action({ request }: Route.ActionArgs) {
  if (request.method !== 'POST')
    return new Response(null, { status: 405, headers: { Allow: 'POST' } })
  // The body must be read to its end: dropping it unread would cut the visitor's connection.
  const size = await bodySize(request, MAX_EVENT_BYTES)
  const status = size > MAX_EVENT_BYTES ? 413 : 202
  return new Response(null, { status, headers: { 'Cache-Control': 'no-store' } })
}

export function loader() {
  return new Response(null, { status: 405, headers: { Allow: 'POST' } })
}

/** Reads the body up to just past `limit` bytes; answers how much it read. */
async function bodySize(request: Request, limit: number): Promise<number> {
  const reader = request.body?.getReader()
  if (!reader) return 0
  let size = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done) return size
    size += value.byteLength
    if (size > limit) {
      await reader.cancel()
      return size
    }
  }
}
