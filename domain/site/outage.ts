import { databaseErrorCode, isDatabaseUnavailable } from '../../db/unavailable.ts'

/** What a 503 in an outage asks a client to wait before trying again, in seconds. */
const RETRY_AFTER_SECONDS = 10

/** The status and headers every answer in an outage carries, API and pages alike. */
export const OUTAGE_ANSWER = {
  status: 503,
  headers: { 'Retry-After': String(RETRY_AFTER_SECONDS) },
} as const

/**
 * The one place that decides whether an error is a database outage, to be answered with
 * OUTAGE_ANSWER, rather than a fault. An outage is seen by every request at once: it is logged
 * as one short warning with the error's code, never its message, which may quote data.
 */
export function isOutage(error: unknown, log?: { warn(fields: object, message: string): void }) {
  if (!isDatabaseUnavailable(error)) return false
  log?.warn({ code: databaseErrorCode(error) }, 'database unavailable')
  return true
}
