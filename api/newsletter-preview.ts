import type { FastifyPluginAsync, FastifyReply } from 'fastify'
import type { Db } from '../domain/database.ts'
import { subscriptionContext } from '../domain/subscriptions/subscription-context.ts'
import { previewNewsletter } from '../domain/subscriptions/newsletter-preview.ts'
import { isMonth, previousOsloMonth } from '../domain/subscriptions/oslo-time.ts'
import { escapeMarkup } from '../i18n/escape.ts'
import { page } from './dev-mailbox-pages.ts'

export const NEWSLETTER_PREVIEW_PATH = '/utvikling/nyhetsbrev'

// A tool for developers, never shown to the public (server.ts registers it only where the
// development mailbox may show too), so its few words live here rather than in i18n/.

function htmlReply(reply: FastifyReply, html: string, status = 200) {
  return reply
    .code(status)
    .type('text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .header(
      'content-security-policy',
      "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'",
    )
    .header('referrer-policy', 'no-referrer')
    .send(html)
}

/**
 * GET /utvikling/nyhetsbrev/{id}?maaned=yyyy-MM: the newsletter one subscription would get for
 * a month (the month before this one by default), built by the same code as the monthly run but
 * neither queued nor recorded. A `?tekst` shows the plain-text part instead.
 */
export const newsletterPreviewRoutes: FastifyPluginAsync<{ db: Db; publicUrl: string }> = async (
  app,
  { db, publicUrl },
) => {
  const context = subscriptionContext(publicUrl)
  app.get<{ Params: { id: string }; Querystring: { maaned?: string; tekst?: string } }>(
    '/:id',
    async (request, reply) => {
      const id = /^[1-9]\d{0,8}$/.test(request.params.id) ? Number(request.params.id) : undefined
      const month = request.query.maaned ?? previousOsloMonth(new Date())
      if (!id || !isMonth(month)) {
        return htmlReply(reply, page('Ugyldig', '<h1>Ugyldig abonnement eller måned</h1>'), 400)
      }
      const preview = await previewNewsletter(db, id, month, context)
      if (!preview)
        return htmlReply(reply, page('Fant ikke', '<h1>Fant ikke abonnementet</h1>'), 404)
      const letter = preview.mail
      if (request.query.tekst !== undefined) {
        return htmlReply(reply, page(letter.subject, `<pre>${escapeMarkup(letter.text)}</pre>`))
      }
      // The run sends nothing when nothing matches; say so above the letter it would have been.
      const note = preview.products
        ? ''
        : `<p style="background:#fff3cd;padding:8px;margin:0">Ingen nye produkter i ${escapeMarkup(month)}: denne e-posten blir ikke sendt.</p>`
      return htmlReply(
        reply,
        (letter.html ?? '').replace(/<body[^>]*>/, (tag) => tag + note),
      )
    },
  )
}
