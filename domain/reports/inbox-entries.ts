import { innboks } from '../../db/schema/index.ts'
import type { DbOrTransaction } from '../mail/queue-mail.ts'
import type { SavedReport } from './report-mail.ts'

/**
 * Puts a saved report in the inbox of each authority it was routed to, status "ny". Called in
 * the transaction that saves the report, so a report is never kept without its inbox entries.
 */
export async function addToInboxes(
  tx: DbOrTransaction,
  report: Pick<SavedReport, 'kind' | 'id' | 'mottatt' | 'mottakere'>,
): Promise<void> {
  if (report.mottakere.length === 0) return
  await tx
    .insert(innboks)
    .values(
      report.mottakere.map((myndighetId) => ({
        meldingType: report.kind,
        meldingId: report.id,
        myndighetId,
        mottatt: report.mottatt,
      })),
    )
    .onConflictDoNothing()
}
