import { buildApp } from '../../build-app.ts'
import type { Database } from '../../db/connection.ts'
import type { CaptchaSettings } from '../../domain/captcha/captcha.ts'
import type { SiteConfig } from '../../domain/site/site-config.ts'

export const testSiteConfig: SiteConfig = {
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

/** The API as a test calls it through app.inject(): the real app on a test database, no port. */
export async function createTestApp(database: Database, siteConfig: Partial<SiteConfig> = {}) {
  const app = await buildApp({
    web: false,
    services: {
      db: database.db,
      siteConfig: { ...testSiteConfig, ...siteConfig },
      buildInfo: { gitid: 'abc1234def', time: '2026-11-01T12:00:00.000Z' },
      captcha: testCaptcha,
    },
  })
  await app.ready()
  return app
}
