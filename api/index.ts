import fastifyCompress from '@fastify/compress'
import fastifyEtag from '@fastify/etag'
import type { FastifyPluginAsync } from 'fastify'
import type { ApiDependencies } from './context.ts'
import { attachmentRoutes } from './attachments.ts'
import { captchaRoutes } from './captcha.ts'
import { postalCodeRoutes } from './postal-codes.ts'
import { productDocumentRoutes } from './product-documents.ts'
import { productFeedRoutes, productFileRoutes } from './product-files.ts'
import { productRoutes } from './products.ts'
import { DEFAULT_RATE_LIMITS, registerRateLimit, type ApiRateLimits } from './rate-limit.ts'
import { referenceDataRoutes } from './reference-data.ts'
import { openApiDocumentRoute } from './openapi.ts'
import { reportRoutes } from './reports.ts'
import { siteRoutes } from './site.ts'
import { subscriptionRoutes } from './subscriptions.ts'

/** What the API plugin is given: its dependencies, and per-address limits when not domain.md's. */
export type ApiOptions = ApiDependencies & { rateLimits?: Partial<ApiRateLimits> }

/** The JSON API of spec section 7, mounted under /api/v1. */
export const api: FastifyPluginAsync<ApiOptions> = async (app, options) => {
  // Only the dependencies go on: the prefix it was registered with must not repeat below it.
  const deps: ApiDependencies = {
    db: options.db,
    search: options.search,
    siteConfig: options.siteConfig,
    buildInfo: options.buildInfo,
    captcha: options.captcha,
    mail: options.mail,
    publicUrl: options.publicUrl,
    redis: options.redis,
  }
  // Weak ETags let browsers and proxies revalidate with a 304 instead of a full answer.
  await app.register(fastifyEtag, { weak: true })
  // JSON, CSV and the feed go out compressed when the client takes it (as the pages are);
  // files already compressed (XLSX is a zip) are left as they are. The ETag above is taken of the
  // uncompressed answer, so a 304 works whatever the encoding. Request bodies are never
  // unpacked: a small compressed body must not grow past the body limits.
  app.addHook('onRoute', (route) => {
    route.compress ??= {}
  })
  await app.register(fastifyCompress, { global: false })
  openApiDocumentRoute(app)
  // Before the routes: it sees each route as it is added and limits those that ask for it.
  const rateLimits: ApiRateLimits = {
    readsPerMinute: options.rateLimits?.readsPerMinute ?? DEFAULT_RATE_LIMITS.readsPerMinute,
    exportsPerMinute: options.rateLimits?.exportsPerMinute ?? DEFAULT_RATE_LIMITS.exportsPerMinute,
  }
  await registerRateLimit(app, deps.redis, rateLimits)
  await app.register(siteRoutes, deps)
  await app.register(referenceDataRoutes, deps)
  await app.register(productRoutes, deps)
  await app.register(productFileRoutes, { ...deps, rateLimits })
  await app.register(productFeedRoutes, deps)
  await app.register(productDocumentRoutes, deps)
  await app.register(captchaRoutes, deps)
  await app.register(reportRoutes, deps)
  await app.register(attachmentRoutes, deps)
  await app.register(postalCodeRoutes, deps)
  await app.register(subscriptionRoutes, deps)
}
