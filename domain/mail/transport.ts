import nodemailer from 'nodemailer'
import type { SendMailOptions } from 'nodemailer'
import type { Db } from '../../db/connection.ts'
import { developmentMailboxTransport } from './development-mailbox.ts'
import { DEFAULT_MAIL_FROM } from './message.ts'

/**
 * A message as it is handed to a transport: everything but From, which the transport sets. It
 * goes to one address, as the outbox row names it.
 */
export type OutgoingMail = Omit<SendMailOptions, 'from' | 'to' | 'subject'> & {
  to: string
  subject: string
}

/** Where delivered mail goes: an SMTP server, or the development mailbox table. */
export interface MailTransport {
  readonly kind: 'smtp' | 'development'
  /** The From of every message (MAIL_FROM). */
  readonly from: string
  /** How many messages it can have on the wire at once: deliverDueMail sends that many side by side. */
  readonly connections: number
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

/** SMTP connections kept open when SMTP_URL does not say (`?maxConnections=N`). */
const DEFAULT_SMTP_CONNECTIONS = 4

/**
 * The transport this deployment sends with: SMTP when SMTP_URL is set, else the mailbox table.
 * SMTP connections are pooled and kept open between messages: a connection (TCP, greeting,
 * EHLO, perhaps STARTTLS and AUTH) per message limited a run to a few dozen a second. SMTP_URL's
 * own `?pool=false` or `?maxConnections=N` take precedence, as nodemailer merges them.
 */
export function createMailTransport(settings: MailTransportSettings): MailTransport {
  const from = settings.from ?? DEFAULT_MAIL_FROM
  if (!settings.smtpUrl) return developmentMailboxTransport(settings.db, from)
  const query = new URL(settings.smtpUrl).searchParams
  const pooled = query.get('pool') !== 'false'
  const connections = pooled
    ? Math.max(1, Math.floor(Number(query.get('maxConnections'))) || DEFAULT_SMTP_CONNECTIONS)
    : 1
  const smtp = nodemailer.createTransport(
    {
      ...SMTP_TIMEOUTS,
      pool: true,
      maxConnections: DEFAULT_SMTP_CONNECTIONS,
      url: settings.smtpUrl,
    },
    { from },
  )
  return {
    kind: 'smtp',
    from,
    connections,
    async send(mail) {
      await smtp.sendMail(mail)
    },
    close: () => smtp.close(),
  }
}
