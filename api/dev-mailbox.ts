import type { FastifyPluginAsync, FastifyReply } from 'fastify'
import PostalMime from 'postal-mime'
import type { Db } from '../domain/database.ts'
import { findDevelopmentMail, listDevelopmentMail } from '../domain/mail/development-mailbox.ts'
import { mailboxPage, messagePage, page } from './dev-mailbox-pages.ts'

export const DEV_MAILBOX_PATH = '/utvikling/epost'

/** The settings that decide it, passed in by the composition root from its environment. */
interface MailboxSettings {
  NODE_ENV: string
  SMTP_URL?: string
  DATABASE_URL?: string
}

/** The mailbox pages exist only where mail is kept instead of sent, and never in production. */
export function devMailboxEnabled(env: MailboxSettings): boolean {
  // `npm start` runs the production build on the embedded database: a demonstration on one
  // machine, where reading the mail it would have sent is the point. A real deployment has a
  // DATABASE_URL, and there the mailbox never shows.
  const demonstration = !env.DATABASE_URL
  return !env.SMTP_URL && (env.NODE_ENV !== 'production' || demonstration)
}

// A message may hold links with tokens and text from forms: nothing here is cached or loaded
// from elsewhere, and a link followed from here tells the next site nothing.
function htmlReply(reply: FastifyReply, html: string, status = 200) {
  return reply
    .code(status)
    .type('text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .header(
      'content-security-policy',
      "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'",
    )
    .header('referrer-policy', 'no-referrer')
    .header('x-content-type-options', 'nosniff')
    .send(html)
}

function parseId(value: string): number | undefined {
  return /^[1-9]\d{0,8}$/.test(value) ? Number(value) : undefined
}

/**
 * The development mailbox at /utvikling/epost: what the product would have sent, readable in the
 * browser. Registered only outside production and only when no SMTP server is configured.
 */
export const devMailboxRoutes: FastifyPluginAsync<{ db: Db }> = async (app, { db }) => {
  const notFound = (reply: FastifyReply) =>
    htmlReply(reply, page('Fant ikke meldingen', '<h1>Fant ikke meldingen</h1>'), 404)

  app.get('/', async (_request, reply) => {
    return htmlReply(reply, mailboxPage(DEV_MAILBOX_PATH, await listDevelopmentMail(db)))
  })

  app.get<{ Params: { id: string } }>('/:id', async (request, reply) => {
    const id = parseId(request.params.id)
    const mail = id && (await findDevelopmentMail(db, id))
    if (!mail) return notFound(reply)
    const email = await PostalMime.parse(mail.melding)
    return htmlReply(reply, messagePage(DEV_MAILBOX_PATH, mail, email))
  })

  app.get<{ Params: { id: string } }>('/:id/eml', async (request, reply) => {
    const id = parseId(request.params.id)
    const mail = id && (await findDevelopmentMail(db, id))
    if (!mail) return notFound(reply)
    return reply
      .type('message/rfc822')
      .header('cache-control', 'no-store')
      .header('content-disposition', `attachment; filename="epost-${mail.id}.eml"`)
      .send(mail.melding)
  })
}
