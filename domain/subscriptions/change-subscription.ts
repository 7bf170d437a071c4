import { and, eq, isNull, sql } from 'drizzle-orm'
import type { Db } from '../../db/connection.ts'
import { abonnement } from '../../db/schema/index.ts'
import { spendLinkToken, type LinkAction } from './link-tokens.ts'

/**
 * Activates a subscription with the token from its activation e-mail. False when the link has
 * expired, was used (the subscription is already active), belongs to another subscription or
 * was altered: spec section 8 gives all of these one answer.
 */
export async function activateSubscription(
  db: Db,
  subscriptionId: number,
  token: string | undefined,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    if (!(await spendLinkToken(tx, subscriptionId, ['aktiver'], token))) return false
    const activated = await tx
      .update(abonnement)
      .set({ aktivert: sql`now()` })
      .where(and(eq(abonnement.id, subscriptionId), isNull(abonnement.aktivert)))
      .returning({ id: abonnement.id })
    return activated.length > 0
  })
}

/**
 * Deletes a subscription with a token that allows it: a delete link from the overview e-mail
 * (by default also the newsletter's unsubscribe link). The subscription's other links go with
 * it, so every link to it stops working. False for an expired, used, foreign or altered token.
 */
export async function deleteSubscription(
  db: Db,
  subscriptionId: number,
  token: string | undefined,
  actions: LinkAction[] = ['slett', 'avmeld'],
): Promise<boolean> {
  return db.transaction(async (tx) => {
    if (!(await spendLinkToken(tx, subscriptionId, actions, token))) return false
    const deleted = await tx
      .delete(abonnement)
      .where(eq(abonnement.id, subscriptionId))
      .returning({ id: abonnement.id })
    return deleted.length > 0
  })
}
