import { sql } from 'drizzle-orm'
import { check, index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core'
import { bytea } from './catalogue.ts'

/**
 * A file sent with a message, by reference: the bytes stay where they live (a report's
 * attachments, say) and a loader registered for `kind` reads them at send time, so a queued
 * message stays small and never holds a second copy of an upload.
 */
export interface MailAttachmentRef {
  kind: string
  id: number
  filename: string
  contentType: string
}

/**
 * The e-mail outbox. A message is queued in the transaction that causes it and sent later by the
 * mail worker (jobs/mail-worker.ts), so an SMTP outage or a crash loses nothing. `nokkel` says
 * what the message is for ('kvittering:bekymring:42'): a key is sent once, however often it is
 * queued. `reservert_til` is the lease of the process that is sending it now, `reservert_av` that
 * process.
 */
export const epostUtboks = pgTable(
  'epost_utboks',
  {
    id: serial('id').primaryKey(),
    nokkel: text('nokkel').notNull().unique(),
    mottaker: text('mottaker').notNull(),
    emne: text('emne').notNull(),
    tekst: text('tekst').notNull(),
    html: text('html'),
    /** Extra headers, such as List-Unsubscribe for the newsletter. */
    hoder: jsonb('hoder').$type<Record<string, string>>().notNull().default({}),
    vedlegg: jsonb('vedlegg').$type<MailAttachmentRef[]>().notNull().default([]),
    opprettet: timestamp('opprettet', { withTimezone: true }).notNull().defaultNow(),
    /** Times a sender has taken the message, a crashed one included. */
    forsok: integer('forsok').notNull().default(0),
    nesteForsok: timestamp('neste_forsok', { withTimezone: true }).notNull().defaultNow(),
    reservertTil: timestamp('reservert_til', { withTimezone: true }),
    /**
     * The sender that holds the lease, by the number of its advisory lock (sender-lock.ts): when
     * that lock is gone, so is the sender, and the lease is void before its time.
     */
    reservertAv: integer('reservert_av'),
    sendt: timestamp('sendt', { withTimezone: true }),
    /**
     * When sending was given up: the receiving server said the message can never be delivered
     * as addressed (retry.ts, isPermanentRefusal). Never claimed again unless an operator clears it.
     */
    gittOpp: timestamp('gitt_opp', { withTimezone: true }),
    /** Why the last attempt failed, without the address: this column is read when debugging. */
    sisteFeil: text('siste_feil'),
  },
  (table) => [
    // The worker asks for unsent messages whose time has come; sent ones pile up and are skipped.
    index('epost_utboks_forfalt_idx')
      .on(table.nesteForsok)
      .where(sql`${table.sendt} is null`),
    check('epost_utboks_siste_feil_kort', sql`char_length(${table.sisteFeil}) <= 300`),
  ],
)

/**
 * The development mailbox: where messages go when no SMTP server is configured, as the raw
 * RFC 822 message a server would have received, so a developer can read them at /utvikling/epost.
 */
export const epostPostkasse = pgTable('epost_postkasse', {
  id: serial('id').primaryKey(),
  mottaker: text('mottaker').notNull(),
  emne: text('emne').notNull(),
  melding: bytea('melding').notNull(),
  mottatt: timestamp('mottatt', { withTimezone: true }).notNull().defaultNow(),
})
