import { and, lt, ne, sql } from 'drizzle-orm'
import type { Db } from '../../db/connection.ts'
import { epostUtboks } from '../../db/schema/index.ts'

/** How long a sent message keeps its address and content in the outbox, for support questions. */
export const KEEP_SENT_MAIL_DAYS = 30

/**
 * Blanks the address and content of messages sent, or given up, more than `days` ago: copies of
 * reports and addresses must not outlive their use in the outbox. The row stays, with its key and times, so
 * the key is still never sent twice and "was the receipt sent?" can still be answered.
 */
export async function eraseSentMail(db: Db, days = KEEP_SENT_MAIL_DAYS): Promise<number> {
  const erased = await db
    .update(epostUtboks)
    .set({ mottaker: '', emne: '', tekst: '', html: null, hoder: {}, vedlegg: [] })
    .where(
      and(
        lt(
          sql`coalesce(${epostUtboks.sendt}, ${epostUtboks.gittOpp})`,
          sql`now() - make_interval(days => ${days})`,
        ),
        ne(epostUtboks.mottaker, ''),
      ),
    )
    .returning({ id: epostUtboks.id })
  return erased.length
}
