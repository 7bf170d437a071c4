import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { nb } from '../i18n/nb.ts'
import { ATTACHMENT_LIMITS } from '../domain/reports/attachment-rules.ts'
import { concernServerSchema } from '../domain/reports/concern-server-schema.ts'
import { dutyToReportSchema } from '../domain/reports/duty-to-report-schema.ts'
import { observationSchema, savedObservationSchema } from '../domain/reports/observation-schema.ts'
import { saveConcern } from '../domain/reports/save-concern.ts'
import { optional, wholeNumber } from '../domain/reports/fields.ts'
import { saveDutyToReport } from '../domain/reports/save-duty-to-report.ts'
import { saveObservation } from '../domain/reports/save-observation.ts'
import { captchaQuery, requireCaptcha } from './captcha.ts'
import type { ApiDependencies } from './context.ts'
import { apiErrorSchema, SHORT_BODY_LIMIT_BYTES } from './errors.ts'
import { FORM_RATE_LIMIT } from './rate-limit.ts'
import { withReportRefusals } from './report-problems.ts'

const createdSchema = z.object({
  id: z
    .string()
    .describe('The reference number; send it as bekymringId or meldepliktId with files'),
})

const refusals = { 400: apiErrorSchema, 429: apiErrorSchema }

/**
 * A message that may get files also takes how many will follow (decision 033): its receipt and
 * authority e-mails then wait until that many are in, or the sender calls `ferdig`.
 */
const withFilesQuery = z.object({
  ...captchaQuery,
  antallVedlegg: optional(wholeNumber(0, ATTACHMENT_LIMITS.maxFiles)).describe(
    'How many files will follow with POST /vedlegg; the e-mails wait for them',
  ),
})

/**
 * POST /observasjon, /bekymring and /meldeplikt (spec section 7): a solved captcha in
 * `grecaptcha`, the report as JSON with the spec's field names. The report, its routing and its
 * e-mails are saved in one transaction; the answer never says where it went.
 */
export const reportRoutes: FastifyPluginAsyncZod<ApiDependencies> = async (app, deps) => {
  const options = { texts: nb.reports }
  const config = { rateLimit: FORM_RATE_LIMIT }
  const querystring = z.object(captchaQuery)

  app.post(
    '/observasjon',
    {
      config,
      bodyLimit: SHORT_BODY_LIMIT_BYTES,
      schema: {
        summary: 'Report an observation of a listed product',
        tags: ['innmelding'],
        querystring,
        body: observationSchema,
        response: { 201: savedObservationSchema, ...refusals },
      },
    },
    async (request, reply) => {
      await requireCaptcha(deps, request.query.grecaptcha)
      const saved = await withReportRefusals('INVALID_REPORT', () =>
        saveObservation(deps.db, request.body, options),
      )
      deps.mail?.wake()
      return reply.code(201).header('cache-control', 'no-store').send(saved)
    },
  )

  app.post(
    '/bekymring',
    {
      config,
      schema: {
        summary: 'Send a concern message',
        description: 'Files follow, one POST /vedlegg each, with the answer id as bekymringId.',
        tags: ['innmelding'],
        querystring: withFilesQuery,
        body: concernServerSchema,
        response: { 201: createdSchema, ...refusals },
      },
    },
    async (request, reply) => {
      await requireCaptcha(deps, request.query.grecaptcha)
      const saved = await withReportRefusals('INVALID_REPORT', () =>
        saveConcern(deps.db, request.body, {
          ...options,
          filesToFollow: request.query.antallVedlegg,
        }),
      )
      deps.mail?.wake()
      return reply.code(201).header('cache-control', 'no-store').send({ id: saved.referanse })
    },
  )

  app.post(
    '/meldeplikt',
    {
      config,
      schema: {
        summary: 'File a duty-to-report message (businesses)',
        description: 'Files follow, one POST /vedlegg each, with the answer id as meldepliktId.',
        tags: ['innmelding'],
        querystring: withFilesQuery,
        body: dutyToReportSchema,
        response: { 201: createdSchema, ...refusals },
      },
    },
    async (request, reply) => {
      await requireCaptcha(deps, request.query.grecaptcha)
      const saved = await withReportRefusals('INVALID_REPORT', () =>
        saveDutyToReport(deps.db, request.body, {
          ...options,
          filesToFollow: request.query.antallVedlegg,
        }),
      )
      deps.mail?.wake()
      return reply.code(201).header('cache-control', 'no-store').send({ id: saved.referanse })
    },
  )
}
