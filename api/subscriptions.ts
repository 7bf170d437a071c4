import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { nb } from '../i18n/nb.ts'
import { subscriptionContext } from '../domain/subscriptions/subscription-context.ts'
import {
  activateSubscription,
  deleteSubscription,
} from '../domain/subscriptions/change-subscription.ts'
import {
  createSubscription,
  UnknownCriterionError,
} from '../domain/subscriptions/create-subscription.ts'
import { requestOverview } from '../domain/subscriptions/overview.ts'
import {
  linkTokenSchema,
  newSubscriptionSchema,
  overviewRequestSchema,
} from '../domain/subscriptions/subscription-schemas.ts'
import { captchaQuery, requireCaptcha } from './captcha.ts'
import type { ApiDependencies } from './context.ts'
import { HttpProblem, SHORT_BODY_LIMIT_BYTES } from './errors.ts'
import { FORM_RATE_LIMIT } from './rate-limit.ts'
import {
  activationFailed,
  deleteFailed,
  privateAnswer,
  subscriptionIdParams,
  subscriptionStatusSchema,
} from './subscription-answers.ts'
import { oneClickRoutes } from './subscriptions-one-click.ts'

const texts = nb.subscriptions

const tokenQuery = z.object({ token: linkTokenSchema })

/**
 * POST /abonnement, PUT /abonnement/{id}/activate, DELETE /abonnement/{id} and
 * POST /abonnement/mine (spec section 7), and the newsletter's one-click unsubscribe.
 * A path's id alone grants nothing: every change needs the token from an e-mail.
 */
export const subscriptionRoutes: FastifyPluginAsyncZod<ApiDependencies> = async (app, deps) => {
  const context = subscriptionContext(deps.publicUrl)
  const tags = ['abonnement']
  // domain.md: each form call, 10 a minute per client address.
  const config = { rateLimit: FORM_RATE_LIMIT }
  // A subscription, an e-mail address or a token: every call here takes a short body.
  app.addHook('onRoute', (route) => {
    route.bodyLimit ??= SHORT_BODY_LIMIT_BYTES
  })

  app.post(
    '/abonnement',
    {
      config,
      schema: {
        summary: 'Create a subscription',
        description: `Saves an inactive subscription and e-mails its activation link (valid
          48 hours). The answer is the same whether or not the address has subscriptions.
          Needs a solved captcha in grecaptcha. Lists may be arrays or comma-joined ids.`,
        tags,
        querystring: z.object(captchaQuery),
        body: newSubscriptionSchema,
        response: { 202: subscriptionStatusSchema },
      },
    },
    async (request, reply) => {
      await requireCaptcha(deps, request.query.grecaptcha)
      try {
        await createSubscription(deps.db, request.body, context)
      } catch (error) {
        if (!(error instanceof UnknownCriterionError)) throw error
        throw new HttpProblem(400, 'BAD_REQUEST', texts.validation.invalidCriteria)
      }
      deps.mail?.wake()
      privateAnswer(reply).code(202)
      return { type: 'SUBSCRIPTION_CREATED', message: texts.success.created }
    },
  )

  app.put(
    '/abonnement/:id/activate',
    {
      schema: {
        summary: 'Activate a subscription',
        description: 'With the token of the activation e-mail, in the body or the query.',
        tags,
        params: subscriptionIdParams,
        querystring: tokenQuery,
        body: tokenQuery.nullish(),
        response: { 200: subscriptionStatusSchema },
      },
    },
    async (request, reply) => {
      const token = request.body?.token ?? request.query.token
      privateAnswer(reply)
      if (!(await activateSubscription(deps.db, request.params.id, token))) {
        throw activationFailed()
      }
      return { type: 'SUBSCRIPTION_ACTIVATED', message: texts.success.activated }
    },
  )

  app.delete(
    '/abonnement/:id',
    {
      schema: {
        summary: 'Delete a subscription',
        description: 'With a delete token (works once, 7 days) in the body or the query.',
        tags,
        params: subscriptionIdParams,
        querystring: tokenQuery,
        body: tokenQuery.nullish(),
        response: { 200: subscriptionStatusSchema },
      },
    },
    async (request, reply) => {
      const token = request.body?.token ?? request.query.token
      privateAnswer(reply)
      if (!(await deleteSubscription(deps.db, request.params.id, token))) throw deleteFailed()
      return { type: 'SUBSCRIPTION_DELETED', message: texts.success.deleted }
    },
  )

  app.post(
    '/abonnement/mine',
    {
      config,
      schema: {
        summary: 'E-mail me my subscriptions',
        description: `E-mails the address a list of its subscriptions with a delete link for
          each. Always the same answer; at most once a minute per address (429 otherwise).
          Needs a solved captcha in grecaptcha.`,
        tags,
        querystring: z.object(captchaQuery),
        body: overviewRequestSchema,
        response: { 202: subscriptionStatusSchema },
      },
    },
    async (request, reply) => {
      await requireCaptcha(deps, request.query.grecaptcha)
      privateAnswer(reply)
      if ((await requestOverview(deps.db, request.body, context)) === 'too-soon') {
        reply.header('retry-after', String(context.limits.overviewEverySeconds))
        throw new HttpProblem(429, 'SUBSCRIPTIONS_RATE_LIMITED', texts.errors.overview)
      }
      deps.mail?.wake()
      reply.code(202)
      return { type: 'OVERVIEW_SENT', message: texts.success.overviewSent }
    },
  )

  await app.register(oneClickRoutes, deps)
}
