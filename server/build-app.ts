import { randomBytes } from 'node:crypto'
import fastifyCompress from '@fastify/compress'
import { fastifyReactRouter } from '@mcansh/react-router-fastify'
import { fastify, type FastifyBaseLogger, type FastifyInstance } from 'fastify'
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod'
import { RouterContextProvider } from 'react-router'
import type { ViteDevServer } from 'vite'
import { api } from '../api/index.ts'
import type { ApiDependencies } from '../api/context.ts'
import type { ApiRateLimits } from '../api/rate-limit.ts'
import { DEV_MAILBOX_PATH, devMailboxRoutes } from '../api/dev-mailbox.ts'
import { crawlerFileRoutes } from './crawler-files.ts'
import { healthRoutes } from './health.ts'
import { mediaRoutes } from '../api/media.ts'
import { registerOpenApi } from '../api/openapi.ts'
import {
  answerFrameworkError,
  API_BODY_LIMIT_BYTES,
  notFound,
  registerErrorHandling,
} from '../api/errors.ts'
import { createLargeBodyGate, LARGE_BODY_GATE } from './plugins/large-body-gate.ts'
import { refuseCrossOriginPagePost } from './plugins/cross-origin-posts.ts'
import { pageBodyHooks, refuseUnknownContentType } from './plugins/page-body-limit.ts'
import { createFormPostCounter, formPostVerdict } from './plugins/page-form-posts.ts'
import { createPageCache, type PageCache } from './plugins/page-cache.ts'
import { limitSuggestions } from './plugins/suggestion-limit.ts'
import { SUGGESTIONS_PER_MINUTE } from '../domain/site/rate-limits.ts'
import type { Readiness } from './readiness.ts'
import { ServerLogController } from './log-controller.ts'
import { recordRequests, type Metrics } from './metrics.ts'
import { registerSecurityHeaders } from './plugins/security-headers.ts'
import { staticFileHeaders } from './plugins/static-file-headers.ts'
import { describeZodProblemsInNorwegian } from '../api/zod-problems.ts'
import type { TrustProxy } from './trust-proxy.ts'
import {
  clientContext,
  cspNonceContext,
  formPostContext,
  requestLogContext,
  servicesContext,
  type Services,
} from '#app-context'

export interface AppOptions {
  /**
   * One object for both: the pages' services (app/context.ts) and the API's dependencies
   * (api/context.ts), each declared by the side that uses it.
   */
  services: Services & ApiDependencies
  /** Without one the app logs nothing, as tests want. */
  logger?: FastifyBaseLogger
  /** The web pages: off in API tests, Vite's dev server in development, the build otherwise. */
  web?: false | { devServer?: ViteDevServer }
  /** The development mailbox pages: only where mail is kept instead of sent, never in production. */
  devMailbox?: boolean
  /** Strict-Transport-Security on every answer: in production, which is served over HTTPS. */
  hsts?: boolean
  /** Counts and times every answer for /metrics (METRICS_PORT). */
  metrics?: Metrics
  /**
   * Whose X-Forwarded-For names the client (TRUST_PROXY). By default no one's: the address is
   * the socket's, so a client cannot name a fresh one for each call past the rate limits.
   */
  trustProxy?: TrustProxy
  /** The API's per-address limits, where not domain.md's (tests and benches lift the reads). */
  rateLimits?: Partial<ApiRateLimits>
  /**
   * How long a shared page is sent again as drawn (PAGE_CACHE_SECONDS, decision 030). Off (0)
   * unless asked for: tests change the catalogue and look at the page again at once.
   */
  pageCacheSeconds?: number
  /** Addresses a sitemap file lists before the sitemap is split: the protocol's 50,000 unless a test asks for fewer. */
  sitemapLimit?: number
  /** The page cache made by the caller, who clears it when products change; else one of its own. */
  pageCache?: PageCache
  /** What /ready reports (readiness.ts); without it the app is ready once the database is. */
  readiness?: Readiness
}

/** Builds the whole HTTP application: the JSON API under /api/v1 and the web pages. */
export async function buildApp({
  services,
  logger,
  web = {},
  devMailbox,
  hsts = false,
  metrics,
  trustProxy = false,
  rateLimits,
  pageCacheSeconds = 0,
  sitemapLimit,
  pageCache = createPageCache({ seconds: pageCacheSeconds }),
  readiness,
}: AppOptions) {
  const app = fastify({
    loggerInstance: logger,
    // The id doubles as the error reference a person may read out to support: short, unguessable.
    genReqId: () => randomBytes(6).toString('hex'),
    logController: new ServerLogController(),
    // Fastify takes a count of hops too, but its types do not: the same rule as a function.
    trustProxy:
      typeof trustProxy === 'number'
        ? (_address: string, hop: number) => hop < trustProxy
        : trustProxy,
    bodyLimit: API_BODY_LIMIT_BYTES,
    frameworkErrors: answerFrameworkError,
  })
  if (metrics) recordRequests(app, metrics)
  describeZodProblemsInNorwegian()
  app.setValidatorCompiler(validatorCompiler)
  app.setSerializerCompiler(serializerCompiler)
  // First, so that every answer below carries the headers, errors and static files included.
  await registerSecurityHeaders(app, {
    hsts,
    development: Boolean(web && web.devServer),
    formTargets: () => services.oidc?.formTargets() ?? [],
  })
  closeConnectionsWhenClosing(app)

  await app.register(
    async (apiScope: FastifyInstance) => {
      // Unknown paths anywhere under /api answer in the API's error shape, not with a page.
      registerErrorHandling(apiScope)
      await registerOpenApi(apiScope)
      apiScope.all('/*', { schema: { hide: true } }, async () => {
        throw notFound()
      })
      await apiScope.register(api, { prefix: '/v1', ...services, rateLimits })
    },
    { prefix: '/api' },
  )
  await app.register(healthRoutes, { db: services.db, readiness })
  await app.register(crawlerFileRoutes, {
    db: services.db,
    publicUrl: services.publicUrl,
    siteBuilt: new Date(services.buildInfo.time),
    sitemapLimit,
  })
  await app.register(async (mediaScope: FastifyInstance) => {
    registerErrorHandling(mediaScope)
    await mediaScope.register(mediaRoutes, services)
  })

  if (devMailbox) {
    await app.register(devMailboxRoutes, { db: services.db, prefix: DEV_MAILBOX_PATH })
  }

  if (web) {
    // Pages are compressed as they stream, in what the browser takes (zstd, brotli at quality 4,
    // gzip): a page's HTML with its hydration data is 30-80 KB. Only the pages (see routeOptions):
    // scripts and styles are compressed at build time; the API compresses its own (api/index.ts).
    await app.register(fastifyCompress, { global: false })
    // Before the page hooks: a post from another origin is neither counted nor read.
    app.addHook('onRequest', refuseCrossOriginPagePost)
    await limitSuggestions(app, services.redis, {
      max: SUGGESTIONS_PER_MINUTE,
      timeWindowMs: 60_000,
    })
    app.setErrorHandler(refuseUnknownContentType)
    await app.register(fastifyReactRouter, {
      devServer: web.devServer,
      // The build writes brotli and gzip copies of scripts and styles (scripts/precompress.ts).
      staticOptions: { setHeaders: staticFileHeaders(), preCompressed: true },
      routeOptions: {
        ...pageBodyHooks({
          formPosts: await createFormPostCounter(app, services.redis, services.formPosts),
          largeBodies: createLargeBodyGate(LARGE_BODY_GATE),
        }),
        ...pageCache.hooks,
        compress: {},
      },
      getLoadContext(request) {
        const context = new RouterContextProvider()
        context.set(servicesContext, services)
        context.set(clientContext, { address: request.ip })
        context.set(formPostContext, formPostVerdict(request))
        context.set(cspNonceContext, request.cspNonce)
        context.set(requestLogContext, { reference: request.id, log: request.log })
        return context
      },
    })
  }
  return app
}

/**
 * app.close() stops listening and waits for every open connection. One busy at that moment
 * would then stay open after its answer for as long as the client keeps it alive (a load
 * balancer may, for a minute), so while closing every answer ends its connection.
 */
function closeConnectionsWhenClosing(app: FastifyInstance) {
  let closing = false
  app.addHook('preClose', async () => {
    closing = true
  })
  app.addHook('onSend', async (_request, reply) => {
    if (closing) reply.header('connection', 'close')
  })
}
