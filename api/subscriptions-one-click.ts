import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { nb } from '../i18n/nb.ts'
import { deleteSubscription } from '../domain/subscriptions/change-subscription.ts'
import { linkTokenSchema } from '../domain/subscriptions/subscription-schemas.ts'
import type { ApiDependencies } from './context.ts'
import { HttpProblem } from './errors.ts'
import {
  deleteFailed,
  privateAnswer,
  subscriptionIdParams,
  subscriptionStatusSchema,
} from './subscription-answers.ts'

/** RFC 8058: what the mail program posts, as a form (urlencoded or multipart). */
function isOneClickBody(contentType: string | undefined, body: unknown): boolean {
  if (typeof body !== 'string') return false
  if (contentType?.startsWith('application/x-www-form-urlencoded')) {
    return new URLSearchParams(body).get('List-Unsubscribe') === 'One-Click'
  }
  if (contentType?.startsWith('multipart/form-data')) {
    return /name="List-Unsubscribe"\r?\n(?:[^\r\n]+\r?\n)*\r?\nOne-Click\r?\n/.test(body)
  }
  return false
}

/**
 * The newsletter's List-Unsubscribe address. A mail program's unsubscribe button posts
 * `List-Unsubscribe=One-Click` here (RFC 8058) and the subscription is deleted, with no page in
 * between; its token only unsubscribes that one subscription. A person who opens the address in
 * a browser is sent to the delete page, which asks first.
 */
export const oneClickRoutes: FastifyPluginAsyncZod<ApiDependencies> = async (app, deps) => {
  // Mail programs post forms, which the rest of the API does not take: this scope reads any body
  // as text (4 KB at most) and checks it itself.
  app.removeAllContentTypeParsers()
  app.addContentTypeParser('*', { parseAs: 'string', bodyLimit: 4096 }, (_request, body, done) =>
    done(null, body),
  )
  const schema = {
    tags: ['abonnement'],
    params: subscriptionIdParams,
    querystring: z.object({ token: linkTokenSchema }),
  }

  app.post(
    '/abonnement/:id/avmeld',
    {
      schema: {
        ...schema,
        summary: 'One-click unsubscribe (RFC 8058)',
        description: 'Body List-Unsubscribe=One-Click; the token comes from the newsletter.',
        response: { 200: subscriptionStatusSchema },
      },
    },
    async (request, reply) => {
      privateAnswer(reply)
      if (!isOneClickBody(request.headers['content-type'], request.body)) {
        throw new HttpProblem(400, 'BAD_REQUEST', nb.errors.BAD_REQUEST)
      }
      const { id } = request.params
      if (!(await deleteSubscription(deps.db, id, request.query.token, ['avmeld']))) {
        throw deleteFailed()
      }
      return { type: 'SUBSCRIPTION_DELETED', message: nb.subscriptions.success.deleted }
    },
  )

  app.get(
    '/abonnement/:id/avmeld',
    {
      // Only sends the browser on; the page it goes to asks the database.
      config: { withoutDatabase: true },
      schema: {
        ...schema,
        summary: 'The unsubscribe page, for a person with a browser',
        response: {
          303: z
            .null()
            .describe('See Other: the delete page (/abonnement/{id}/slett), which asks first'),
        },
      },
    },
    async (request, reply) => {
      const token = encodeURIComponent(request.query.token ?? '')
      privateAnswer(reply)
      return reply.redirect(`/abonnement/${request.params.id}/slett?token=${token}`, 303)
    },
  )
}
