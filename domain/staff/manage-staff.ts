import { asc, eq, sql } from 'drizzle-orm'
import type { Db } from '../../db/connection.ts'
import { ansatt, myndighet } from '../../db/schema/index.ts'
import { recordAudit } from './audit/record-audit.ts'
import { StaffRefusedError } from './create-staff.ts'
import { mayManageStaff, type Actor } from './roles.ts'
import { endSessionsOf } from './sessions.ts'
import { staffColumns } from './staff-member.ts'
import type { StaffChange } from './staff-schemas.ts'

/** The person acting may not manage staff: the page answers 403. */
export class StaffForbiddenError extends Error {}

/** Refuses anyone but an administrator, whatever page or button they came by. */
export function assertMayManageStaff(actor: Actor) {
  if (!mayManageStaff(actor)) throw new StaffForbiddenError('only administrators manage staff')
}

/** Every member of staff, active first, by name: the staff page's list. */
export async function listStaff(db: Db, actor: Actor) {
  assertMayManageStaff(actor)
  return db
    .select({ ...staffColumns, aktiv: ansatt.aktiv })
    .from(ansatt)
    .leftJoin(myndighet, eq(myndighet.id, ansatt.myndighetId))
    .orderBy(sql`${ansatt.aktiv} desc`, asc(ansatt.navn))
}

/**
 * Changes a member's role and authority (an administrator has none), recording which of the two
 * changed. Their open sessions go on with the new role from their next request.
 */
export async function changeStaff(
  db: Db,
  actor: Actor & { id: number },
  staffId: number,
  change: StaffChange,
): Promise<void> {
  assertMayManageStaff(actor)
  const authorityId = change.rolle === 'redaktor' ? (change.myndighet ?? null) : null
  await db.transaction(async (tx) => {
    const [before] = await tx
      .select({ rolle: ansatt.rolle, myndighetId: ansatt.myndighetId })
      .from(ansatt)
      .where(eq(ansatt.id, staffId))
    if (!before) throw new StaffRefusedError('unknown-staff')
    if (authorityId !== null) {
      const found = await tx.select().from(myndighet).where(eq(myndighet.id, authorityId))
      if (!found.length) throw new StaffRefusedError('unknown-authority')
    }
    const felt = [
      ...(before.rolle === change.rolle ? [] : ['rolle']),
      ...(before.myndighetId === authorityId ? [] : ['myndighet']),
    ]
    if (!felt.length) return
    await tx
      .update(ansatt)
      .set({ rolle: change.rolle, myndighetId: authorityId })
      .where(eq(ansatt.id, staffId))
    await recordAudit(tx, {
      ansattId: actor.id,
      handling: 'ansatt.endret',
      objekt: { type: 'ansatt', id: staffId },
      detaljer: { felt },
    })
  })
}

/**
 * Deactivates a member of staff and ends every session they have, in one transaction: their
 * next request finds no session. An administrator cannot deactivate themself, so that the
 * service is never left without one by a slip.
 */
export async function deactivateStaff(
  db: Db,
  actor: Actor & { id: number },
  staffId: number,
  now: Date,
): Promise<void> {
  assertMayManageStaff(actor)
  if (staffId === actor.id) throw new StaffRefusedError('self')
  await db.transaction(async (tx) => {
    const [done] = await tx
      .update(ansatt)
      .set({ aktiv: false })
      .where(eq(ansatt.id, staffId))
      .returning({ id: ansatt.id })
    if (!done) throw new StaffRefusedError('unknown-staff')
    await endSessionsOf(tx, staffId, now)
    await recordAudit(tx, {
      ansattId: actor.id,
      handling: 'ansatt.deaktivert',
      objekt: { type: 'ansatt', id: staffId },
      tidspunkt: now,
    })
  })
}

/** The authorities an editor may belong to, by name: the staff page's choices. */
export async function authorityChoices(db: Db) {
  return db
    .select({ id: myndighet.id, navn: myndighet.navn })
    .from(myndighet)
    .orderBy(asc(myndighet.navn))
}
