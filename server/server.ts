import type { ViteDevServer } from 'vite'
import { buildApp } from './build-app.ts'
import { openDatabase } from '../db/connection.ts'
import { migrateDatabase } from '../db/migrate.ts'
import { seedDemoData } from '../db/seed/index.ts'
import { readBuildInfo } from '../domain/site/build-info.ts'
import { DEFAULT_EXPORT_LIMIT, DEFAULT_PAGE_SIZE } from '../domain/site/site-config.ts'
import { assertDeployable, readEnv } from './env.ts'
import { CAPTCHA_VALID_SECONDS, DEVELOPMENT_CAPTCHA_SECRET } from '../domain/captcha/captcha.ts'
import { createLogger } from './logger.ts'
import { createMailTransport } from '../domain/mail/transport.ts'
import { createMailWorker } from '../jobs/mail-worker.ts'
import { releaseEveryClaim } from '../domain/mail/outbox-state.ts'
import { createSenderLock } from '../domain/mail/sender-lock.ts'
import { reportAttachmentLoaders } from '../domain/reports/attachment-loader.ts'
import { devMailboxEnabled } from '../api/dev-mailbox.ts'
import { newsletterPreviewRoutes, NEWSLETTER_PREVIEW_PATH } from '../api/newsletter-preview.ts'
import { subscriptionContext } from '../domain/subscriptions/subscription-context.ts'
import { housekeepingJobs } from '../jobs/housekeeping.ts'
import { openIdConnect } from '../domain/staff/oidc/openid-connect.ts'
import { OIDC_RETURN_PATH } from '../app/components/staff/staff-paths.ts'
import { subscriptionJobs } from '../jobs/newsletter.ts'
import { createScheduler } from '../jobs/schedule.ts'
import { connectRedis } from './redis.ts'
import { FORM_POST_LIMIT } from '../app/components/form/post-limiter.ts'
import { countMail, createMetrics, startMetricsServer } from './metrics.ts'
import { createPageCache } from './plugins/page-cache.ts'
import { createReadiness } from './readiness.ts'
import { startSearch } from './search-at-start.ts'

/**
 * The composition root: reads the configuration, opens and migrates the database, seeds demo
 * data into an empty one, and builds the app. `react-router dev` calls it with Vite's server.
 */
export async function createServer(devServer?: ViteDevServer) {
  const env = readEnv()
  const logger = createLogger(env)
  assertDeployable(env)
  const publicUrl =
    env.PUBLIC_URL ?? `http://${env.HOST === '0.0.0.0' ? 'localhost' : env.HOST}:${env.PORT}`
  const database = await openDatabase({ url: env.DATABASE_URL, dataDir: env.DATA_DIR })
  logger.info({ database: database.kind }, 'database opened')
  await migrateDatabase(database)
  if (env.DEMO_DATA && (await seedDemoData(database.db))) logger.info('demo data seeded')
  const mailTransport = createMailTransport({
    db: database.db,
    smtpUrl: env.SMTP_URL,
    from: env.MAIL_FROM,
  })
  const redis = env.REDIS_URL ? connectRedis(env.REDIS_URL, logger) : undefined
  const metrics = env.METRICS_PORT === undefined ? undefined : createMetrics(database.db)
  const mailWorker = createMailWorker({
    db: database.db,
    transport: mailTransport,
    // On PostgreSQL a lock on a connection of its own tells other processes this one is alive
    // (decision 017). The embedded database is this process's alone and a second connection
    // held open would disturb the others' (seen as protocol errors), so there the claims a dead
    // run left are freed at start instead.
    senderLock: database.kind === 'postgres' ? createSenderLock(database.url) : undefined,
    logger,
    pollSeconds: env.MAIL_POLL_SECONDS,
    attachments: reportAttachmentLoaders,
    onDelivered: metrics && countMail(metrics),
  })

  // Vite's development server redraws a page after every edit: nothing is kept there.
  const pageCache = createPageCache({ seconds: devServer ? 0 : env.PAGE_CACHE_SECONDS })
  const readiness = createReadiness()
  const { search, stopFollowing } = await startSearch({
    database,
    readiness,
    logger,
    afterChanges: async () => pageCache.clear(),
  })

  const app = await buildApp({
    logger,
    readiness,
    pageCache,
    services: {
      db: database.db,
      search,
      buildInfo: readBuildInfo(env),
      captcha: {
        secret: env.CAPTCHA_SECRET ?? DEVELOPMENT_CAPTCHA_SECRET,
        cost: env.CAPTCHA_COST,
        maxCounter: env.CAPTCHA_MAX_COUNTER,
        validSeconds: CAPTCHA_VALID_SECONDS,
      },
      mail: mailWorker,
      publicUrl,
      oidc: env.OIDC_ISSUER
        ? openIdConnect({
            issuer: env.OIDC_ISSUER,
            clientId: env.OIDC_CLIENT_ID!,
            clientSecret: env.OIDC_CLIENT_SECRET!,
            redirectUri: `${publicUrl}${OIDC_RETURN_PATH}`,
            emailVerifiedByProvider: env.OIDC_EMAIL_VERIFIED_BY_PROVIDER,
          })
        : undefined,
      formPosts: FORM_POST_LIMIT,
      plausibleApiHost: env.PLAUSIBLE_API_HOST,
      redis,
      siteConfig: {
        warningBanner: env.WARNING_BANNER ?? null,
        plausibleDomain: env.PLAUSIBLE_DOMAIN ?? null,
        accessibilityStatementId: env.ACCESSIBILITY_STATEMENT_ID ?? null,
        exportLimit: DEFAULT_EXPORT_LIMIT,
        pageSize: DEFAULT_PAGE_SIZE,
      },
    },
    web: { devServer },
    devMailbox: devMailboxEnabled(env),
    hsts: env.NODE_ENV === 'production',
    metrics,
    trustProxy: env.TRUST_PROXY,
    rateLimits: { readsPerMinute: env.RATE_LIMIT_READS_PER_MINUTE },
  })
  // The monthly newsletter and the daily clean-up: every process looks, one claims each run.
  const scheduler = createScheduler({
    db: database.db,
    logger,
    jobs: [
      ...subscriptionJobs({
        db: database.db,
        context: subscriptionContext(publicUrl),
        mail: mailWorker,
        search,
      }),
      ...housekeepingJobs(database.db, { reportRetentionMonths: env.REPORT_RETENTION_MONTHS }),
    ],
  })
  if (devMailboxEnabled({ ...env, SMTP_URL: undefined })) {
    await app.register(newsletterPreviewRoutes, {
      db: database.db,
      publicUrl,
      prefix: NEWSLETTER_PREVIEW_PATH,
    })
  }
  // Fastify runs this after it has stopped listening and the requests in flight have ended, so
  // they still have the database. Jobs finish their step or hand their claim back, then it closes.
  const metricsServer =
    metrics &&
    (await startMetricsServer(metrics, { host: env.METRICS_HOST, port: env.METRICS_PORT! }))
  if (metricsServer) {
    logger.info({ port: metricsServer.port }, 'metrics served at /metrics')
  }
  app.addHook('onClose', async () => {
    await metricsServer?.close()
    await stopFollowing()
    await scheduler.stop()
    await mailWorker.stop()
    logger.info('jobs stopped')
    await database.close()
    logger.info('database closed')
    redis?.disconnect()
  })
  if (database.kind === 'embedded') {
    const freed = await releaseEveryClaim(database.db)
    if (freed)
      logger.info({ freed }, 'mail claimed by a run that stopped unexpectedly is free again')
  }
  mailWorker.start()
  scheduler.start()
  logger.info({ transport: mailTransport.kind }, 'mail worker started')
  if (env.NODE_ENV === 'production' && mailTransport.kind === 'development') {
    logger.warn('SMTP_URL is not set: e-mail is kept in the database (epost_postkasse), not sent')
  }
  return { app, env }
}

/** For `react-router dev` (vite.config.ts), which wants the Fastify app itself. */
export async function createDevApp(devServer: ViteDevServer) {
  return (await createServer(devServer)).app
}

/**
 * Starts the server, listening until SIGINT or SIGTERM. Then it stops taking connections, lets
 * the requests in flight finish, stops the jobs and closes the database (docs/operations.md);
 * a request still running after SHUTDOWN_GRACE_SECONDS is abandoned and the process exits 1.
 */
export async function startServer() {
  const { app, env } = await createServer()
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      app.log.info({ signal }, 'shutting down: finishing the requests in flight')
      setTimeout(() => {
        app.log.error('shutdown took too long; exiting with requests unfinished')
        process.exit(1)
      }, env.SHUTDOWN_GRACE_SECONDS * 1000).unref()
      app.close().then(
        () => {
          app.log.info('shut down')
          process.exit(0)
        },
        (error: unknown) => {
          app.log.error({ err: error }, 'shutdown failed')
          process.exit(1)
        },
      )
    })
  }
  await app.listen({ port: env.PORT, host: env.HOST })
  return app
}

if (import.meta.main) await startServer()
