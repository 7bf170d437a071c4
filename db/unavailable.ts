// Socket failures on the way to the server: refused, reset, unreachable, not resolvable.
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
])
// SQLSTATE: shutting down, crashed, still starting, no connection slots left. Class 08 is all
// connection exceptions.
const SERVER_STATES = new Set(['57P01', '57P02', '57P03', '53300'])
// The pg driver's own words when a connection dies or none can be had in time; they carry no code.
const DRIVER_MESSAGES =
  /^(Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|Connection ended unexpectedly)/

/**
 * Whether an error means the database cannot be reached right now, rather than that a query or
 * its data was wrong: such a request is answered 503 and worth trying again. Drizzle wraps the
 * driver's error in its own, so the causes are followed.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  let current: unknown = error
  for (let depth = 0; current && depth < 5; depth++) {
    const code = (current as { code?: unknown }).code
    if (typeof code === 'string') {
      if (NETWORK_CODES.has(code) || SERVER_STATES.has(code) || code.startsWith('08')) return true
    }
    if (current instanceof Error && DRIVER_MESSAGES.test(current.message)) return true
    current = (current as { cause?: unknown }).cause
  }
  return false
}

/** The error's code (a socket's, or an SQLSTATE) for a log line: never its message, which may quote data. */
export function databaseErrorCode(error: unknown): string | undefined {
  let current: unknown = error
  for (let depth = 0; current && depth < 5; depth++) {
    const code = (current as { code?: unknown }).code
    if (typeof code === 'string') return code
    current = (current as { cause?: unknown }).cause
  }
  return undefined
}
