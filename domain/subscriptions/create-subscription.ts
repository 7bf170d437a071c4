import type { Db } from '../../db/connection.ts'
import { abonnement } from '../../db/schema/index.ts'
import { queueMail } from '../mail/queue-mail.ts'
import { activationMail } from './activation-mail.ts'
import { loadCriteriaNames, unknownCriterion } from './criteria-names.ts'
import { describeCriteria } from './describe-criteria.ts'
import { issueLinkToken } from './link-tokens.ts'
import type { SubscriptionContext } from './subscription-context.ts'
import type { NewSubscription } from './subscription-schemas.ts'

/** A saved search names a category, risk, measure or authority that does not exist. */
export class UnknownCriterionError extends Error {
  readonly field: string
  constructor(field: string) {
    super(`unknown ${field}`)
    this.field = field
  }
}

/**
 * Saves a new, inactive subscription and queues the e-mail with its activation link, in one
 * transaction. The same happens whether or not the address has subscriptions already, so the
 * answer tells nobody anything about an address. Wake the mail worker after it returns.
 */
export async function createSubscription(
  db: Db,
  input: NewSubscription,
  context: SubscriptionContext,
): Promise<number> {
  const names = await loadCriteriaNames(db)
  const { navn, epost, sprak, ...criteria } = input
  const unknown = unknownCriterion(criteria, names)
  if (unknown) throw new UnknownCriterionError(unknown)
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(abonnement)
      .values({
        navn,
        epost,
        sprak,
        q: criteria.q ?? null,
        kategoriId: criteria.kategori ?? null,
        risiko: criteria.risiko ?? null,
        tiltak: criteria.tiltak ?? null,
        myndighet: criteria.myndighet ?? null,
        proff: criteria.proff,
        utland: criteria.utland,
      })
      .returning({ id: abonnement.id })
    const subscriptionId = row!.id
    const token = await issueLinkToken(tx, {
      subscriptionId,
      action: 'aktiver',
      validSeconds: context.limits.activationHours * 3600,
    })
    const lines = describeCriteria(criteria, names, context.texts(sprak).criteria)
    await queueMail(
      tx,
      activationMail(context, { subscriptionId, navn, epost, sprak, criteria: lines, token }),
    )
    return subscriptionId
  })
}
