import { buildApp, type AppOptions } from '../../server/build-app.ts'
import { FORM_POST_LIMIT } from '../../app/components/form/post-limiter.ts'
import type { Services } from '#app-context'
import type { Database, Db } from '../../db/connection.ts'
import type { CaptchaSettings } from '../../domain/captcha/captcha.ts'
import type { SiteConfig } from '../../domain/site/site-config.ts'
import { SearchIndex, type ProductSearch } from '../../domain/search/index/search-index.ts'

const testSiteConfig: SiteConfig = {
  warningBanner: null,
  plausibleDomain: null,
  exportLimit: 2000,
  pageSize: 12,
}

/** Easy challenges: a test solves one in milliseconds, with the real algorithm. */
export const testCaptcha: CaptchaSettings = {
  secret: 'test-secret',
  cost: 1,
  maxCounter: 20,
  validSeconds: 600,
}

/** What the app is given in a test: the test's database, the test settings, easy captchas. */
export function testServices(db: Db, siteConfig: Partial<SiteConfig> = {}): Services {
  return {
    db,
    search: indexOfNow(db),
    siteConfig: { ...testSiteConfig, ...siteConfig },
    buildInfo: { gitid: 'abc1234def', time: '2026-11-01T12:00:00.000Z' },
    captcha: testCaptcha,
    formPosts: FORM_POST_LIMIT,
  }
}

/**
 * Reads and downloads without a limit: a test calls far more often from its one address than a
 * person would. The rate-limit tests set their own small limits instead.
 */
export const liftedRateLimits = {
  readsPerMinute: Number.MAX_SAFE_INTEGER,
  exportsPerMinute: Number.MAX_SAFE_INTEGER,
}

/** The API as a test calls it through app.inject(): the real app on a test database, no port. */
export async function createTestApp(
  database: Database,
  siteConfig: Partial<SiteConfig> = {},
  options: Pick<AppOptions, 'trustProxy' | 'rateLimits' | 'metrics'> = {},
) {
  const app = await buildApp({
    web: false,
    services: testServices(database.db, siteConfig),
    rateLimits: liftedRateLimits,
    ...options,
  })
  await app.ready()
  return app
}

/**
 * The search index as the database is at each search: built again for every question. A test
 * changes its catalogue between calls, and a server's own index follows the database through the
 * change feed, which the test app does not run.
 */
function indexOfNow(db: Db): ProductSearch {
  const withIndex = async <T>(ask: (index: SearchIndex) => Promise<T>) =>
    ask(await SearchIndex.build(db))
  return {
    search: (query) => withIndex((index) => index.search(query)),
    matchingIds: (filter) => withIndex((index) => index.matchingIds(filter)),
  }
}
