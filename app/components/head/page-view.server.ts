import { z } from 'zod'
import type { RequestLog } from '#app-context'

/** How long the server waits for the statistics service before it gives the page view up. */
const FORWARD_TIMEOUT_MS = 3000

/** What the beacon (public/stats/script.js) sends: Plausible's short event names. */
const beaconEventSchema = z.object({
  n: z.literal('pageview'),
  u: z.url({ protocol: /^https?$/ }).max(2000),
  d: z.string().max(253),
  r: z.string().max(2000).nullable().optional(),
})

export interface PageView {
  url: string
  domain: string
  referrer: string | null
}

/**
 * The page view in a beacon's body, or undefined when the body is not one for this site's
 * statistics (`domain`). The addresses lose their query and fragment: a search address holds
 * what a person typed, and the beacon strips it, so the server does the same to the referrer.
 */
export function readPageView(body: string, domain: string): PageView | undefined {
  let json: unknown
  try {
    json = JSON.parse(body)
  } catch {
    return undefined
  }
  const event = beaconEventSchema.safeParse(json)
  if (!event.success || event.data.d !== domain) return undefined
  return {
    url: withoutQuery(event.data.u)!,
    domain,
    referrer: event.data.r ? withoutQuery(event.data.r) : null,
  }
}

function withoutQuery(address: string): string | null {
  try {
    const url = new URL(address)
    return `${url.origin}${url.pathname}`
  } catch {
    return null
  }
}

/**
 * Sends a page view to the Plausible server's events API, as Plausible's own script would from
 * the browser: with the visitor's user agent and address, which Plausible turns into a daily
 * changing hash to count unique visitors and does not keep. The page never talks to Plausible
 * itself. A failure only costs the count, so it is logged (through the request's logger, as the
 * rest of the server logs) and dropped.
 */
export async function forwardPageView(
  apiHost: string,
  view: PageView,
  visitor: { userAgent: string; address: string },
  log: RequestLog['log'] | undefined,
): Promise<void> {
  try {
    const response = await fetch(new URL('/api/event', apiHost), {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        'User-Agent': visitor.userAgent,
        'X-Forwarded-For': visitor.address,
      },
      body: JSON.stringify({
        name: 'pageview',
        url: view.url,
        domain: view.domain,
        referrer: view.referrer,
      }),
      signal: AbortSignal.timeout(FORWARD_TIMEOUT_MS),
    })
    await response.body?.cancel()
    if (!response.ok) failed(`status ${response.status}`)
  } catch (error) {
    failed(error instanceof Error ? error.name : 'error')
  }

  // No address, agent or page: only what went wrong.
  function failed(reason: string) {
    log?.warn({ reason }, 'page view not forwarded')
  }
}
