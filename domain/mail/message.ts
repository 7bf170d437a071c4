import { z } from 'zod'

/** MAIL_FROM when it is not set. */
export const DEFAULT_MAIL_FROM = 'Farlige produkter <ikke-svar@farligeprodukter.example.no>'

// Headers the message itself sets; a caller adding one of these would change who gets it.
const RESERVED_HEADERS = new Set(['from', 'to', 'cc', 'bcc', 'subject', 'message-id', 'date'])

/** A line break in a header or address would let text from a form add headers of its own. */
const singleLine = z.string().refine((value) => !/[\r\n]/.test(value), 'must be one line')

const mailAttachmentRefSchema = z.object({
  kind: z.string().min(1),
  id: z.number().int().positive(),
  filename: singleLine.pipe(z.string().min(1)),
  contentType: z.string().regex(/^[\w.+-]+\/[\w.+-]+$/),
})

/**
 * One e-mail to queue. `key` names what the message is for ('kvittering:bekymring:42'): queueing
 * the same key again sends nothing more, so a retried request cannot send twice.
 */
export const mailMessageSchema = z.object({
  key: z.string().trim().min(1).max(200),
  to: z.email(),
  subject: singleLine.pipe(z.string().min(1).max(500)),
  text: z.string(),
  html: z.string().optional(),
  headers: z
    .record(z.string().regex(/^[A-Za-z0-9-]+$/), singleLine)
    .refine(
      (headers) => Object.keys(headers).every((name) => !RESERVED_HEADERS.has(name.toLowerCase())),
      'sets a header the message sets itself',
    )
    .default({}),
  attachments: z.array(mailAttachmentRefSchema).default([]),
})

export type MailMessage = z.input<typeof mailMessageSchema>
