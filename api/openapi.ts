import fastifySwagger from '@fastify/swagger'
import fastifySwaggerUi from '@fastify/swagger-ui'
import type { FastifyInstance, RouteOptions } from 'fastify'
import { jsonSchemaTransform } from 'fastify-type-provider-zod'
import { apiErrorSchema } from './errors.ts'

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
  documentCommonRefusals(app)
}

/**
 * The document itself, at openapi.json: registered with the API's calls (api/index.ts), after
 * their compression, so its 60 KB go out compressed and with an ETag as every answer there.
 */
export function openApiDocumentRoute(app: FastifyInstance) {
  app.get('/openapi.json', { schema: { hide: true } }, async () => app.swagger())
}

const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE'])

const refusals = {
  400: apiErrorSchema.describe(
    'Refused: a parameter or the body is not valid (BAD_REQUEST, the message names it), or ' +
      'the call cannot be done as asked (the type says why)',
  ),
  413: apiErrorSchema.describe('PAYLOAD_TOO_LARGE: the body is larger than this call takes'),
  415: apiErrorSchema.describe(
    'BAD_REQUEST: the body is of a Content-Type this call does not read',
  ),
}

/**
 * The refusals Fastify and our schemas give before a handler runs, added to each call's own
 * answers so the document lists every status a call can answer (a call's own text wins): 400 for
 * a call that takes parameters or a body, 413 and 415 for one that reads a body. The rate limits
 * add their 429 (rate-limit.ts). Each call also gets an operationId from its method and path.
 */
function documentCommonRefusals(app: FastifyInstance) {
  app.addHook('onRoute', (route: RouteOptions) => {
    const schema = route.schema
    if (!schema || schema.hide) return
    const readsBody = [route.method].flat().some((method) => BODY_METHODS.has(method))
    const common: Record<number, unknown> = {}
    if (readsBody || schema.params || schema.querystring) common[400] = refusals[400]
    // Even a scope that reads any type itself (the one-click unsubscribe) refuses a
    // Content-Type Fastify cannot read at all: the API fuzz test saw it.
    if (readsBody) Object.assign(common, { 413: refusals[413], 415: refusals[415] })
    const response = { ...common, ...(schema.response as object) }
    route.schema = { operationId: operationId(route), ...schema, response }
  })
}

/** A name for a call that client generators use: getProduktId for GET /api/v1/produkt/:id. */
function operationId(route: RouteOptions): string {
  const words = route.url.replace(/^\/api\/v1/, '').split(/[^A-Za-z0-9]+/)
  const method = [route.method].flat()[0]!.toLowerCase()
  return method + words.map((word) => word.charAt(0).toUpperCase() + word.slice(1)).join('')
}
