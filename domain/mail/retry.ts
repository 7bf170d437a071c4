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
