import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { findProduct, findWithdrawal } from '../domain/catalogue/product-detail.ts'
import { productDetailSchema, productListItemSchema } from '../domain/catalogue/product-schemas.ts'
import { searchQuerySchema } from '../domain/search/search-params.ts'
import { publicCache, type ApiDependencies } from './context.ts'
import { apiErrorSchema, HttpProblem, notFound } from './errors.ts'
import { formatDate } from '../i18n/dates.ts'
import { format } from '../i18n/format.ts'
import { nb } from '../i18n/nb.ts'
import { idParams } from './id-params.ts'

export const searchResultSchema = z.object({
  content: z.array(productListItemSchema),
  totalElements: z.number().int(),
  aggregations: z.object({
    kategoriAggregation: z.array(z.object({ id: z.number().int(), hits: z.number().int() })),
  }),
})

/** GET /produkt (search) and GET /produkt/{id} (one product), spec section 7. */
export const productRoutes: FastifyPluginAsyncZod<ApiDependencies> = async (
  app,
  { db, search },
) => {
  app.get(
    '/produkt',
    {
      schema: {
        summary: 'Search products',
        description:
          'Free text, filters, paging (0-based) and hits per category. Lists are comma-joined ids.',
        tags: ['produkt'],
        querystring: searchQuerySchema,
        response: { 200: searchResultSchema, 400: apiErrorSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', publicCache(60))
      return search.search(request.query)
    },
  )

  app.get(
    '/produkt/:id',
    {
      schema: {
        summary: 'One product',
        description: `A product that has been withdrawn (its recall is complete) answers 410
          Gone, type \`ProductWithdrawn\`, with the date of withdrawal in the message; an id that
          never named a public product answers 404.`,
        tags: ['produkt'],
        params: idParams,
        response: {
          200: productDetailSchema,
          400: apiErrorSchema,
          404: apiErrorSchema,
          410: apiErrorSchema.describe('The product has been withdrawn'),
        },
      },
    },
    async (request, reply) => {
      const product = await findProduct(db, request.params.id)
      if (!product) throw await goneOrNotFound(db, request.params.id)
      reply.header('cache-control', publicCache(300))
      return product
    },
  )
}

/** 410 with the date for a product withdrawn, 404 for an id that names none. */
async function goneOrNotFound(db: ApiDependencies['db'], id: number): Promise<HttpProblem> {
  const withdrawal = await findWithdrawal(db, id)
  if (!withdrawal) return notFound()
  const message = format(nb.errors.productWithdrawn, { date: formatDate(withdrawal.withdrawnAt) })
  return new HttpProblem(410, 'ProductWithdrawn', message)
}
