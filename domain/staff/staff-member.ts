import { and, eq, sql } from 'drizzle-orm'
import type { Db } from '../../db/connection.ts'
import { ansatt, myndighet } from '../../db/schema/index.ts'
import type { DbOrTransaction } from '../mail/queue-mail.ts'
import type { Actor } from './roles.ts'
import type { StaffRole } from './staff-schemas.ts'

/** A signed-in member of staff, as the pages show them and the role rules take them. */
export interface StaffMember extends Actor {
  id: number
  navn: string
  epost: string
  rolle: StaffRole
  /** The editor's authority's name; null for an administrator. */
  myndighetNavn: string | null
}

/** The columns of a StaffMember, for every query that answers one. */
export const staffColumns = {
  id: ansatt.id,
  navn: ansatt.navn,
  epost: ansatt.epost,
  rolle: sql<StaffRole>`${ansatt.rolle}`,
  myndighetId: ansatt.myndighetId,
  myndighetNavn: myndighet.navn,
}

/** An active member of staff by id; undefined for one deactivated or gone. */
export async function findActiveStaff(db: Db, id: number): Promise<StaffMember | undefined> {
  const [row] = await db
    .select(staffColumns)
    .from(ansatt)
    .leftJoin(myndighet, eq(myndighet.id, ansatt.myndighetId))
    .where(and(eq(ansatt.id, id), eq(ansatt.aktiv, true)))
  return row
}

/** An active member of staff by address, in whatever case it was typed. */
export async function findActiveStaffByEmail(
  db: DbOrTransaction,
  email: string,
): Promise<{ id: number; navn: string; epost: string } | undefined> {
  const [row] = await db
    .select({ id: ansatt.id, navn: ansatt.navn, epost: ansatt.epost })
    .from(ansatt)
    .where(and(eq(sql`lower(${ansatt.epost})`, email.toLowerCase()), eq(ansatt.aktiv, true)))
  return row
}
