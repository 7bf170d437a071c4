import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import {
  listAuthorities,
  listCategories,
  listCountries,
  listMeasures,
  listRisks,
} from '../domain/catalogue/reference-data.ts'
import {
  authoritySchema,
  categorySchema,
  countrySchema,
  measureSchema,
  riskSchema,
} from '../domain/catalogue/reference-schemas.ts'
import { publicCache, type ApiDependencies } from './context.ts'

// Reference lists change when an editor changes them, a few times a year at most.
const REFERENCE_MAX_AGE = 300

/** GET /myndighet, /kategori, /tiltak, /risiko and /countries (spec section 7). */
export const referenceDataRoutes: FastifyPluginAsyncZod<ApiDependencies> = async (app, { db }) => {
  const lists = [
    { url: '/myndighet', item: authoritySchema, load: listAuthorities, summary: 'Authorities' },
    { url: '/kategori', item: categorySchema, load: listCategories, summary: 'Category tree' },
    { url: '/tiltak', item: measureSchema, load: listMeasures, summary: 'Measures' },
    { url: '/risiko', item: riskSchema, load: listRisks, summary: 'Risks' },
    { url: '/countries', item: countrySchema, load: listCountries, summary: 'Countries' },
  ] as const

  for (const { url, item, load, summary } of lists) {
    app.get(
      url,
      { schema: { summary, tags: ['reference'], response: { 200: z.array(item) } } },
      async (_request, reply) => {
        reply.header('cache-control', publicCache(REFERENCE_MAX_AGE))
        return load(db)
      },
    )
  }
}
