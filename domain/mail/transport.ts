import nodemailer from 'nodemailer'
import type { SendMailOptions } from 'nodemailer'
import type { Db } from '../../db/connection.ts'
import { developmentMailboxTransport } from './development-mailbox.ts'
import { DEFAULT_MAIL_FROM } from './message.ts'

/** A message as it is handed to a transport: everything but From, which the transport sets. */
export type OutgoingMail = Omit<SendMailOptions, 'from'>

/** Where delivered mail goes: an SMTP server, or the development mailbox table. */
export interface MailTransport {
  readonly kind: 'smtp' | 'development'
  /** The From of every message (MAIL_FROM). */
  readonly from: string
  /** Resolves once the server has accepted the message; rejects when it has not. */
  send(mail: OutgoingMail): Promise<void>
  close(): void
}

export interface MailTransportSettings {
  db: Db
  /** SMTP_URL, such as smtp://user:password@host:587; without it, the development mailbox. */
  smtpUrl?: string
  from?: string
}

// A server that stops answering must fail the attempt well within the lease (deliver.ts), or a
// second process could take the message over while this one is still sending it.
const SMTP_TIMEOUTS = { connectionTimeout: 20_000, greetingTimeout: 20_000, socketTimeout: 60_000 }

/** The transport this deployment sends with: SMTP when SMTP_URL is set, else the mailbox table. */
export function createMailTransport(settings: MailTransportSettings): MailTransport {
  const from = settings.from ?? DEFAULT_MAIL_FROM
  if (!settings.smtpUrl) return developmentMailboxTransport(settings.db, from)
  const smtp = nodemailer.createTransport({ ...SMTP_TIMEOUTS, url: settings.smtpUrl }, { from })
  return {
    kind: 'smtp',
    from,
    async send(mail) {
      await smtp.sendMail(mail)
    },
    close: () => smtp.close(),
  }
}
