import { sql } from 'drizzle-orm'
import type { Db } from '../../db/connection.ts'
import { bekymring, meldeplikt } from '../../db/schema/index.ts'
import { authorityMailKey } from './report-mail.ts'
import { sendHeldMailNow } from '../mail/waiting-mail.ts'

/**
 * The sender's page says every upload of a message has finished: the authority e-mail need
 * not wait any longer (decision 008). Answers false when there is no such message.
 */
export async function finishUploads(
  db: Db,
  kind: 'bekymring' | 'meldeplikt',
  reference: string,
): Promise<boolean> {
  const table = kind === 'bekymring' ? bekymring : meldeplikt
  const result = await db.execute<{ id: number; mottakere: number[] }>(
    sql`select id, mottakere from ${table} where referanse = ${reference}`,
  )
  const report = result.rows[0]
  if (!report) return false
  const keys = report.mottakere.map((myndighetId) =>
    authorityMailKey({ kind, id: report.id }, myndighetId),
  )
  await sendHeldMailNow(db, keys)
  return true
}
