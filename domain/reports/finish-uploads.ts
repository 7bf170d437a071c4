import { sql } from 'drizzle-orm'
import { bekymring, meldeplikt } from '../../db/schema/index.ts'
import type { DbOrTransaction } from '../mail/queue-mail.ts'
import { sendHeldMailNow } from '../mail/waiting-mail.ts'
import { reportMailKeys } from './report-mail.ts'

/**
 * The sender says it is done sending files, whether every one arrived or not: the receipt and
 * the authority e-mails need not wait any longer (decision 033). Answers false when there is no
 * such message.
 */
export async function finishUploads(
  db: DbOrTransaction,
  kind: 'bekymring' | 'meldeplikt',
  reference: string,
): Promise<boolean> {
  const table = kind === 'bekymring' ? bekymring : meldeplikt
  const result = await db.execute<{ id: number; mottakere: number[] }>(
    sql`select id, mottakere from ${table} where referanse = ${reference}`,
  )
  const report = result.rows[0]
  if (!report) return false
  await sendHeldMailNow(db, reportMailKeys({ kind, ...report }))
  return true
}
