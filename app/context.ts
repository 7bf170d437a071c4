import type { FastifyBaseLogger } from 'fastify'
import type { Redis } from 'ioredis'
import { createContext } from 'react-router'
import type { PostLimiter, PostVerdict } from './components/form/post-limiter.ts'
import type { Db } from '../domain/database.ts'
import type { ProductSearch } from '../domain/search/index/search-index.ts'
import type { CaptchaSettings } from '../domain/captcha/captcha.ts'
import type { MailWakeUp } from '../domain/mail/queue-mail.ts'
import type { BuildInfo } from '../domain/site/build-info.ts'
import type { SiteConfig } from '../domain/site/site-config.ts'
import type { OidcSignIn } from '../domain/staff/oidc/openid-connect.ts'

/** What the server hands every request: the database and this deployment's settings. */
export interface Services {
  db: Db
  /** Every product search: this process's index of the public products (decision 039). */
  search: ProductSearch
  siteConfig: SiteConfig
  buildInfo: BuildInfo
  captcha: CaptchaSettings
  /** Wake after committing queued mail, to send it now; absent where no worker runs (tests). */
  mail?: MailWakeUp
  /** This site's public address (PUBLIC_URL), for links in e-mail and feeds; unset in tests. */
  publicUrl?: string
  /** Staff sign-in through the authority's identity provider (OIDC_*); unset: e-mailed links. */
  oidc?: OidcSignIn
  /** Counts page form posts per form and address (domain.md: 10 a minute). */
  formPosts: PostLimiter
  /** Shared rate-limit counters (REDIS_URL); without it each process counts on its own. */
  redis?: Redis
  /** The Plausible server page views are passed on to (PLAUSIBLE_API_HOST); unset, none are. */
  plausibleApiHost?: string
}

/**
 * Loaders and actions read the services from here. The server and the built pages must share
 * this one token, so it is imported everywhere as '#app-context' and kept out of the page bundle.
 */
export const servicesContext = createContext<Services>()

/** Who sent this request, as the server saw it (behind the load balancer: X-Forwarded-For). */
export interface Client {
  address: string
}

export const clientContext = createContext<Client>()

/**
 * The count of this form post against its sender's limit, taken by the server before any of
 * the body was read (page-form-posts.ts). Refused, the body is not there to read: the action
 * answers 429 with the wait. Posts the server does not count are let through.
 */
export const formPostContext = createContext<PostVerdict>({ ok: true })

/**
 * This request's Content-Security-Policy nonce, set by the server beside the header that names
 * it (security-headers.ts); app/entry.server.tsx puts it on every script the page renders.
 */
export const cspNonceContext = createContext<string | undefined>(undefined)

/**
 * This request's reference (its id, as the API's error answers carry it) and its logger, whose
 * lines carry level, time and that reference. An error page shows the reference, so a person's
 * report of it finds the log line (docs/operations.md).
 */
export interface RequestLog {
  reference: string
  log: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>
}

export const requestLogContext = createContext<RequestLog | undefined>(undefined)
