import { createHash, randomBytes } from 'node:crypto'

/**
 * 256 random bits, URL-safe: a link token (subscriptions, staff sign-in), a session id or a
 * browser's binding value. Unguessable, and short enough for a link.
 */
export function newSecret(): string {
  return randomBytes(32).toString('base64url')
}

/** Only this is stored: a copy of the database must open no link and sign nobody in. */
export function hashSecret(secret: string): string {
  return createHash('sha256').update(secret, 'utf8').digest('hex')
}

/** A value that could be one of ours: anything else is refused before it reaches the database. */
export function looksLikeSecret(value: string | undefined | null): value is string {
  return typeof value === 'string' && /^[A-Za-z0-9_-]{43}$/.test(value)
}
