import { randomUUID } from 'node:crypto'
import { and, count, eq, gt, isNull, type SQL } from 'drizzle-orm'
import type { Db } from '../../db/connection.ts'
import { ansatt, ansattLenke } from '../../db/schema/index.ts'
import { queueMail, type DbOrTransaction } from '../mail/queue-mail.ts'
import { hashSecret, looksLikeSecret, newSecret } from '../secrets.ts'
import { signInMail, type SignInContext } from './sign-in-mail.ts'
import { findActiveStaffByEmail } from './staff-member.ts'
import { minutes } from './staff-limits.ts'

/**
 * Mails a one-time sign-in link to an active member of staff with this address, bound to the
 * browser that holds `browserSecret` (a random value in its cookie). For any other address it
 * makes and hashes a token and writes the message just the same, but stores and queues nothing:
 * the caller answers alike either way, and takes about as long. A member who already has
 * `openLinks` links unused and unexpired is mailed nothing more, answered alike too. Wake the mail
 * worker after.
 */
export async function requestSignInLink(
  db: Db,
  request: { epost: string; browserSecret: string },
  context: SignInContext,
  now: Date,
): Promise<void> {
  const token = newSecret()
  await db.transaction(async (tx) => {
    const staff = await findActiveStaffByEmail(tx, request.epost)
    const mail = signInMail(context, {
      to: staff?.epost ?? request.epost,
      navn: staff?.navn ?? '',
      token,
      key: `ansatt:innlogging:${randomUUID()}`,
    })
    if (!staff || (await openLinkCount(tx, staff.id, now)) >= context.limits.openLinks) return
    await tx.insert(ansattLenke).values({
      ansattId: staff.id,
      tokenHash: hashSecret(token),
      nettleserHash: hashSecret(request.browserSecret),
      utloper: new Date(now.getTime() + minutes(context.limits.linkMinutes)),
    })
    await queueMail(tx, mail)
  })
}

/**
 * The member's links that could still sign in. Their row is locked first, so two requests at once
 * are counted one after the other and never both pass at the limit.
 */
async function openLinkCount(tx: DbOrTransaction, staffId: number, now: Date): Promise<number> {
  await tx.select({ id: ansatt.id }).from(ansatt).where(eq(ansatt.id, staffId)).for('update')
  const [open] = await tx
    .select({ links: count() })
    .from(ansattLenke)
    .where(
      and(
        eq(ansattLenke.ansattId, staffId),
        isNull(ansattLenke.brukt),
        gt(ansattLenke.utloper, now),
      ),
    )
  return open?.links ?? 0
}

/**
 * The condition a link must meet to sign in: this token, asked for in this browser, unspent and
 * unexpired. Undefined for values no link or browser can have. Shared by the page that asks
 * before signing in and by the redemption, so the two never disagree.
 */
function usableLink(token: unknown, browserSecret: unknown, now: Date): SQL | undefined {
  if (typeof token !== 'string' || !looksLikeSecret(token)) return undefined
  if (typeof browserSecret !== 'string' || !looksLikeSecret(browserSecret)) return undefined
  return and(
    eq(ansattLenke.tokenHash, hashSecret(token)),
    eq(ansattLenke.nettleserHash, hashSecret(browserSecret)),
    isNull(ansattLenke.brukt),
    gt(ansattLenke.utloper, now),
  )
}

/** Whether the link would sign in from this browser now; spends nothing (decision 032). */
export async function isSignInLinkUsable(
  db: Db,
  token: unknown,
  browserSecret: unknown,
  now: Date,
): Promise<boolean> {
  const usable = usableLink(token, browserSecret, now)
  if (!usable) return false
  const found = await db.select({ id: ansattLenke.id }).from(ansattLenke).where(usable)
  return found.length > 0
}

/**
 * Spends a sign-in link: the id of the member of staff it signs in, or undefined for a link
 * used before, expired, unknown or opened in another browser. One statement, so two posts at
 * once spend it once. Whether the member is still active is the session's to check.
 */
export async function redeemSignInLink(
  db: DbOrTransaction,
  token: unknown,
  browserSecret: unknown,
  now: Date,
): Promise<number | undefined> {
  const usable = usableLink(token, browserSecret, now)
  if (!usable) return undefined
  const [spent] = await db
    .update(ansattLenke)
    .set({ brukt: now })
    .where(usable)
    .returning({ staffId: ansattLenke.ansattId })
  return spent?.staffId
}
