import { createHash } from 'node:crypto'
import type { Db } from '../../db/connection.ts'
import { loadAttachments, type AttachmentLoaders } from './attachments.ts'
import type { ClaimedMail } from './outbox-state.ts'
import type { OutgoingMail } from './transport.ts'

/**
 * The message as nodemailer takes it. Its Message-ID comes from the outbox row, so a message sent
 * again after a crash carries the same one and a receiving system can tell it is a duplicate.
 */
export async function composeMail(
  db: Db,
  mail: ClaimedMail,
  from: string,
  attachments: AttachmentLoaders,
): Promise<OutgoingMail> {
  return {
    to: mail.mottaker,
    subject: mail.emne,
    text: mail.tekst,
    ...(mail.html === null ? {} : { html: mail.html }),
    headers: mail.hoder,
    messageId: messageIdFor(mail, from),
    // What nodemailer picks for Norwegian and English text anyway, said here so that it does not
    // count the letters of every text and header to decide (a tenth of a newsletter's send).
    textEncoding: 'quoted-printable',
    attachments: await loadAttachments(db, mail.vedlegg, attachments),
  }
}

function messageIdFor(mail: ClaimedMail, from: string): string {
  const domain = /@([^\s<>@]+)>?\s*$/.exec(from)?.[1] ?? 'farligeprodukter.invalid'
  const digest = createHash('sha256').update(mail.nokkel).digest('hex').slice(0, 20)
  return `<utboks.${mail.id}.${digest}@${domain}>`
}
