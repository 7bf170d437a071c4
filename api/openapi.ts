import fastifySwagger from '@fastify/swagger'
import fastifySwaggerUi from '@fastify/swagger-ui'
import type { FastifyInstance } from 'fastify'
import { jsonSchemaTransform } from 'fastify-type-provider-zod'
import { documentCommonAnswers } from './openapi-common-answers.ts'

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
      // Relative: the document is served by the site it describes, whatever its address.
      servers: [{ url: '/', description: 'This site' }],
      // In the order Spectral asks for (openapi-tags-alphabetical), which the reader shows.
      tags: [
        { name: 'abonnement', description: 'Subscriptions to a search, by monthly e-mail' },
        { name: 'captcha', description: 'Challenges for the captcha the forms ask for' },
        { name: 'innmelding', description: 'Observations, concerns, duty-to-report, files' },
        { name: 'produkt', description: 'Search, products, exports, statistics, feed, documents' },
        { name: 'reference', description: 'Authorities, categories, measures, risks, countries' },
        { name: 'site', description: 'The site’s settings and build' },
      ],
    },
    transform: jsonSchemaTransform,
  })
  await app.register(fastifySwaggerUi, {
    routePrefix: '/v1/docs',
    // The reader keeps the site's own policy (security-headers.ts): its scripts, styles and
    // images all come from here. Swagger UI's would allow styles and fonts from any https
    // origin, framing by this origin and images from its online validator.
    staticCSP: false,
    // No online validator: the page must not call another origin, nor show its badge. The
    // plugin hands false to Swagger UI as validatorUrl: null.
    validatorUrl: false,
    uiConfig: { docExpansion: 'list', deepLinking: true },
  })
  documentCommonAnswers(app)
}

/**
 * The document itself, at openapi.json: registered with the API's calls (api/index.ts), after
 * their compression, so its 60 KB go out compressed and with an ETag as every answer there.
 */
export function openApiDocumentRoute(app: FastifyInstance) {
  app.get('/openapi.json', { schema: { hide: true } }, async () => app.swagger())
}
