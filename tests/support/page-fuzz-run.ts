import { expect } from 'vitest'
import type { PageAnswer } from './page-fuzz-http.ts'
import type { PagePost } from './page-fuzz-posts.ts'
import { listeningAddress, startServerProcess, type ServerProcess } from './server-process.ts'

/**
 * A real `node server/server.ts` for the fuzz tests to post to, as production runs it behind its
 * proxy (TRUST_PROXY=loopback, so each post names its own client), with metrics on: finding 1
 * of issue 14 took a process down only then. `env` adds the database, SMTP and captcha.
 */
export async function startFuzzedServer(env: Record<string, string>) {
  const server = startServerProcess({
    NODE_ENV: 'production',
    LOG_LEVEL: 'info',
    DEMO_DATA: 'false',
    PUBLIC_URL: 'https://farligeprodukter.example.no',
    METRICS_PORT: '0',
    TRUST_PROXY: 'loopback',
    PAGE_CACHE_SECONDS: '0',
    ...env,
  })
  const origin = await listeningAddress(server)
  const metrics = await server.waitForLog((line) => line.msg === 'metrics served at /metrics')
  const metricsUrl = new URL(`http://127.0.0.1:${String(metrics.port)}/metrics`)
  return { server, origin, metricsUrl }
}

/**
 * The process after the posts: still up, no 5xx in its own count, and nothing in its error log,
 * since a refused post is the sender's doing (a 405 for a post to a page that takes none is
 * logged at info level).
 */
export async function expectUnharmed(server: ServerProcess, metricsUrl: URL) {
  expect(server.child.exitCode).toBeNull()
  const statuses = await countedStatuses(metricsUrl)
  expect(Object.keys(statuses).filter((status) => Number(status) >= 500)).toEqual([])
  expect(server.logs.filter((line) => Number(line.level) >= 50)).toEqual([])
}

/** A post as a failure message shows it: its first fields and how many it had. */
export const describePost = (post: PagePost) =>
  JSON.stringify({ ...post, fields: post.fields.slice(0, 12), count: post.fields.length }).slice(
    0,
    2_000,
  )

/** How a fuzz run's posts were answered, by route and status, for its summary line. */
export interface Tally {
  outcomes: Map<string, number>
  accepted: number
  sent: number
}

export const newTally = (): Tally => ({ outcomes: new Map(), accepted: 0, sent: 0 })

export function countAnswer(tally: Tally, post: PagePost, answer: PageAnswer, who = '') {
  tally.sent++
  const key = `${who}${post.route}${post.data ? ' (.data)' : ''} ${answer.closed ?? answer.status}`
  tally.outcomes.set(key, (tally.outcomes.get(key) ?? 0) + 1)
}

/** The tally as lines, one per route and status. */
export const outcomeLines = (tally: Tally) =>
  [...tally.outcomes].sort().map(([key, n]) => `  ${key} ×${n}`)

/** Sends posts over `connections` connections, each as soon as one is free. */
export async function sendAll(
  posts: PagePost[],
  connections: number,
  work: (post: PagePost) => Promise<unknown>,
) {
  let next = 0
  const worker = async () => {
    while (next < posts.length) await work(posts[next++]!)
  }
  await Promise.all(Array.from({ length: connections }, worker))
}

/** Answers of each status the process counted, from its own /metrics. */
async function countedStatuses(metricsUrl: URL): Promise<Record<string, number>> {
  const text = await (await fetch(metricsUrl)).text()
  const counts: Record<string, number> = {}
  for (const match of text.matchAll(
    /^fp_http_requests_total\{[^}]*status_code="(\d+)"\} (\d+)/gm,
  )) {
    counts[match[1]!] = (counts[match[1]!] ?? 0) + Number(match[2])
  }
  return counts
}
