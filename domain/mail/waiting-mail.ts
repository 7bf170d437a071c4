import { and, gt, inArray, isNull, lt, or, sql } from 'drizzle-orm'
import { epostUtboks, type MailAttachmentRef } from '../../db/schema/index.ts'
import type { DbOrTransaction } from './queue-mail.ts'

/**
 * Queued messages that wait for something before they go, addressed by their outbox keys: a
 * report's e-mail to an authority is held back while the sender's files upload, let go when the
 * sender is done, and given each file that arrives while it waits. Only unsent rows are touched.
 */

/** Sends the messages no earlier than `seconds` from now. */
export async function holdMail(db: DbOrTransaction, keys: string[], seconds: number) {
  if (!keys.length) return
  await db
    .update(epostUtboks)
    .set({ nesteForsok: sql`now() + make_interval(secs => ${seconds})` })
    .where(and(inArray(epostUtboks.nokkel, keys), isNull(epostUtboks.sendt)))
}

/** Makes waiting messages due now; answers how many were waiting. */
export async function sendHeldMailNow(db: DbOrTransaction, keys: string[]): Promise<number> {
  if (!keys.length) return 0
  const released = await db
    .update(epostUtboks)
    .set({ nesteForsok: sql`now()` })
    .where(
      and(
        inArray(epostUtboks.nokkel, keys),
        isNull(epostUtboks.sendt),
        gt(epostUtboks.nesteForsok, sql`now()`),
      ),
    )
    .returning({ id: epostUtboks.id })
  return released.length
}

/**
 * Adds a file to those of the messages that are still waiting: not sent, and not held by a
 * sender right now (a held message has read its attachments already). Answers the keys that got
 * it; the others need the file sent on its own.
 */
export async function attachToWaitingMail(
  db: DbOrTransaction,
  keys: string[],
  attachment: MailAttachmentRef,
): Promise<string[]> {
  if (!keys.length) return []
  const attached = await db
    .update(epostUtboks)
    .set({ vedlegg: sql`${epostUtboks.vedlegg} || ${JSON.stringify([attachment])}::jsonb` })
    .where(
      and(
        inArray(epostUtboks.nokkel, keys),
        isNull(epostUtboks.sendt),
        or(isNull(epostUtboks.reservertTil), lt(epostUtboks.reservertTil, sql`now()`)),
      ),
    )
    .returning({ nokkel: epostUtboks.nokkel })
  return attached.map((row) => row.nokkel)
}
