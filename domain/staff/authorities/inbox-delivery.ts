import { asc, eq } from 'drizzle-orm'
import { z } from 'zod'
import type { Db } from '../../../db/connection.ts'
import { myndighet } from '../../../db/schema/index.ts'
import { recordAudit } from '../audit/record-audit.ts'
import { StaffRefusedError } from '../create-staff.ts'
import { assertMayManageStaff } from '../manage-staff.ts'
import type { Actor } from '../roles.ts'

/**
 * How reports routed to an authority reach it: in the staff inbox and by e-mail (as before the
 * inbox came), or only in the inbox (decision 055).
 */
export const INBOX_DELIVERIES = ['innboks-og-epost', 'bare-innboks'] as const
export type InboxDelivery = (typeof INBOX_DELIVERIES)[number]

/** The delivery form of the authorities page; messages are keys of its refusal texts. */
export const inboxDeliveryFormSchema = z.object({
  myndighet: z.coerce
    .number({ message: 'unknown-authority' })
    .int({ message: 'unknown-authority' })
    .min(1, { message: 'unknown-authority' })
    .max(2_147_483_647, { message: 'unknown-authority' }),
  levering: z.enum(INBOX_DELIVERIES, { message: 'unknown-delivery' }),
})

const deliveryOf = (bareInnboks: boolean): InboxDelivery =>
  bareInnboks ? 'bare-innboks' : 'innboks-og-epost'

/** Every authority by name with how its reports reach it: the authorities page (administrators). */
export async function listInboxDeliveries(db: Db, actor: Actor) {
  assertMayManageStaff(actor)
  const rows = await db
    .select({ id: myndighet.id, navn: myndighet.navn, bareInnboks: myndighet.bareInnboks })
    .from(myndighet)
    .orderBy(asc(myndighet.navn))
  return rows.map(({ bareInnboks, ...row }) => ({ ...row, levering: deliveryOf(bareInnboks) }))
}

/**
 * Sets how reports routed to an authority reach it, from the next report on, and records the
 * change in the audit log in the same transaction. Setting what is already set records nothing.
 * Reports already saved keep the e-mails already queued for them.
 */
export async function setInboxDelivery(
  db: Db,
  actor: Actor & { id: number },
  change: z.output<typeof inboxDeliveryFormSchema>,
): Promise<void> {
  assertMayManageStaff(actor)
  const bareInnboks = change.levering === 'bare-innboks'
  await db.transaction(async (tx) => {
    const [before] = await tx
      .select({ bareInnboks: myndighet.bareInnboks })
      .from(myndighet)
      .where(eq(myndighet.id, change.myndighet))
      .for('update')
    if (!before) throw new StaffRefusedError('unknown-authority')
    if (before.bareInnboks === bareInnboks) return
    await tx.update(myndighet).set({ bareInnboks }).where(eq(myndighet.id, change.myndighet))
    await recordAudit(tx, {
      ansattId: actor.id,
      handling: 'myndighet.levering',
      objekt: { type: 'myndighet', id: change.myndighet },
      detaljer: { levering: change.levering },
    })
  })
}
