/** How long a failed message waits: doubling from `baseSeconds`, never longer than `maxSeconds`. */
export interface RetryPolicy {
  baseSeconds: number
  maxSeconds: number
}

/** 1 minute, 2, 4, ... up to an hour: an SMTP outage is ridden out without hammering the server. */
export const DEFAULT_RETRY: RetryPolicy = { baseSeconds: 60, maxSeconds: 3600 }

/** The wait after the given failed attempt (the first failure is attempt 1). */
export function retryDelaySeconds(attempt: number, policy: RetryPolicy = DEFAULT_RETRY): number {
  const exponent = Math.min(Math.max(attempt - 1, 0), 30)
  return Math.min(policy.baseSeconds * 2 ** exponent, policy.maxSeconds)
}

// RFC 3463 enhanced status codes about this message alone: the address (5.1.x: no such mailbox,
// domain or syntax), a disabled mailbox (5.2.1), a message too large for the receiver (5.3.4).
const PERMANENT_FOR_THIS_MESSAGE = /\b5\.(1\.\d{1,3}|2\.1|3\.4)\b/

/**
 * The receiving server's word that this message can never be delivered as addressed: a 5xx
 * reply with one of the enhanced codes above. Any other 5xx (relaying denied, authentication
 * needed) may be our own configuration, so it is retried like every failure: once the
 * configuration is fixed, everything waiting goes out.
 */
export function isPermanentRefusal(error: unknown): boolean {
  const { responseCode, response, message } = (error ?? {}) as {
    responseCode?: unknown
    response?: unknown
    message?: unknown
  }
  if (typeof responseCode !== 'number' || responseCode < 500 || responseCode > 599) return false
  return [response, message].some(
    (text) => typeof text === 'string' && PERMANENT_FOR_THIS_MESSAGE.test(text),
  )
}

// Anything shaped like an address, with or without its angle brackets.
const ADDRESS = /<?[^\s<>@"']+@[^\s<>@"']+>?/g

/**
 * A short reason for a failed attempt, fit for the outbox and the log: the error code, the SMTP
 * reply code and the message, with every address taken out (servers quote the recipient back).
 */
export function describeFailure(error: unknown, recipient: string): string {
  const details = error as { code?: unknown; responseCode?: unknown; message?: unknown }
  const parts = [details.code, details.responseCode, details.message ?? String(error)]
  const text = parts
    .filter((part) => part !== undefined && part !== null && part !== '')
    .map(String)
    .join(' ')
    .split(recipient)
    .join('<adresse>')
    .replace(ADDRESS, '<adresse>')
    .replace(/\s+/g, ' ')
  return text.slice(0, 300)
}
