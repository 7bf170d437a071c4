import { and, eq, gt, isNull } from 'drizzle-orm'
import type { Db } from '../../db/connection.ts'
import { ansattOkt } from '../../db/schema/index.ts'
import { hashSecret, looksLikeSecret, newSecret } from '../secrets.ts'
import { findActiveStaff, type StaffMember } from './staff-member.ts'
import { minutes, type StaffLimits } from './staff-limits.ts'

/** Opens a session for a member of staff; answers its id, for the cookie only. */
export async function openSession(db: Db, staffId: number, now: Date): Promise<string> {
  const sessionId = newSecret()
  await db
    .insert(ansattOkt)
    .values({ oktHash: hashSecret(sessionId), ansattId: staffId, opprettet: now, sistSett: now })
  return sessionId
}

/**
 * The member of staff a session belongs to, marking it seen now; undefined for a session ended,
 * idle past its limit, older than its limit in all, unknown, or of someone deactivated.
 */
export async function touchSession(
  db: Db,
  sessionId: string | undefined,
  limits: StaffLimits,
  now: Date,
): Promise<StaffMember | undefined> {
  if (!looksLikeSecret(sessionId)) return undefined
  const [session] = await db
    .update(ansattOkt)
    .set({ sistSett: now })
    .where(
      and(
        eq(ansattOkt.oktHash, hashSecret(sessionId)),
        isNull(ansattOkt.avsluttet),
        gt(ansattOkt.sistSett, new Date(now.getTime() - minutes(limits.idleMinutes))),
        gt(ansattOkt.opprettet, new Date(now.getTime() - minutes(limits.sessionHours * 60))),
      ),
    )
    .returning({ staffId: ansattOkt.ansattId })
  return session ? findActiveStaff(db, session.staffId) : undefined
}

/** Ends a session on sign-out: its cookie opens nothing from now on, in any process. */
export async function endSession(db: Db, sessionId: string | undefined, now: Date): Promise<void> {
  if (!looksLikeSecret(sessionId)) return
  await db
    .update(ansattOkt)
    .set({ avsluttet: now })
    .where(and(eq(ansattOkt.oktHash, hashSecret(sessionId)), isNull(ansattOkt.avsluttet)))
}
