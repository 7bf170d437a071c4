import { queueMail, type DbOrTransaction } from '../mail/queue-mail.ts'
import { authorityInboxes } from './reference-names.ts'
import { formatDateTime } from '../../i18n/dates.ts'
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
  /** How many files the sender said would follow, when it said (decision 033). */
  filesToFollow?: number
}

/** The outbox key of the report's e-mail to one authority; uploads look it up by this key. */
export function authorityMailKey(report: Pick<SavedReport, 'kind' | 'id'>, myndighetId: number) {
  return `myndighet:${report.kind}:${report.id}:${myndighetId}`
}

/** The outbox key of the receipt to the report's sender. */
function receiptMailKey(report: Pick<SavedReport, 'kind' | 'id'>) {
  return `kvittering:${report.kind}:${report.id}`
}

/**
 * The outbox keys of every e-mail a report's files travel with or wait for: the receipt and each
 * routed authority's copy. Uploads and the sender's "done" let them go by these keys.
 */
export function reportMailKeys(report: Pick<SavedReport, 'kind' | 'id' | 'mottakere'>) {
  return [
    receiptMailKey(report),
    ...report.mottakere.map((myndighetId) => authorityMailKey(report, myndighetId)),
  ]
}

/**
 * Queues, in the transaction that saves the report, a receipt to the sender and the report in
 * full to each routed authority's e-mail inbox, but for those that want reports only in the
 * staff inbox (decision 055). `holdSeconds` holds both back while the sender's files
 * upload (decision 033), so neither goes before the report is whole; the files present when the
 * authority e-mail goes are attached to it.
 */
export async function queueReportMail(
  tx: DbOrTransaction,
  report: SavedReport,
  mail: ReportMail,
  options: { texts: ReportMailTexts; holdSeconds: number },
): Promise<void> {
  const { texts } = options
  const kind = texts.mail.kinds[report.kind]
  if (mail.receiptTo) {
    await queueMail(tx, {
      key: receiptMailKey(report),
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
  // An inbox-only authority reads the report in the staff inbox (addToInboxes, same
  // transaction); the e-mail still names it among the recipients.
  for (const inbox of inboxes.filter((each) => !each.bareInnboks)) {
    const key = authorityMailKey(report, inbox.id)
    await queueMail(tx, { key, to: inbox.epost, subject, text })
  }
  if (options.holdSeconds > 0) await holdMail(tx, reportMailKeys(report), options.holdSeconds)
}

function authorityText(
  report: SavedReport,
  mail: ReportMail,
  recipientNames: string[],
  texts: ReportMailTexts,
): string {
  const intro = fill(texts.mail.authorityIntro, {
    kind: texts.mail.kinds[report.kind],
    received: formatDateTime(report.mottatt),
    reference: report.referanse,
  })
  const lines = mail.lines.map(([field, value]) => {
    const label = texts.fields[field] ?? field
    return `${label}: ${showValue(value, texts)}`
  })
  const recipients = fill(texts.mail.recipients, { names: recipientNames.join(', ') })
  const note = mail.attachments ? [texts.mail.attachmentsNote] : []
  if (mail.filesToFollow) note.push(fill(texts.mail.filesAnnounced, { count: mail.filesToFollow }))
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
