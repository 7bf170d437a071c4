import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { nb } from '../i18n/nb.ts'
import { newChallenge, verifyCaptcha } from '../domain/captcha/captcha.ts'
import type { ApiDependencies } from './context.ts'
import { HttpProblem } from './errors.ts'

/**
 * The captcha token rides in the `grecaptcha` query parameter, the name the spec's client uses;
 * it carries an ALTCHA solution. Any failure (missing, wrong, expired, reused) gets the spec's
 * captcha message, and the page resets its widget.
 */
export const captchaQuery = {
  grecaptcha: z
    .string()
    .max(4096)
    .optional()
    .describe('A solved captcha: the ALTCHA widget’s answer to GET /api/v1/captcha/challenge'),
}

export async function requireCaptcha(deps: ApiDependencies, token: string | undefined) {
  const verdict = await verifyCaptcha(deps.db, deps.captcha, token)
  if (!verdict.ok) throw new HttpProblem(400, 'CAPTCHA_REQUIRED', nb.captcha.required)
}

// What the ALTCHA widget reads: altcha-lib's Challenge, whose parameters are its to define.
const challengeAnswer = z
  .object({
    parameters: z.any().describe('Algorithm, cost, nonce, salt and expiry'),
    signature: z.string().optional(),
    codeChallenge: z.any().optional(),
  })
  .describe('A signed challenge, valid ten minutes, for the ALTCHA widget to solve')

/** GET /captcha/challenge: a fresh proof-of-work challenge for the ALTCHA widget. */
export const captchaRoutes: FastifyPluginAsyncZod<ApiDependencies> = async (app, deps) => {
  app.get(
    '/captcha/challenge',
    {
      // Made and signed in memory; only a solution's check asks the database.
      config: { withoutDatabase: true },
      schema: {
        summary: 'A captcha challenge (ALTCHA proof of work)',
        tags: ['captcha'],
        response: { 200: challengeAnswer },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store')
      return newChallenge(deps.captcha)
    },
  )
}
