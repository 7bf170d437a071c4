import { createChallenge, randomInt, verifySolution, type Challenge } from 'altcha-lib'
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2'
import { lt } from 'drizzle-orm'
import type { Db } from '../../db/connection.ts'
import { captchaBrukt } from '../../db/schema/index.ts'

export interface CaptchaSettings {
  /** Signs challenges, so a solution proves it answers one this service gave out. */
  secret: string
  /** PBKDF2 iterations for each attempt; with `maxCounter`, how long a browser works. */
  cost: number
  /** The solution is a number between half this and this. */
  maxCounter: number
  /** How long a challenge may be solved and used, in seconds (domain.md: 10 minutes). */
  validSeconds: number
}

export type CaptchaVerdict =
  { ok: true } | { ok: false; reason: 'missing' | 'invalid' | 'expired' | 'reused' }

const ALGORITHM = 'PBKDF2/SHA-256'

/** domain.md: a challenge is valid 10 minutes. */
export const CAPTCHA_VALID_SECONDS = 600

/** Good enough on one machine; every process of a real deployment shares CAPTCHA_SECRET. */
export const DEVELOPMENT_CAPTCHA_SECRET = 'development-only-captcha-secret'

/** A new proof-of-work challenge for the ALTCHA widget, signed and expiring. */
export async function newChallenge(settings: CaptchaSettings): Promise<Challenge> {
  return createChallenge({
    algorithm: ALGORITHM,
    cost: settings.cost,
    counter: randomInt(Math.floor(settings.maxCounter / 2), settings.maxCounter),
    deriveKey,
    hmacSignatureSecret: settings.secret,
    hmacKeySignatureSecret: keySecret(settings.secret),
    expiresAt: new Date(Date.now() + settings.validSeconds * 1000),
  })
}

/**
 * Checks a solution from the widget (base64 JSON of challenge and solution): signed by us, not
 * expired, solved, and not used before. Use is recorded in the database in the same step, so a
 * solution is accepted once across every process.
 */
export async function verifyCaptcha(
  db: Db,
  settings: CaptchaSettings,
  token: string | undefined,
): Promise<CaptchaVerdict> {
  if (!token?.trim()) return { ok: false, reason: 'missing' }
  const payload = parsePayload(token)
  if (!payload) return { ok: false, reason: 'invalid' }
  const result = await verifySolution({
    challenge: payload.challenge,
    solution: payload.solution,
    deriveKey,
    hmacSignatureSecret: settings.secret,
    hmacKeySignatureSecret: keySecret(settings.secret),
  }).catch(() => undefined)
  if (result?.expired) return { ok: false, reason: 'expired' }
  if (!result?.verified) return { ok: false, reason: 'invalid' }
  const expiresAt = new Date((payload.challenge.parameters.expiresAt ?? 0) * 1000)
  const recorded = await db
    .insert(captchaBrukt)
    .values({ signatur: payload.challenge.signature ?? '', utloper: expiresAt })
    .onConflictDoNothing()
    .returning({ signatur: captchaBrukt.signatur })
  return recorded.length ? { ok: true } : { ok: false, reason: 'reused' }
}

/** Forgets used solutions whose challenges have expired: they can no longer be replayed anyway. */
export async function forgetExpiredCaptchas(db: Db, now = new Date()): Promise<number> {
  const removed = await db
    .delete(captchaBrukt)
    .where(lt(captchaBrukt.utloper, now))
    .returning({ signatur: captchaBrukt.signatur })
  return removed.length
}

interface Payload {
  challenge: Challenge & { signature: string }
  solution: { counter: number; derivedKey: string }
}

function parsePayload(token: string): Payload | undefined {
  try {
    const value = JSON.parse(Buffer.from(token, 'base64').toString('utf8')) as Partial<Payload>
    const signed = typeof value.challenge?.signature === 'string'
    const solved = typeof value.solution?.counter === 'number'
    return signed && solved && value.challenge?.parameters ? (value as Payload) : undefined
  } catch {
    return undefined
  }
}

// The derived-key signature gets its own secret, derived so that one setting is enough.
function keySecret(secret: string) {
  return `${secret}:derived-key`
}
