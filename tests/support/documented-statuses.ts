import type { FastifyInstance } from 'fastify'
import type { Metrics } from '../../server/metrics.ts'

/** One kind of answer the app gave: the route's pattern ('/api/v1/produkt/:id'), method, status. */
export interface Answered {
  method: string
  route: string
  status: number
}

interface OpenApiDocument {
  paths: Record<string, Record<string, { responses?: Record<string, unknown> }>>
}

/** Every kind of answer the app gave so far, from its request counter (metrics.ts). */
export async function answeredStatuses(metrics: Metrics): Promise<Answered[]> {
  const { values } = await metrics.requests.get()
  return values.map(({ labels }) => ({
    method: String(labels.method),
    route: String(labels.route),
    status: Number(labels.status_code),
  }))
}

/**
 * The answers whose status the app's OpenAPI document does not list for that call, as
 * 'GET /api/v1/produkt 429'. A HEAD is answered by its GET. Routes the document leaves out (the
 * catch-all 404 under /api, the document and its reader, the pages) are not checked.
 */
export async function undocumentedStatuses(
  app: FastifyInstance,
  answered: Answered[],
): Promise<string[]> {
  const response = await app.inject({ method: 'GET', url: '/api/v1/openapi.json' })
  const document = response.json<OpenApiDocument>()
  const missing = new Set<string>()
  for (const { method, route, status } of answered) {
    const operations = document.paths[route.replace(/:(\w+)/g, '{$1}')]
    if (!operations) continue
    const operation = operations[method === 'HEAD' ? 'get' : method.toLowerCase()]
    if (!operation?.responses?.[String(status)]) missing.add(`${method} ${route} ${status}`)
  }
  return [...missing].sort()
}
