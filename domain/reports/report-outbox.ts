import { and, gt, inArray, isNull, lt, or, sql } from 'drizzle-orm'
import { epostUtboks, type MailAttachmentRef } from '../../db/schema/index.ts'
import type { DbOrTransaction } from '../mail/queue-mail.ts'

/**
 * What reports do to their queued e-mail beyond queueing it: hold it back while files upload,
 * let it go when the sender is done, and add a file to it while it waits.
 * TODO: move these into domain/mail (a `notBefore` on queueMail, an attach-while-pending call)
 * once the outbox is finished there; until then they are the only code outside domain/mail that
 * touches epost_utboks, and only unsent rows no one holds.
 */

/** Sends the messages no earlier than `seconds` from now. */
export async function delayMail(db: DbOrTransaction, keys: string[], seconds: number) {
  if (!keys.length) return
  await db
    .update(epostUtboks)
    .set({ nesteForsok: sql`now() + make_interval(secs => ${seconds})` })
    .where(and(inArray(epostUtboks.nokkel, keys), isNull(epostUtboks.sendt)))
}

/** Makes waiting messages due now; answers how many were waiting. */
export async function releaseMail(db: DbOrTransaction, keys: string[]): Promise<number> {
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
