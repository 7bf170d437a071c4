import { createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto'
import type { Db } from '../../db/connection.ts'
import { captchaBrukt } from '../../db/schema/index.ts'
import type { CaptchaSettings, CaptchaVerdict } from './captcha.ts'

/**
 * The check for a report form posted without JavaScript, where the ALTCHA proof of work cannot
 * run: a small sum in words ('Hva er 4 pluss 3?'), signed and expiring like a challenge, and
 * accepted once. It stops careless robots only; the rate limit per address does the rest
 * (decision 015). It keeps the forms usable for everyone, screen readers included.
 */
export interface Question {
  a: number
  b: number
  /** Signed, to post back beside the answer: the sum, its expiry and a nonce. */
  token: string
}

export function newQuestion(settings: CaptchaSettings, now = Date.now()): Question {
  const a = randomInt(1, 10)
  const b = randomInt(1, 10)
  const expires = Math.floor(now / 1000) + settings.validSeconds
  const nonce = randomBytes(9).toString('base64url')
  const body = `${a}.${b}.${expires}.${nonce}`
  return { a, b, token: `${body}.${sign(settings.secret, body)}` }
}

/** Checks the answer to a question this service gave out: right, in time, and not used before. */
export async function verifyQuestion(
  db: Db,
  settings: CaptchaSettings,
  token: string | undefined,
  answer: string | undefined,
  now = Date.now(),
): Promise<CaptchaVerdict> {
  if (!token || !answer?.trim()) return { ok: false, reason: 'missing' }
  const parts = token.split('.')
  if (parts.length !== 5) return { ok: false, reason: 'invalid' }
  const [a, b, expires, nonce, signature] = parts as [string, string, string, string, string]
  const expected = Buffer.from(sign(settings.secret, `${a}.${b}.${expires}.${nonce}`))
  const given = Buffer.from(signature)
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
    return { ok: false, reason: 'invalid' }
  }
  if (Number(expires) * 1000 < now) return { ok: false, reason: 'expired' }
  if (answer.trim() !== String(Number(a) + Number(b))) return { ok: false, reason: 'invalid' }
  const recorded = await db
    .insert(captchaBrukt)
    .values({ signatur: `question:${signature}`, utloper: new Date(Number(expires) * 1000) })
    .onConflictDoNothing()
    .returning({ signatur: captchaBrukt.signatur })
  return recorded.length ? { ok: true } : { ok: false, reason: 'reused' }
}

function sign(secret: string, body: string) {
  return createHmac('sha256', `${secret}:question`).update(body).digest('base64url')
}
