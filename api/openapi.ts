import fastifySwagger from '@fastify/swagger'
import fastifySwaggerUi from '@fastify/swagger-ui'
import type { FastifyInstance } from 'fastify'
import { jsonSchemaTransform } from 'fastify-type-provider-zod'

/**
 * The OpenAPI 3.1 document of every /api/v1 call, made from the same Zod schemas that validate
 * them, at /api/v1/openapi.json, and a page to read it at /api/v1/docs, served from this site.
 * Register before the routes it should describe.
 */
export async function registerOpenApi(app: FastifyInstance) {
  await app.register(fastifySwagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Farlige produkter API',
        description:
          'The public API of Farlige produkter, the Norwegian service about dangerous consumer ' +
          'products. Errors answer {type, message, reference}.',
        version: '1',
      },
    },
    transform: jsonSchemaTransform,
  })
  await app.register(fastifySwaggerUi, {
    routePrefix: '/v1/docs',
    staticCSP: true,
    // No online validator: the page must not call another origin.
    validatorUrl: false,
    uiConfig: { docExpansion: 'list', deepLinking: true },
  })
  app.get('/v1/openapi.json', { schema: { hide: true } }, async () => app.swagger())
}
