import { desc, eq } from 'drizzle-orm'
import nodemailer from 'nodemailer'
import type { Db } from '../../db/connection.ts'
import { epostPostkasse } from '../../db/schema/index.ts'
import type { MailTransport } from './transport.ts'

/**
 * Without an SMTP server every message is rendered exactly as it would be sent and kept in the
 * development mailbox table, so a developer sees the real thing at /utvikling/epost.
 */
export function developmentMailboxTransport(db: Db, from: string): MailTransport {
  const renderer = nodemailer.createTransport({ streamTransport: true, buffer: true }, { from })
  return {
    kind: 'development',
    from,
    // One at a time: the embedded database serves one session anyway.
    connections: 1,
    async send(mail) {
      const rendered = await renderer.sendMail(mail)
      await db.insert(epostPostkasse).values({
        mottaker: mail.to,
        emne: mail.subject,
        melding: rendered.message as Buffer,
      })
    },
    close: () => renderer.close(),
  }
}

/** The most messages the mailbox page lists. */
const DEVELOPMENT_MAILBOX_PAGE = 200

/** The newest messages in the development mailbox, without their content. */
export function listDevelopmentMail(db: Db, limit = DEVELOPMENT_MAILBOX_PAGE) {
  return db
    .select({
      id: epostPostkasse.id,
      mottaker: epostPostkasse.mottaker,
      emne: epostPostkasse.emne,
      mottatt: epostPostkasse.mottatt,
    })
    .from(epostPostkasse)
    .orderBy(desc(epostPostkasse.mottatt), desc(epostPostkasse.id))
    .limit(limit)
}

/** One message from the development mailbox, raw, or undefined. */
export async function findDevelopmentMail(db: Db, id: number) {
  const [row] = await db.select().from(epostPostkasse).where(eq(epostPostkasse.id, id))
  return row
}
