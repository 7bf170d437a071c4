import { sql } from 'drizzle-orm'
import type { Db } from '../../db/connection.ts'
import type { SubscriptionLimits } from './subscription-context.ts'

export interface CleanUpResult {
  subscriptions: number
  links: number
}

/**
 * The daily clean-up: subscriptions never activated within `unactivatedDays` (with their links),
 * links that have expired, and overview requests too old to hold anyone back. Personal data is
 * kept no longer than the subscription needs it.
 */
export async function cleanUpSubscriptions(
  db: Db,
  limits: Pick<SubscriptionLimits, 'unactivatedDays' | 'overviewEverySeconds'>,
): Promise<CleanUpResult> {
  return db.transaction(async (tx) => {
    const subscriptions = await tx.execute(sql`
      delete from abonnement
      where aktivert is null and opprettet < now() - make_interval(days => ${limits.unactivatedDays})`)
    const links = await tx.execute(sql`delete from abonnement_lenke where utloper < now()`)
    await tx.execute(sql`
      delete from abonnement_oversikt
      where sist_bedt < now() - make_interval(secs => ${limits.overviewEverySeconds})`)
    return { subscriptions: subscriptions.rowCount ?? 0, links: links.rowCount ?? 0 }
  })
}
