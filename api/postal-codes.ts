import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { nb } from '../i18n/nb.ts'
import { lookupPostalCode } from '../domain/reports/postal-codes.ts'
import { publicCache, type ApiDependencies } from './context.ts'
import { apiErrorSchema, HttpProblem } from './errors.ts'

const placeSchema = z.object({ postnummer: z.string(), poststed: z.string() })

/**
 * GET /postnummer/{pnr}: the place of a Norwegian postal code, from Bring's register (NLOD),
 * served here rather than by the external look-up the spec's client calls.
 */
export const postalCodeRoutes: FastifyPluginAsyncZod<ApiDependencies> = async (app) => {
  app.get(
    '/postnummer/:pnr',
    {
      // The register is a file shipped with the code, read into memory.
      config: { withoutDatabase: true },
      schema: {
        summary: 'Look up the place of a postal code',
        description: 'Codes shorter than four digits are padded with zeros (150 is 0150).',
        tags: ['innmelding'],
        params: z.object({
          pnr: z.string().max(20).describe('A Norwegian postal code, four digits'),
        }),
        response: { 200: placeSchema, 400: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const place = lookupPostalCode(request.params.pnr)
      if (!place) throw new HttpProblem(400, 'INVALID_POSTAL_CODE', nb.reports.invalidPostalCode)
      // The register changes a few times a year.
      reply.header('cache-control', publicCache(86_400))
      return place
    },
  )
}
