import type { Redis } from 'ioredis'
import type { CaptchaSettings } from '../domain/captcha/captcha.ts'
import type { Db } from '../domain/database.ts'
import type { ProductSearch } from '../domain/search/index/search-index.ts'
import type { MailWakeUp } from '../domain/mail/queue-mail.ts'
import type { BuildInfo } from '../domain/site/build-info.ts'
import type { SiteConfig } from '../domain/site/site-config.ts'

/**
 * What the API plugins need, declared here by the API itself. The composition root
 * (server/build-app.ts) gives one object that satisfies this and the pages' services alike.
 */
export interface ApiDependencies {
  db: Db
  /** Every product search: this process's index of the public products (decision 039). */
  search: ProductSearch
  siteConfig: SiteConfig
  buildInfo: BuildInfo
  captcha: CaptchaSettings
  /** Wakes the mail worker after a commit that queued mail; absent where none runs (tests). */
  mail?: MailWakeUp
  /** This site's public address (PUBLIC_URL), for links in e-mail and feeds; unset in tests. */
  publicUrl?: string
  /** Shared rate-limit counters (REDIS_URL); without it each process counts on its own. */
  redis?: Redis
}

/** Anonymous answers that change rarely: browsers and proxies may keep them a while, then revalidate. */
export const publicCache = (seconds: number) =>
  `public, max-age=${seconds}, stale-while-revalidate=${seconds * 10}`
