import { createHash } from 'node:crypto'
import { eq, sql } from 'drizzle-orm'
import { bekymring, meldeplikt, vedlegg } from '../../db/schema/index.ts'
import { queueMail } from '../mail/queue-mail.ts'
import { ATTACHMENT_KIND } from './attachment-loader.ts'
import { ATTACHMENT_LIMITS, extensionOf, fileProblem } from './attachment-rules.ts'
import { detectContentType } from './detect-content.ts'
import { fill, type ReportMailTexts } from './mail-texts.ts'
import { authorityInboxes } from './reference-names.ts'
import { authorityMailKey, reportMailKeys } from './report-mail.ts'
import { attachToWaitingMail, sendHeldMailNow } from '../mail/waiting-mail.ts'
import { ReportRejected } from './report-rejected.ts'
import type { DbOrTransaction, Transaction } from './save-report.ts'

export interface Upload {
  kind: 'bekymring' | 'meldeplikt'
  reference: string
  /** Already cleaned (attachment-rules.ts). */
  fileName: string
  bytes: Buffer
}

interface SavedAttachment {
  filnavn: string
  innholdstype: string
  storrelse: number
}

const FIELD = 'vedleggFile'

/**
 * Keeps one file of a message received within the upload window and adds it to the message's
 * authority e-mail while that waits. The last of the files the sender announced lets the
 * message's e-mails go (decision 033). If an authority's e-mail has already gone, the file
 * follows in an e-mail of its own, so a late file is never lost. Refusals are ReportRejected.
 */
export async function saveAttachment(db: DbOrTransaction, upload: Upload, texts: ReportMailTexts) {
  const file = { name: upload.fileName, size: upload.bytes.length }
  const problem = fileProblem(file, [])
  if (problem) throw new ReportRejected(problem.key, FIELD, problem.params)
  const innholdstype = await detectContentType(upload.bytes, extensionOf(file.name) ?? '')
  if (!innholdstype) {
    throw new ReportRejected('reports.files.contentMismatch', FIELD, { name: file.name })
  }
  const sjekksum = createHash('sha256').update(upload.bytes).digest('hex')
  return db.transaction(async (tx) => {
    const report = await openReport(tx, upload)
    const link = upload.kind === 'bekymring' ? vedlegg.bekymringId : vedlegg.meldepliktId
    const attached = await tx
      .select({ name: vedlegg.filnavn, sjekksum: vedlegg.sjekksum })
      .from(vedlegg)
      .where(eq(link, report.id))
    const late = fileProblem(file, attached)
    if (late) throw new ReportRejected(late.key, FIELD, late.params)
    if (attached.some((each) => each.sjekksum === sjekksum)) {
      throw new ReportRejected('reports.files.alreadyAdded', FIELD, { name: file.name })
    }
    const [row] = await tx
      .insert(vedlegg)
      .values({
        ...(upload.kind === 'bekymring' ? { bekymringId: report.id } : { meldepliktId: report.id }),
        filnavn: file.name,
        innholdstype,
        storrelse: file.size,
        sjekksum,
        data: upload.bytes,
      })
      .returning({ id: vedlegg.id })
    const ref = {
      kind: ATTACHMENT_KIND,
      id: row!.id,
      filename: file.name,
      contentType: innholdstype,
    }
    await mailToAuthorities(tx, { kind: upload.kind, ...report }, ref, texts)
    if (report.ventede_vedlegg !== null && attached.length + 1 >= report.ventede_vedlegg) {
      await sendHeldMailNow(tx, reportMailKeys({ kind: upload.kind, ...report }))
    }
    return { filnavn: file.name, innholdstype, storrelse: file.size } satisfies SavedAttachment
  })
}

/**
 * The message, locked until the upload is saved: parallel uploads to one message take turns, so
 * the count of files and the check for duplicates hold. Refused once the window has closed.
 */
async function openReport(tx: Transaction, upload: Upload) {
  const table = upload.kind === 'bekymring' ? bekymring : meldeplikt
  const result = await tx.execute<{
    id: number
    referanse: string
    mottakere: number[]
    ventede_vedlegg: number | null
  }>(sql`
    select id, referanse, mottakere, ventede_vedlegg from ${table}
    where referanse = ${upload.reference}
      and mottatt > now() - make_interval(mins => ${ATTACHMENT_LIMITS.uploadWindowMinutes})
    for update`)
  const report = result.rows[0]
  if (!report) throw new ReportRejected('reports.files.closed', FIELD)
  return report
}

async function mailToAuthorities(
  tx: Transaction,
  report: { kind: Upload['kind']; id: number; referanse: string; mottakere: number[] },
  ref: { kind: string; id: number; filename: string; contentType: string },
  texts: ReportMailTexts,
) {
  const keys = report.mottakere.map((myndighetId) => authorityMailKey(report, myndighetId))
  const attached = new Set(await attachToWaitingMail(tx, keys, ref))
  const gone = report.mottakere.filter((id) => !attached.has(authorityMailKey(report, id)))
  const byMail = (await authorityInboxes(tx, gone)).filter((inbox) => !inbox.bareInnboks)
  for (const inbox of byMail) {
    await queueMail(tx, {
      key: `vedlegg:${report.kind}:${report.id}:${inbox.id}:${ref.id}`,
      to: inbox.epost,
      subject: fill(texts.mail.followUpSubject, { reference: report.referanse }),
      text: fill(texts.mail.followUpText, { reference: report.referanse }),
      attachments: [ref],
    })
  }
}
