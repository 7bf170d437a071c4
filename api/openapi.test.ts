import type { FastifyInstance } from 'fastify'
import { beforeAll, describe, expect, it } from 'vitest'
import { useApiTest } from '../tests/support/api-test.ts'
import { nextAddress } from '../tests/support/report-fixture.ts'
import { captchaFor } from '../tests/support/subscriptions.ts'
import { createTestApp } from '../tests/support/test-app.ts'

const test = useApiTest()

describe('GET /api/v1/openapi.json', () => {
  it('goes out compressed, with an ETag, when the client takes it', async () => {
    const response = await test.app.inject({
      method: 'GET',
      url: '/api/v1/openapi.json',
      headers: { 'accept-encoding': 'gzip' },
    })
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-encoding']).toBe('gzip')
    expect(response.headers.etag).toBeTruthy()
  })

  it('describes every call of the API as OpenAPI 3.1', async () => {
    const response = await test.app.inject({ method: 'GET', url: '/api/v1/openapi.json' })
    expect(response.statusCode).toBe(200)
    const document = response.json()
    expect(document.openapi).toBe('3.1.0')
    expect(Object.keys(document.paths).sort()).toEqual(
      expect.arrayContaining([
        '/api/v1/config',
        '/api/v1/buildinfo',
        '/api/v1/myndighet',
        '/api/v1/kategori',
        '/api/v1/tiltak',
        '/api/v1/risiko',
        '/api/v1/countries',
        '/api/v1/produkt',
        '/api/v1/produkt/{id}',
        '/api/v1/produkt/export',
        '/api/v1/produkt/statistikk',
        '/api/v1/produkt/feed',
        '/api/v1/produkt/dokument/{id}',
        '/api/v1/captcha/challenge',
      ]),
    )
    const search = document.paths['/api/v1/produkt'].get
    const parameters = search.parameters.map((p: { name: string }) => p.name)
    expect(parameters).toEqual(
      expect.arrayContaining(['page', 'size', 'q', 'kategori', 'risiko', 'df', 'dt']),
    )
  })
})

describe('the catalogue calls in the OpenAPI document', () => {
  const errorShape = {
    'application/json': {
      schema: expect.objectContaining({
        required: ['type', 'message', 'reference'],
      }),
    },
  }

  async function responses(path: string) {
    const response = await test.app.inject({ method: 'GET', url: '/api/v1/openapi.json' })
    return response.json().paths[path].get.responses
  }

  it.each([
    '/api/v1/produkt',
    '/api/v1/produkt/{id}',
    '/api/v1/produkt/export',
    '/api/v1/produkt/statistikk',
    '/api/v1/produkt/feed',
  ])('declares the 400 refusal of %s in the error shape', async (path) => {
    expect((await responses(path))['400'].content).toEqual(errorShape)
  })

  it('declares the 404 of an unknown product and the 410 of a withdrawn one', async () => {
    const answers = await responses('/api/v1/produkt/{id}')
    expect(answers['404'].content).toEqual(errorShape)
    expect(answers['410'].content).toEqual(errorShape)
    expect(answers['410'].description).toBe('The product has been withdrawn')
  })

  it.each([
    [
      '/api/v1/produkt/export',
      ['application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', 'text/csv'],
    ],
    [
      '/api/v1/produkt/statistikk',
      ['application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', 'text/csv'],
    ],
    ['/api/v1/produkt/feed', ['application/atom+xml']],
  ])('gives the file types %s answers in', async (path, types) => {
    expect(Object.keys((await responses(path))['200'].content)).toEqual(types)
  })
})

describe('GET /api/v1/docs', () => {
  it('serves a page to read the API, with its scripts from this site only', async () => {
    const page = await test.app.inject({ method: 'GET', url: '/api/v1/docs/' })
    expect(page.statusCode).toBe(200)
    expect(page.headers['content-type']).toMatch(/^text\/html/)
    const sources = [...page.body.matchAll(/(?:src|href)="([^"]+)"/g)].map((match) => match[1])
    expect(sources.length).toBeGreaterThan(0)
    for (const source of sources) expect(source).not.toMatch(/^(https?:)?\/\//)
  })

  // Swagger UI's own policy allowed styles and fonts from any https origin, framing by this
  // origin and images from its online validator; the reader now has the site's policy.
  it.each(['/api/v1/docs/', '/api/v1/docs/static/swagger-initializer.js'])(
    'sends %s with the site’s own Content-Security-Policy: this origin only, no framing',
    async (url) => {
      const response = await test.app.inject({ method: 'GET', url })
      expect(response.statusCode).toBe(200)
      const policy = String(response.headers['content-security-policy'])
      const directive = (name: string) =>
        policy.split(/;\s*/).find((each) => each.startsWith(`${name} `))
      expect(directive('frame-ancestors')).toBe("frame-ancestors 'none'")
      expect(directive('default-src')).toBe("default-src 'self'")
      expect(directive('font-src')).toBe("font-src 'self'")
      expect(directive('img-src')).toBe("img-src 'self' data:")
      expect(directive('style-src')).toMatch(/^style-src 'self'( 'nonce-[^']+')?$/)
      // 'wasm-unsafe-eval' (the barcode reader, decision 044) runs no text as code; 'unsafe-…' would.
      expect(policy).not.toMatch(/https:|validator\.swagger\.io|'unsafe-/)
    },
  )

  it('asks no online validator', async () => {
    const url = '/api/v1/docs/static/swagger-initializer.js'
    const script = (await test.app.inject({ method: 'GET', url })).body
    expect(script).toMatch(/validatorUrl: null\b/)
  })
})

describe('the statuses in the OpenAPI document', () => {
  type Operation = { responses: Record<string, { content?: object }> }
  let paths: Record<string, Record<string, Operation>>

  beforeAll(async () => {
    paths = (await test.app.inject({ method: 'GET', url: '/api/v1/openapi.json' })).json().paths
  })

  const operations = () =>
    Object.entries(paths).flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, operation]) => ({ path, method, operation })),
    )

  it('declares the 400 of every subscription call in the error shape', () => {
    const subscription = operations().filter(({ path }) => path.includes('/abonnement'))
    expect(subscription.length).toBeGreaterThanOrEqual(6)
    for (const { operation } of subscription) {
      expect(Object.keys(operation.responses['400']?.content ?? {})).toEqual(['application/json'])
    }
  })

  it('declares the 400, 404 and file types of a product document', () => {
    const { responses } = paths['/api/v1/produkt/dokument/{id}']!.get!
    expect(Object.keys(responses).sort()).toEqual(['200', '304', '400', '404', '429', '503'])
    expect(Object.keys(responses['200']!.content!)).toContain('application/pdf')
  })

  it('declares the 303 of the unsubscribe page, with no body', () => {
    const { responses } = paths['/api/v1/abonnement/{id}/avmeld']!.get!
    expect(responses['303']).toEqual({ description: expect.stringContaining('See Other') })
  })

  // Answered from memory alone: the site's settings, its build, a captcha challenge, a postal
  // code, and the unsubscribe link that only sends the browser on (database-outage.test.ts asks
  // every GET during an outage).
  const withoutDatabase = [
    'get /api/v1/abonnement/{id}/avmeld',
    'get /api/v1/buildinfo',
    'get /api/v1/captcha/challenge',
    'get /api/v1/config',
    'get /api/v1/postnummer/{pnr}',
  ]

  it('declares the 503 of a database outage, in the error shape, on every call that needs it', () => {
    const without: string[] = []
    for (const { path, method, operation } of operations()) {
      const outage = operation.responses['503']
      if (!outage) without.push(`${method} ${path}`)
      else
        expect(Object.keys(outage.content ?? {}), `${method} ${path}`).toEqual(['application/json'])
    }
    expect(without.sort()).toEqual(withoutDatabase)
  })

  it('declares the 304 of a matching ETag, with no body, on every GET but the streamed files and the redirect', () => {
    const without: string[] = []
    for (const { path, method, operation } of operations()) {
      if (method !== 'get') continue
      const notModified = operation.responses['304']
      if (!notModified) without.push(path)
      else expect(notModified, path).toEqual({ description: expect.stringContaining('ETag') })
    }
    expect(without.sort()).toEqual([
      '/api/v1/abonnement/{id}/avmeld',
      '/api/v1/produkt/export',
      '/api/v1/produkt/statistikk',
    ])
  })

  // Each GET that answers 200 here without an id: those with an id answer 404 on an empty
  // catalogue, and carry their ETag as the rest (products-detail, product-documents tests).
  it('declares 304 only where an answer carries an ETag to match', async () => {
    const urlOf = async (path: string) =>
      path.endsWith('/export')
        ? `${path}?grecaptcha=${encodeURIComponent(await captchaFor(test.app))}`
        : path.replace('{pnr}', '0150')
    for (const [path, methods] of Object.entries(paths)) {
      if (!methods.get || path.includes('{id}')) continue
      const answer = await test.app.inject({ method: 'GET', url: await urlOf(path) })
      expect(answer.statusCode, path).toBe(200)
      expect(Boolean(answer.headers.etag), path).toBe('304' in methods.get.responses)
    }
  })

  it('declares 413 and 415 where a call reads a body', () => {
    for (const { path, method, operation } of operations()) {
      if (method === 'get') continue
      expect(Object.keys(operation.responses), `${method} ${path}`).toEqual(
        expect.arrayContaining(['400', '413', '415']),
      )
    }
  })
})

// Each call is asked from an address of its own until it is refused or clearly unlimited (past
// the largest limit, the uploads' 30): a 429 must be in the document, and only there.
describe('429 in the OpenAPI document', () => {
  it('is declared for exactly the calls that answer it', async () => {
    const limited = await createTestApp(
      test.database,
      {},
      {
        rateLimits: { readsPerMinute: 3, exportsPerMinute: 3 },
      },
    )
    try {
      const document = (await limited.inject({ method: 'GET', url: '/api/v1/openapi.json' })).json()
      const mismatches: string[] = []
      for (const [path, methods] of Object.entries<Record<string, { responses: object }>>(
        document.paths,
      )) {
        for (const [method, operation] of Object.entries(methods)) {
          const refused = await refusedWithin(limited, method.toUpperCase(), path, 31)
          if (refused !== '429' in operation.responses) {
            mismatches.push(`${method} ${path}: ${refused ? 'answers' : 'never answers'} 429`)
          }
        }
      }
      expect(mismatches).toEqual([])
    } finally {
      await limited.close()
    }
  }, 60_000)
})

/** Whether `tries` calls from one fresh address get a 429. Bodies are empty: refused at once. */
async function refusedWithin(app: FastifyInstance, method: string, path: string, tries: number) {
  const url = path.replace('{pnr}', '0150').replace(/\{\w+\}/g, '1')
  const remoteAddress = nextAddress()
  const body = method === 'GET' ? {} : { payload: {} }
  for (let i = 0; i < tries; i++) {
    const response = await app.inject({ method: method as 'GET', url, remoteAddress, ...body })
    if (response.statusCode === 429) return true
  }
  return false
}
