import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { IMAGE_WIDTHS } from '../domain/catalogue/image-urls.ts'
import {
  categoryPictogram,
  DEFAULT_WIDTH,
  productImage,
  type ImageWidth,
} from '../domain/catalogue/images.ts'
import type { ApiDependencies } from './context.ts'
import { notFound } from './errors.ts'
import { idParams } from './id-params.ts'

const IMMUTABLE = 'public, max-age=31536000, immutable'
const widthList = IMAGE_WIDTHS.join(', ')

/**
 * Product images under /bilde/ and category pictograms under /pictogram/, served by this product
 * so that a page never asks another origin (the loading bar of the pages leaves these paths out).
 */
export const mediaRoutes: FastifyPluginAsyncZod<ApiDependencies> = async (app, { db }) => {
  app.get(
    '/bilde/:id',
    {
      schema: {
        summary: 'A product image, resized',
        description: `w is one of ${widthList}; AVIF or WebP when the Accept header allows it.
          A withdrawn product's images are not found.`,
        tags: ['media'],
        params: idParams,
        querystring: z.object({
          w: z.coerce
            .number({ message: 'media.invalidWidth' })
            .refine((w) => (IMAGE_WIDTHS as readonly number[]).includes(w), {
              message: 'media.invalidWidth',
              params: { widths: widthList },
            })
            .optional(),
        }),
      },
    },
    async (request, reply) => {
      const width = (request.query.w ?? DEFAULT_WIDTH) as ImageWidth
      const image = await productImage(db, request.params.id, width, request.headers.accept)
      if (!image) throw notFound()
      // Feed readers show product images on their own sites: the one answer others may embed.
      return reply
        .type(image.mimeType)
        .header('cache-control', IMMUTABLE)
        .header('vary', 'Accept')
        .header('x-content-type-options', 'nosniff')
        .header('cross-origin-resource-policy', 'cross-origin')
        .send(image.data)
    },
  )

  for (const active of [false, true]) {
    app.get(
      active ? '/pictogram/:id/aktiv.svg' : '/pictogram/:id.svg',
      {
        schema: {
          summary: active ? 'Active category pictogram' : 'Category pictogram',
          tags: ['media'],
          params: idParams,
        },
      },
      async (request, reply) => {
        const svg = await categoryPictogram(db, request.params.id, active)
        if (!svg) throw notFound()
        return (
          reply
            .type('image/svg+xml')
            // Pictograms can be redrawn under the same address: keep a day, then revalidate.
            .header('cache-control', 'public, max-age=86400')
            // An SVG opened on its own runs no script and loads nothing.
            .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
            .header('x-content-type-options', 'nosniff')
            .send(svg)
        )
      },
    )
  }
}
