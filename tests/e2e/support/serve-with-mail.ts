import { mkdirSync, renameSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { startTestSmtpServer, type ReceivedMail } from '../../support/smtp-server.ts'

/**
 * The browser tests' server: the product as `npm start` runs it, sending its e-mail over SMTP to
 * a real SMTP server on loopback. Each message received is written to E2E_MAIL_DIR as JSON,
 * where the tests read it (mailbox.ts) as a person reads their inbox.
 */
const directory = process.env.E2E_MAIL_DIR
if (!directory) throw new Error('E2E_MAIL_DIR must name the directory for received e-mail')
mkdirSync(directory, { recursive: true })

/** What a test reads of a message. */
export interface StoredMail {
  to: string[]
  subject: string
  text: string
  attachments: Array<{ filename: string; mimeType: string; size: number }>
}

let count = 0
function store({ envelopeTo, parsed }: ReceivedMail) {
  const message: StoredMail = {
    to: envelopeTo,
    subject: parsed.subject ?? '',
    text: parsed.text ?? '',
    attachments: parsed.attachments.map((attachment) => ({
      filename: attachment.filename ?? '',
      mimeType: attachment.mimeType,
      size:
        typeof attachment.content === 'string'
          ? attachment.content.length
          : attachment.content.byteLength,
    })),
  }
  // Named by arrival, so the newest sorts last.
  const name = `${String(Date.now())}-${String(++count).padStart(6, '0')}.json`
  // Written aside and renamed into place, so a test reading the directory never meets half a
  // message (it read one as truncated JSON once).
  const aside = join(directory!, `.${name}.part`)
  writeFileSync(aside, JSON.stringify(message))
  renameSync(aside, join(directory!, name))
}

const smtp = await startTestSmtpServer(0, store)
process.env.SMTP_URL = smtp.url
await import('../../../scripts/start.ts')
