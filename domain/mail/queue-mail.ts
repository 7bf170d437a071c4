import type { Db } from '../../db/connection.ts'
import { epostUtboks } from '../../db/schema/index.ts'
import { mailMessageSchema, type MailMessage } from './message.ts'

/** The database, or a transaction on it: `db.transaction(async (tx) => ...)` hands out the latter. */
export type DbOrTransaction = Db | Parameters<Parameters<Db['transaction']>[0]>[0]

/**
 * Puts a message in the outbox; the mail worker sends it soon after. Pass the transaction that
 * saves what the message is about, so both are kept or neither is. A key already queued is left
 * as it is (and not sent again): the answer is false then. Wake the worker after the commit to
 * send at once rather than at its next poll.
 */
export async function queueMail(db: DbOrTransaction, message: MailMessage): Promise<boolean> {
  return (await queueMails(db, [message])) > 0
}

/**
 * Puts many messages in the outbox in one statement, as queueMail does one: in the caller's
 * transaction, each key at most once. Every message is checked before any is saved, so one
 * invalid message saves none. Answers how many were new. For runs that queue thousands (the
 * newsletter), where a statement per message was most of the run's time.
 */
export async function queueMails(
  db: DbOrTransaction,
  messages: readonly MailMessage[],
): Promise<number> {
  if (!messages.length) return 0
  const rows = messages.map((message) => {
    const valid = mailMessageSchema.parse(message)
    return {
      nokkel: valid.key,
      mottaker: valid.to,
      emne: valid.subject,
      tekst: valid.text,
      html: valid.html ?? null,
      hoder: valid.headers,
      vedlegg: valid.attachments,
    }
  })
  const inserted = await db
    .insert(epostUtboks)
    .values(rows)
    .onConflictDoNothing({ target: epostUtboks.nokkel })
    .returning({ id: epostUtboks.id })
  return inserted.length
}

/** What the rest of the product may do with the mail worker: ask it to look at the outbox now. */
export interface MailWakeUp {
  wake(): void
}
