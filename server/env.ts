import { z } from 'zod'
import { DEVELOPMENT_CAPTCHA_SECRET } from '../domain/captcha/captcha.ts'
import { DEFAULT_MAIL_FROM } from '../domain/mail/message.ts'
import { KEEP_REPORTS_MONTHS } from '../domain/reports/retention.ts'
import { READS_PER_MINUTE } from '../domain/site/rate-limits.ts'
import { trustProxySetting } from './trust-proxy.ts'

const flag = z.enum(['true', 'false']).transform((value) => value === 'true')
const optionalText = z
  .string()
  .trim()
  .transform((value) => value || undefined)
  .optional()

/**
 * Every setting the process reads from its environment, with its default. The README's
 * configuration table lists the same names; this schema is the one place they are checked.
 */
export const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('127.0.0.1'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  DATABASE_URL: optionalText,
  DATA_DIR: z.string().default('./data'),
  DEMO_DATA: flag.optional(),
  WARNING_BANNER: optionalText,
  PLAUSIBLE_DOMAIN: optionalText,
  PLAUSIBLE_API_HOST: z.url({ protocol: /^https?$/ }).optional(),
  ACCESSIBILITY_STATEMENT_ID: z.uuid().optional(),
  CAPTCHA_SECRET: optionalText,
  CAPTCHA_COST: z.coerce.number().int().min(1).default(1000),
  CAPTCHA_MAX_COUNTER: z.coerce.number().int().min(2).default(10_000),
  SMTP_URL: optionalText,
  /** Redis for rate-limit counters shared by every process (redis://host:6379). */
  REDIS_URL: optionalText,
  /** Whose X-Forwarded-For names the client (trust-proxy.ts); unset: the socket's address. */
  TRUST_PROXY: trustProxySetting,
  /** API reads per address a minute; lifted only where one address stands for many (tests, benches). */
  RATE_LIMIT_READS_PER_MINUTE: z.coerce.number().int().min(1).default(READS_PER_MINUTE),
  /**
   * Months a report (with its personal data and files) is kept after receipt. At most ten years:
   * a slipped digit (240 for 24) is refused rather than keeping personal data for decades.
   */
  REPORT_RETENTION_MONTHS: z.coerce.number().int().min(1).max(120).default(KEEP_REPORTS_MONTHS),
  /**
   * Seconds a shared page (catalogue, information) is sent again as drawn, without its loaders
   * and rendering (decision 030); 0 draws every page afresh. At most five minutes.
   */
  PAGE_CACHE_SECONDS: z.coerce.number().int().min(0).max(300).default(10),
  MAIL_FROM: z.string().trim().min(1).default(DEFAULT_MAIL_FROM),
  MAIL_POLL_SECONDS: z.coerce.number().positive().default(5),
  /** This site's public address, for links in e-mail and feeds (https://farligeprodukter.no). */
  PUBLIC_URL: z
    .string()
    .trim()
    .transform((value) => value.replace(/\/+$/, '') || undefined)
    .pipe(z.url({ protocol: /^https?$/ }).optional())
    .optional(),
  /**
   * An authority's OpenID Connect provider (Entra ID, ID-porten): with all three set, staff sign
   * in there; with none, by a link e-mailed to them. One without the others stops the start.
   */
  OIDC_ISSUER: z.url({ protocol: /^https?$/ }).optional(),
  OIDC_CLIENT_ID: optionalText,
  OIDC_CLIENT_SECRET: optionalText,
  /**
   * The provider is the authority's own single-tenant directory (Entra ID), whose administrators
   * set every address: an address without `email_verified` counts as vouched for (decision 060).
   * Never for a provider where people type their own address.
   */
  OIDC_EMAIL_VERIFIED_BY_PROVIDER: flag.default(false),
  /** Serves Prometheus metrics at /metrics on this port (unset: no metrics). */
  METRICS_PORT: z.coerce.number().int().min(0).max(65535).optional(),
  /** The address the metrics listen on: loopback unless the scraper is elsewhere. */
  METRICS_HOST: z.string().default('127.0.0.1'),
  /** How long a stopping process lets requests in flight finish; below the orchestrator's kill. */
  SHUTDOWN_GRACE_SECONDS: z.coerce.number().positive().default(25),
  GIT_ID: optionalText,
  BUILD_TIME: optionalText,
})

export type Env = z.infer<typeof envSchema> & { DEMO_DATA: boolean }

/** Parses the environment once at start-up; a bad value stops the process with a clear message. */
export function readEnv(source: Record<string, string | undefined> = process.env): Env {
  const parsed = envSchema.safeParse(withoutEmptyValues(source))
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`)
    throw new Error(`Invalid configuration:\n  ${problems.join('\n  ')}`)
  }
  const env = parsed.data
  const oidc = [env.OIDC_ISSUER, env.OIDC_CLIENT_ID, env.OIDC_CLIENT_SECRET].filter(Boolean)
  if (oidc.length % 3 !== 0) {
    throw new Error(
      'Invalid configuration:\n  OIDC_ISSUER, OIDC_CLIENT_ID and OIDC_CLIENT_SECRET go together: set all three or none',
    )
  }
  if (env.OIDC_EMAIL_VERIFIED_BY_PROVIDER && !env.OIDC_ISSUER) {
    throw new Error(
      'Invalid configuration:\n  OIDC_EMAIL_VERIFIED_BY_PROVIDER applies to an identity provider: set OIDC_ISSUER, OIDC_CLIENT_ID and OIDC_CLIENT_SECRET too',
    )
  }
  // Demo data makes the embedded database useful on a bare machine; a real server must ask for it.
  return { ...env, DEMO_DATA: env.DEMO_DATA ?? !env.DATABASE_URL }
}

/**
 * Deployment tools and compose files often set a variable to nothing (`NODE_ENV=`) rather than
 * leave it out; an empty or blank value means the same as no value, for every setting.
 */
function withoutEmptyValues(source: Record<string, string | undefined>) {
  return Object.fromEntries(Object.entries(source).filter(([, value]) => value?.trim()))
}

/** A captcha key shorter than this could be guessed from the challenges it signs. */
const MIN_SECRET_LENGTH = 32

/**
 * What stops a real deployment (production on PostgreSQL) from starting: secrets left at their
 * development values, and settings without which mail would never leave or would point at the
 * wrong site. Production on the embedded database is the one-machine demo of `npm start`, which
 * may run on the defaults. Every problem is named at once, so one restart fixes them all.
 */
export function deploymentProblems(env: Env): string[] {
  if (env.NODE_ENV !== 'production' || !env.DATABASE_URL) return []
  const problems: string[] = []
  const secret = env.CAPTCHA_SECRET
  if (!secret) problems.push('CAPTCHA_SECRET must be set')
  else if (secret === DEVELOPMENT_CAPTCHA_SECRET) {
    problems.push('CAPTCHA_SECRET must not be the development value')
  } else if (secret.length < MIN_SECRET_LENGTH) {
    problems.push(`CAPTCHA_SECRET must be at least ${MIN_SECRET_LENGTH} characters`)
  }
  // Without it, reports to the authorities would sit in the development mailbox table unsent.
  if (!env.SMTP_URL) problems.push('SMTP_URL must be set')
  // Links in e-mail must point at the real site, never at whatever Host a request claimed.
  if (!env.PUBLIC_URL) problems.push('PUBLIC_URL must be set')
  // The links carry subscription tokens, and the feeds are cached publicly: never in the clear.
  else if (new URL(env.PUBLIC_URL).protocol !== 'https:') {
    problems.push(`PUBLIC_URL must start with https:// (it is ${env.PUBLIC_URL})`)
  }
  return problems
}

/** Throws, naming every problem, when this configuration must not run in production. */
export function assertDeployable(env: Env) {
  const problems = deploymentProblems(env)
  if (problems.length === 0) return
  throw new Error(`Refusing to start in production on a real database:\n  ${problems.join('\n  ')}`)
}
