import { and, eq } from 'drizzle-orm'
import type { Db } from '../../../db/connection.ts'
import { vedlegg } from '../../../db/schema/index.ts'
import { recordAudit } from '../audit/record-audit.ts'
import type { StaffMember } from '../staff-member.ts'
import { inboxEntriesFor, ReportNotFoundError, type ReportRef } from './inbox-access.ts'
import { attachmentOwner } from './open-report.ts'

/**
 * A report's file, for staff of an authority whose inbox the report is in (or an
 * administrator), with the download written to the audit log in the same transaction.
 */
export async function downloadAttachment(
  db: Db,
  actor: StaffMember,
  ref: ReportRef,
  attachmentId: number,
) {
  return db.transaction(async (tx) => {
    await inboxEntriesFor(tx, actor, ref)
    const owner = attachmentOwner(ref)
    const [file] = owner
      ? await tx
          .select({
            filnavn: vedlegg.filnavn,
            innholdstype: vedlegg.innholdstype,
            data: vedlegg.data,
          })
          .from(vedlegg)
          .where(and(owner, eq(vedlegg.id, attachmentId)))
      : []
    if (!file) throw new ReportNotFoundError()
    await recordAudit(tx, {
      ansattId: actor.id,
      handling: 'melding.vedlegg-lastet-ned',
      objekt: { type: ref.kind, id: ref.id },
      detaljer: { vedlegg: attachmentId },
    })
    return file
  })
}
