import { sql } from 'drizzle-orm'
import { fastify, type FastifyInstance } from 'fastify'
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client'
import type { Db } from '../db/connection.ts'

/**
 * What Prometheus scrapes (docs/operations.md): requests by route, mail sent and failed, the
 * outbox and the scheduled jobs waiting, and the process's own figures. Routes are labelled by
 * their pattern ('/api/v1/produkt/:id'), never by the path asked for, so no id, search text or
 * token becomes a label.
 */
export interface Metrics {
  registry: Registry
  requests: Counter<'method' | 'route' | 'status_code'>
  requestSeconds: Histogram<'method' | 'route'>
  mailSent: Counter
  mailFailed: Counter
  mailGivenUp: Counter
}

export function createMetrics(db: Db): Metrics {
  const registry = new Registry()
  collectDefaultMetrics({ register: registry })
  const registers = [registry]
  const outbox = new Gauge({
    name: 'fp_mail_outbox_messages',
    help: 'Unsent e-mail in the outbox: due now, held back (files uploading, retry backoff), or given up',
    labelNames: ['state'],
    registers,
    async collect() {
      const result = await db.execute<{ due: number; waiting: number; given_up: number }>(sql`
        select count(*) filter (where gitt_opp is null and neste_forsok <= now())::int as due,
               count(*) filter (where gitt_opp is null and neste_forsok > now())::int as waiting,
               count(*) filter (where gitt_opp is not null)::int as given_up
        from epost_utboks where sendt is null`)
      const row = result.rows[0]
      outbox.set({ state: 'due' }, row?.due ?? 0)
      outbox.set({ state: 'waiting' }, row?.waiting ?? 0)
      outbox.set({ state: 'given_up' }, row?.given_up ?? 0)
    },
  })
  const jobs = new Gauge({
    name: 'fp_scheduled_jobs_unfinished',
    help: 'Scheduled runs (newsletter, clean-up) claimed or failed and not yet finished',
    registers,
    async collect() {
      const result = await db.execute<{ n: number }>(
        sql`select count(*)::int as n from planlagt_jobb where fullfort is null`,
      )
      jobs.set(result.rows[0]?.n ?? 0)
    },
  })
  return {
    registry,
    requests: new Counter({
      name: 'fp_http_requests_total',
      help: 'HTTP requests answered, by route pattern and status',
      labelNames: ['method', 'route', 'status_code'],
      registers,
    }),
    requestSeconds: new Histogram({
      name: 'fp_http_request_duration_seconds',
      help: 'Time to answer an HTTP request, by route pattern',
      labelNames: ['method', 'route'],
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.2, 0.5, 1, 2.5, 5, 10],
      registers,
    }),
    mailSent: new Counter({
      name: 'fp_mail_sent_total',
      help: 'E-mail handed to the SMTP server',
      registers,
    }),
    mailFailed: new Counter({
      name: 'fp_mail_failed_total',
      help: 'Attempts to send an e-mail that failed (each is retried with backoff)',
      registers,
    }),
    mailGivenUp: new Counter({
      name: 'fp_mail_given_up_total',
      help: 'E-mail the receiving server refused for good (no such address): not retried',
      registers,
    }),
  }
}

/** For the mail worker's onDelivered: counts what each round sent, what failed, what was given up. */
export function countMail(metrics: Metrics) {
  return ({ sent, failed, givenUp }: { sent: number; failed: number; givenUp: number }) => {
    metrics.mailSent.inc(sent)
    metrics.mailFailed.inc(failed)
    metrics.mailGivenUp.inc(givenUp)
  }
}

/** Counts and times every answer of the app. The web pages are one route, 'page'. */
export function recordRequests(app: FastifyInstance, metrics: Metrics) {
  app.addHook('onResponse', async (request, reply) => {
    const pattern = request.routeOptions.url
    const route = !pattern ? 'unknown' : pattern === '*' ? 'page' : pattern
    const method = request.method
    metrics.requests.inc({ method, route, status_code: String(reply.statusCode) })
    metrics.requestSeconds.observe({ method, route }, reply.elapsedTime / 1000)
  })
}

/**
 * GET /metrics on an address of its own (METRICS_HOST:METRICS_PORT, loopback by default), so
 * the load balancer, which forwards only the site's port, never exposes it.
 */
export async function startMetricsServer(
  metrics: Metrics,
  { host, port }: { host: string; port: number },
): Promise<{ port: number; close(): Promise<void> }> {
  const server = fastify()
  server.get('/metrics', async (_request, reply) => {
    reply.header('content-type', metrics.registry.contentType)
    return metrics.registry.metrics()
  })
  await server.listen({ host, port })
  const address = server.server.address()
  return {
    port: typeof address === 'object' && address ? address.port : port,
    close: () => server.close(),
  }
}
