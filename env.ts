import { z } from 'zod'
import { DEFAULT_MAIL_FROM } from './domain/mail/message.ts'

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
  CAPTCHA_SECRET: optionalText,
  CAPTCHA_COST: z.coerce.number().int().min(1).default(1000),
  CAPTCHA_MAX_COUNTER: z.coerce.number().int().min(2).default(10_000),
  SMTP_URL: optionalText,
  MAIL_FROM: z.string().trim().min(1).default(DEFAULT_MAIL_FROM),
  MAIL_POLL_SECONDS: z.coerce.number().positive().default(5),
  /** This site's public address, for links in e-mail (https://farligeprodukter.no). */
  PUBLIC_URL: z
    .string()
    .trim()
    .transform((value) => value.replace(/\/+$/, '') || undefined)
    .pipe(z.url({ protocol: /^https?$/ }).optional())
    .optional(),
  GIT_ID: optionalText,
  BUILD_TIME: optionalText,
})

export type Env = z.infer<typeof envSchema> & { DEMO_DATA: boolean }

/** Parses the environment once at start-up; a bad value stops the process with a clear message. */
export function readEnv(source: Record<string, string | undefined> = process.env): Env {
  const parsed = envSchema.safeParse(source)
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`)
    throw new Error(`Invalid configuration:\n  ${problems.join('\n  ')}`)
  }
  const env = parsed.data
  // Demo data makes the embedded database useful on a bare machine; a real server must ask for it.
  return { ...env, DEMO_DATA: env.DEMO_DATA ?? !env.DATABASE_URL }
}
