import { queueMail, type DbOrTransaction } from '../mail/queue-mail.ts'
import { authorityInboxes } from './reference-names.ts'
import { formatReportTime } from './report-date.ts'
import { holdMail } from '../mail/waiting-mail.ts'
import { fill, type MailLine, type ReportMailTexts } from './mail-texts.ts'
import type { ReportKind } from './reference-number.ts'

/** A saved report, as its e-mails need it. */
export interface SavedReport {
  kind: ReportKind
  id: number
  referanse: string
  mottatt: Date
  /** The routed authorities. */
  mottakere: number[]
}

export interface ReportMail {
  /** Where the receipt goes; no receipt without an address. */
  receiptTo?: string
  /** The product's name, for the authority's subject line. */
  product: string
  lines: MailLine[]
  /** Concern and duty-to-report messages may get files after they are saved. */
  attachments: boolean
}

/** The outbox key of the report's e-mail to one authority; uploads look it up by this key. */
export function authorityMailKey(report: Pick<SavedReport, 'kind' | 'id'>, myndighetId: number) {
  return `myndighet:${report.kind}:${report.id}:${myndighetId}`
}

/**
 * Queues, in the transaction that saves the report, a receipt to the sender and the report in
 * full to each routed authority's inbox. `delaySeconds` holds the authority e-mail back while the
 * sender's files upload (decision 008); the files present when it goes are attached to it.
 */
export async function queueReportMail(
  tx: DbOrTransaction,
  report: SavedReport,
  mail: ReportMail,
  options: { texts: ReportMailTexts; delaySeconds: number },
): Promise<void> {
  const { texts } = options
  const kind = texts.mail.kinds[report.kind]
  if (mail.receiptTo) {
    await queueMail(tx, {
      key: `kvittering:${report.kind}:${report.id}`,
      to: mail.receiptTo,
      subject: fill(texts.mail.receiptSubject, { reference: report.referanse }),
      text: fill(texts.mail.receiptText, { reference: report.referanse, kind: kind.toLowerCase() }),
    })
  }
  const inboxes = await authorityInboxes(tx, report.mottakere)
  const text = authorityText(
    report,
    mail,
    inboxes.map((inbox) => inbox.kortnavn),
    texts,
  )
  const subject = fill(texts.mail.authoritySubject, {
    kind,
    reference: report.referanse,
    product: oneLine(mail.product, 120),
  })
  for (const inbox of inboxes) {
    const key = authorityMailKey(report, inbox.id)
    await queueMail(tx, { key, to: inbox.epost, subject, text })
  }
  if (options.delaySeconds > 0) {
    const keys = inboxes.map((inbox) => authorityMailKey(report, inbox.id))
    await holdMail(tx, keys, options.delaySeconds)
  }
}

function authorityText(
  report: SavedReport,
  mail: ReportMail,
  recipientNames: string[],
  texts: ReportMailTexts,
): string {
  const intro = fill(texts.mail.authorityIntro, {
    kind: texts.mail.kinds[report.kind],
    received: formatReportTime(report.mottatt),
    reference: report.referanse,
  })
  const lines = mail.lines.map(([field, value]) => {
    const label = texts.fields[field] ?? field
    return `${label}: ${showValue(value, texts)}`
  })
  const recipients = fill(texts.mail.recipients, { names: recipientNames.join(', ') })
  const note = mail.attachments ? [texts.mail.attachmentsNote] : []
  return [intro, '', ...lines, '', recipients, ...note].join('\n')
}

function showValue(value: MailLine[1], texts: ReportMailTexts): string {
  const values = Array.isArray(value) ? value : value === undefined ? [] : [value]
  return values.length ? values.join(', ') : texts.mail.notGiven
}

/** Text from a form, made fit for a subject line: one line, not too long. */
function oneLine(value: string, max: number): string {
  const flat = value.replace(/\s+/g, ' ').trim()
  return flat.length > max ? `${flat.slice(0, max - 1)}…` : flat
}
