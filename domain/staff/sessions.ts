import { and, eq, gt, isNull } from 'drizzle-orm'
import type { Db } from '../../db/connection.ts'
import { ansattOkt } from '../../db/schema/index.ts'
import type { DbOrTransaction } from '../mail/queue-mail.ts'
import { hashSecret, looksLikeSecret, newSecret } from '../secrets.ts'
import { recordAudit } from './audit/record-audit.ts'
import { findActiveStaff, type StaffMember } from './staff-member.ts'
import { minutes, type StaffLimits } from './staff-limits.ts'

/** How a member of staff proved who they are: the e-mailed link, or their identity provider. */
export type SignInMethod = 'lenke' | 'oidc'

/**
 * Opens a session for a member of staff and records the sign-in in the audit log, in the
 * caller's transaction if it has one; answers the session's id, for the cookie only.
 */
export async function openSession(
  db: DbOrTransaction,
  staffId: number,
  now: Date,
  method: SignInMethod,
): Promise<string> {
  const sessionId = newSecret()
  await db.transaction(async (tx) => {
    await tx
      .insert(ansattOkt)
      .values({ oktHash: hashSecret(sessionId), ansattId: staffId, opprettet: now, sistSett: now })
    await recordAudit(tx, {
      ansattId: staffId,
      handling: 'innlogging',
      detaljer: { metode: method },
      tidspunkt: now,
    })
  })
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

/**
 * Ends a session on sign-out: its cookie opens nothing from now on, in any process. The
 * sign-out is recorded in the audit log when there was a session to end.
 */
export async function endSession(db: Db, sessionId: string | undefined, now: Date): Promise<void> {
  if (!looksLikeSecret(sessionId)) return
  await db.transaction(async (tx) => {
    const [ended] = await tx
      .update(ansattOkt)
      .set({ avsluttet: now })
      .where(and(eq(ansattOkt.oktHash, hashSecret(sessionId)), isNull(ansattOkt.avsluttet)))
      .returning({ staffId: ansattOkt.ansattId })
    if (ended)
      await recordAudit(tx, { ansattId: ended.staffId, handling: 'utlogging', tidspunkt: now })
  })
}

/** Ends every open session of a member of staff at once: on deactivation, or a role change. */
export async function endSessionsOf(tx: DbOrTransaction, staffId: number, now: Date) {
  await tx
    .update(ansattOkt)
    .set({ avsluttet: now })
    .where(and(eq(ansattOkt.ansattId, staffId), isNull(ansattOkt.avsluttet)))
}
