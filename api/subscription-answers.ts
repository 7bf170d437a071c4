import type { FastifyReply } from 'fastify'
import { z } from 'zod'
import { nb } from '../i18n/nb.ts'
import { HttpProblem } from './errors.ts'

/** What a subscription call answers on success: like an error, a type to translate and a text. */
export const subscriptionStatusSchema = z.object({ type: z.string(), message: z.string() })

export { idParams as subscriptionIdParams } from './id-params.ts'

/** Spec section 8: the link may have expired or the subscription be active already. */
export const activationFailed = () =>
  new HttpProblem(400, 'SUBSCRIPTION_ACTIVATION_FAILED', nb.subscriptions.errors.activation)

/** Spec section 8: the link works once and expires; ask for a new e-mail. */
export const deleteFailed = () =>
  new HttpProblem(400, 'SUBSCRIPTION_DELETE_FAILED', nb.subscriptions.errors.delete)

/** Answers about someone's subscriptions are theirs alone: no cache keeps them, no link leaks them. */
export function privateAnswer(reply: FastifyReply) {
  return reply.header('cache-control', 'no-store').header('referrer-policy', 'no-referrer')
}
