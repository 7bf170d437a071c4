import { like, sql } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import type { Db } from '../../db/connection.ts'
import { abonnementLenke, epostUtboks } from '../../db/schema/index.ts'
import { subscriptionContext } from '../../domain/subscriptions/subscription-context.ts'
import { solveCaptcha } from './captcha.ts'

/** The address links in test e-mail point at; tests follow them by path and query. */
export const TEST_PUBLIC_URL = 'https://farligeprodukter.example.no'
export const testSubscriptionContext = subscriptionContext(TEST_PUBLIC_URL)

/** A fresh captcha solution from the app, as the widget would send it. */
export async function captchaFor(app: FastifyInstance): Promise<string> {
  const challenge = await app.inject({ method: 'GET', url: '/api/v1/captcha/challenge' })
  return solveCaptcha(challenge.json())
}

let clients = 0

/** A client address of its own, so the per-address form limit never trips a test by accident. */
export function newClientAddress(): string {
  const n = ++clients
  return `10.77.${Math.floor(n / 250) % 250}.${(n % 250) + 1}`
}

/** POST /api/v1/abonnement with a solved captcha. */
export async function postSubscription(app: FastifyInstance, body: Record<string, unknown>) {
  const grecaptcha = encodeURIComponent(await captchaFor(app))
  return app.inject({
    method: 'POST',
    url: `/api/v1/abonnement?grecaptcha=${grecaptcha}`,
    body,
    remoteAddress: newClientAddress(),
  })
}

/** POST /api/v1/abonnement/mine with a solved captcha. */
export async function postOverview(app: FastifyInstance, body: Record<string, unknown>) {
  const grecaptcha = encodeURIComponent(await captchaFor(app))
  return app.inject({
    method: 'POST',
    url: `/api/v1/abonnement/mine?grecaptcha=${grecaptcha}`,
    body,
    remoteAddress: newClientAddress(),
  })
}

/** The queued messages whose key starts so, oldest first. */
export async function queuedMail(db: Db, keyPrefix: string) {
  return db
    .select()
    .from(epostUtboks)
    .where(like(epostUtboks.nokkel, `${keyPrefix}%`))
    .orderBy(epostUtboks.id)
}

/** Every link in a text to a path of the site matching the pattern, as path and query. */
export function linksTo(text: string, pattern: RegExp): string[] {
  const links = text.match(/https?:\/\/[^\s<>"]+/g) ?? []
  return links
    .map((link) => new URL(link.replaceAll('&amp;', '&')))
    .filter((url) => pattern.test(url.pathname))
    .map((url) => `${url.pathname}${url.search}`)
}

/** The first such link; fails the test when there is none. */
export function linkTo(text: string, pattern: RegExp): string {
  const [link] = linksTo(text, pattern)
  if (!link) throw new Error(`no link to ${pattern} in the message`)
  return link
}

/** Lets every link issued so far run out, as if their time had passed. */
export async function expireAllLinks(db: Db) {
  await db.update(abonnementLenke).set({ utloper: sql`now() - interval '1 second'` })
}

/** A token with one character changed, as a tampered link would carry. */
export function tamper(token: string): string {
  const last = token.at(-1) === 'A' ? 'B' : 'A'
  return `${token.slice(0, -1)}${last}`
}
