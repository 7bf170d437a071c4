import { existsSync } from 'node:fs'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildApp } from '../server/build-app.ts'
import { nb } from '../i18n/nb.ts'
import { CONNECT_TIMEOUT_MS, openDatabase, type Database } from '../db/connection.ts'
import { createMetrics, type Metrics } from '../server/metrics.ts'
import { createCatalogue } from '../tests/support/catalogue-fixture.ts'
import { answeredStatuses, undocumentedStatuses } from '../tests/support/documented-statuses.ts'
import { listeningAddress, startServerProcess } from '../tests/support/server-process.ts'
import { captchaFor, newClientAddress } from '../tests/support/subscriptions.ts'
import { startTcpProxy, type TcpProxy } from '../tests/support/tcp-proxy.ts'
import { testServices } from '../tests/support/test-app.ts'
import { createTestDatabase } from '../tests/support/test-database.ts'

// An outage needs a server at the other end of a network connection to lose: the embedded
// database lives inside this process. CI's PostgreSQL pass runs this (TEST_DATABASE_URL).
const onPostgres = Boolean(process.env.TEST_DATABASE_URL)
// A real process serves the pages from their build, which `npm test` makes before CI's
// PostgreSQL pass.
const pagesBuilt = existsSync('build/server/index.js')

let direct: Database
let proxy: TcpProxy
let viaProxy: Database
let app: FastifyInstance
let proxiedUrl: string
let metrics: Metrics

beforeAll(async () => {
  if (!onPostgres) return
  // A database of this file's own, filled directly; the app reaches it only through the proxy.
  direct = await createTestDatabase()
  await createCatalogue(direct.db)
  const url = new URL(direct.url)
  proxy = await startTcpProxy({ host: url.hostname, port: Number(url.port || 5432) })
  url.hostname = '127.0.0.1'
  url.port = String(proxy.port)
  proxiedUrl = url.toString()
  viaProxy = await openDatabase({ url: proxiedUrl, poolSize: 5 })
  // Counts every answer, as in production, so the last test can hold them to the document.
  metrics = createMetrics(direct.db)
  app = await buildApp({
    web: false,
    services: testServices(viaProxy.db),
    metrics,
  })
})

afterAll(async () => {
  await app?.close()
  await viaProxy?.close()
  await proxy?.close()
  await direct?.close()
})

const get = (url: string) => app.inject({ method: 'GET', url })

describe.skipIf(!onPostgres)(
  'a database outage (PostgreSQL only, TEST_DATABASE_URL: the embedded database has no connection to cut)',
  () => {
    it('is answered at once with 503 in the error shape, and the app recovers by itself', async () => {
      expect((await get('/api/v1/kategori')).statusCode).toBe(200)
      // A challenge is made without the database; its answer is checked against it.
      const grecaptcha = encodeURIComponent(await captchaFor(app))

      await proxy.cut()
      const started = Date.now()
      const read = await get('/api/v1/kategori')
      // Refused connections fail at once, well before the pool would give up waiting.
      expect(Date.now() - started).toBeLessThan(CONNECT_TIMEOUT_MS)
      expect(read.statusCode).toBe(503)
      expect(read.headers['retry-after']).toBe('10')
      expect(read.headers['cache-control']).toBe('no-store')
      expect(read.json()).toEqual({
        type: 'SERVICE_UNAVAILABLE',
        message: nb.errors.SERVICE_UNAVAILABLE,
        reference: expect.stringMatching(/^[0-9a-f]{12}$/),
      })
      const write = await app.inject({
        method: 'POST',
        url: `/api/v1/abonnement?grecaptcha=${grecaptcha}`,
        body: { navn: 'Kari', epost: 'kari.outage@example.no' },
        remoteAddress: newClientAddress(),
      })
      expect(write.statusCode).toBe(503)
      expect(write.json().type).toBe('SERVICE_UNAVAILABLE')
      // The load balancer's probes: up, but not ready.
      expect((await get('/health')).statusCode).toBe(200)
      expect((await get('/ready')).statusCode).toBe(503)

      await proxy.restore()
      // No restart: the pool makes new connections as soon as the server answers again.
      await expect.poll(async () => (await get('/api/v1/kategori')).statusCode).toBe(200)
      expect((await get('/ready')).statusCode).toBe(200)
    })

    it('answers 503 on exactly the GET calls whose OpenAPI answers list it', async () => {
      const document = (await get('/api/v1/openapi.json')).json<{
        paths: Record<string, { get?: { responses: Record<string, unknown> } }>
      }>()
      const grecaptcha = encodeURIComponent(await captchaFor(app))
      await proxy.cut()
      try {
        const mismatches: string[] = []
        for (const [path, { get: operation }] of Object.entries(document.paths)) {
          if (!operation) continue
          // Valid values, so no call is refused before it would ask the database.
          const url = path.replace('{pnr}', '0150').replace('{id}', '1')
          const answer = await get(`${url}?grecaptcha=${grecaptcha}&token=x`)
          const documented = '503' in operation.responses
          if ((answer.statusCode === 503) !== documented) {
            mismatches.push(`GET ${path}: ${answer.statusCode}, 503 documented: ${documented}`)
          }
        }
        expect(mismatches).toEqual([])
      } finally {
        await proxy.restore()
      }
      await expect.poll(async () => (await get('/api/v1/kategori')).statusCode).toBe(200)
    })

    it('answered nothing the OpenAPI document leaves out', async () => {
      expect(await undocumentedStatuses(app, await answeredStatuses(metrics))).toEqual([])
    })

    it.skipIf(!pagesBuilt)(
      'leaves a real process up, its pages 503 too, until it recovers (needs the build of the pages)',
      async () => {
        const server = startServerProcess({
          NODE_ENV: 'production',
          LOG_LEVEL: 'info',
          DATABASE_URL: proxiedUrl,
          CAPTCHA_SECRET: 'outage-test-'.padEnd(40, 'x'),
          SMTP_URL: 'smtp://127.0.0.1:1',
          PUBLIC_URL: 'https://farligeprodukter.example.no',
        })
        try {
          const origin = await listeningAddress(server)
          const status = async (path: string) => (await fetch(new URL(path, origin))).status
          expect(await status('/search')).toBe(200)
          await proxy.cut()
          // A page not drawn before that reads the database: one drawn seconds ago may still be
          // sent from the page cache (decision 030), and a search with no hits is answered by
          // the in-memory index alone (decision 039); a product page reads its product.
          const page = await fetch(new URL('/produkt/1', origin))
          expect(page.status).toBe(503)
          expect(page.headers.get('retry-after')).toBe('10')
          expect(page.headers.get('content-type')).toMatch(/^text\/html/)
          const html = await page.text()
          expect(html).toContain('Tjenesten er midlertidig utilgjengelig')
          // The reference the page shows finds the request's log line: a warning, timed.
          const reference = /Referanse: ([0-9a-f]{12})</.exec(html)?.[1]
          expect(reference, 'a reference on the error page').toBeDefined()
          const line = await server.waitForLog(
            (log) => log.msg === 'database unavailable' && log.reference === reference,
          )
          expect(line).toMatchObject({ level: 40, time: expect.any(Number) })
          expect(await status('/api/v1/kategori')).toBe(503)
          await proxy.restore()
          // Back: the database answers again, and the catalogue has no product 1.
          await expect.poll(() => status('/produkt/1')).toBe(404)
          expect(await status('/search?q=lader')).toBe(200)
          expect(server.child.exitCode).toBeNull()
        } finally {
          await proxy.restore()
          server.child.kill('SIGKILL')
        }
      },
      60_000,
    )
  },
)
