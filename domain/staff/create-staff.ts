import { eq } from 'drizzle-orm'
import type { Db } from '../../db/connection.ts'
import { ansatt, myndighet } from '../../db/schema/index.ts'
import { recordAudit } from './audit/record-audit.ts'
import type { NewStaff } from './staff-schemas.ts'

type StaffRefusal = 'address-taken' | 'unknown-authority' | 'unknown-staff' | 'self'

/** Why a member of staff could not be added or changed; the caller says it in its own words. */
export class StaffRefusedError extends Error {
  readonly reason: StaffRefusal
  constructor(reason: StaffRefusal) {
    super(reason)
    this.reason = reason
  }
}

/**
 * Adds a member of staff, active at once; answers their id. An administrator is stored without
 * an authority, whatever was given. Refuses an address already registered (in any case) and an
 * authority that does not exist. Recorded in the audit log as done by `actorId` (null for the
 * `staff` command, run by whoever runs the server).
 */
export async function createStaff(
  db: Db,
  staff: NewStaff,
  actorId: number | null = null,
): Promise<number> {
  const authorityId = staff.rolle === 'redaktor' ? (staff.myndighet ?? null) : null
  return db.transaction(async (tx) => {
    if (authorityId !== null) {
      const found = await tx
        .select({ id: myndighet.id })
        .from(myndighet)
        .where(eq(myndighet.id, authorityId))
      if (!found.length) throw new StaffRefusedError('unknown-authority')
    }
    const [row] = await tx
      .insert(ansatt)
      .values({
        epost: staff.epost,
        navn: staff.navn,
        rolle: staff.rolle,
        myndighetId: authorityId,
      })
      // The only unique rule besides the id is the address in lower case (ansatt_epost_idx).
      .onConflictDoNothing()
      .returning({ id: ansatt.id })
    if (!row) throw new StaffRefusedError('address-taken')
    await recordAudit(tx, {
      ansattId: actorId,
      handling: 'ansatt.opprettet',
      objekt: { type: 'ansatt', id: row.id },
      detaljer: { rolle: staff.rolle },
    })
    return row.id
  })
}
