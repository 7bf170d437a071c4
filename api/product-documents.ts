import type { FastifyReply } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import {
  attachmentDisposition,
  findProductDocument,
  SAFE_TYPES,
} from '../domain/catalogue/documents.ts'
import { publicCache, type ApiDependencies } from './context.ts'
import { apiErrorSchema, notFound } from './errors.ts'
import { idParams } from './id-params.ts'

const bytes = { schema: z.string().meta({ format: 'binary' }) }
const documentAnswer = {
  description: 'The document in its stored type when that is one of these, else as bytes',
  content: Object.fromEntries(
    [...SAFE_TYPES, 'application/octet-stream'].map((type) => [type, bytes]),
  ),
}

/** GET /produkt/dokument/{id}: a document published with a product, such as a recall notice. */
export const productDocumentRoutes: FastifyPluginAsyncZod<ApiDependencies> = async (
  app,
  { db },
) => {
  app.get(
    '/produkt/dokument/:id',
    {
      schema: {
        summary: 'A document published with a product',
        description: `Always a download (Content-Disposition: attachment). Only documents of
          public products; a withdrawn product's documents are not found.`,
        tags: ['produkt'],
        params: idParams,
        response: { 200: documentAnswer, 404: apiErrorSchema },
      },
    },
    async (request, typedReply) => {
      const document = await findProductDocument(db, request.params.id)
      if (!document) throw notFound()
      // The stored bytes as they are: the 200 schema above documents them, it never serializes.
      const reply: FastifyReply = typedReply
      return (
        reply
          .type(document.contentType)
          .header('content-disposition', attachmentDisposition(document.filnavn))
          // A document does not change under its id, but its product can be withdrawn: the same
          // few minutes as the product itself, so it leaves caches soon after.
          .header('cache-control', publicCache(300))
          .send(document.data)
      )
    },
  )
}
