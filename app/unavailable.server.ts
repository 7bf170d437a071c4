import { data } from 'react-router'
import { isOutage, OUTAGE_ANSWER } from '../domain/site/outage.ts'
import { requestLog } from './request-log.server.ts'

/**
 * Awaits a loader's or action's database work. When the database cannot be reached, the page
 * becomes a 503 whose error page says so ("Tjenesten er midlertidig utilgjengelig"), on the
 * server and in the browser alike: an ordinary error reaches the browser only as "Unexpected
 * Server Error", so the error page could not tell an outage from a fault.
 */
export async function unlessUnavailable<T>(work: Promise<T>): Promise<T> {
  try {
    return await work
  } catch (error) {
    if (!isOutage(error, requestLog()?.log)) throw error
    throw data(null, OUTAGE_ANSWER)
  }
}
