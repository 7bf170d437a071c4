import { fastify, type FastifyInstance } from 'fastify'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { refuseCrossOriginPagePost } from './cross-origin-posts.ts'

/** The hook as build-app.ts adds it, in front of a page that would take any post. */
let app: FastifyInstance
const taken: string[] = []

beforeAll(async () => {
  app = fastify({ trustProxy: 'loopback' })
  app.addHook('onRequest', refuseCrossOriginPagePost)
  app.all('*', async (request) => {
    taken.push(`${request.method} ${request.url}`)
    return 'tatt imot'
  })
  await app.ready()
})

afterAll(() => app.close())

const post = (url: string, headers: Record<string, string>) =>
  app.inject({ method: 'POST', url, headers: { host: 'farlige.example.no', ...headers } })

it('refuses a page post from another origin, or from an opaque one, before the page sees it', async () => {
  for (const origin of ['https://angriper.example', 'null', 'http://farlige.example.no:8080']) {
    const response = await post('/innmelding/bekymring', { origin })
    expect(response.statusCode, origin).toBe(403)
    expect(response.body).toContain('sendt fra et annet nettsted')
  }
  expect(taken).toEqual([])
})

it('refuses a post without Origin that the browser says came from another site', async () => {
  for (const site of ['cross-site', 'same-site']) {
    const response = await post('/forvaltning/produkter/ny', { 'sec-fetch-site': site })
    expect(response.statusCode, site).toBe(403)
  }
  const own = await post('/forvaltning/produkter/ny', { 'sec-fetch-site': 'same-origin' })
  expect(own.statusCode).toBe(200)
  expect(taken).toEqual(['POST /forvaltning/produkter/ny'])
  taken.length = 0
})

it('takes a post from the site itself, with the scheme a trusted proxy names, or without Origin', async () => {
  const own = await post('/abonnement/opprett', { origin: 'http://farlige.example.no' })
  const proxied = await post('/abonnement/opprett', {
    origin: 'https://farlige.example.no',
    'x-forwarded-proto': 'https',
  })
  const none = await post('/abonnement/opprett', {})
  expect([own.statusCode, proxied.statusCode, none.statusCode]).toEqual([200, 200, 200])
  // Behind a proxy that does not say the scheme, the site's https origin is not the one the
  // app sees: refused, as React Router would (docs/operations.md tells the proxy to say it).
  expect(
    (await post('/abonnement/opprett', { origin: 'https://farlige.example.no' })).statusCode,
  ).toBe(403)
})

it('leaves API calls and reads alone', async () => {
  taken.length = 0
  await post('/api/v1/vedlegg', { origin: 'https://angriper.example' })
  await app.inject({
    method: 'GET',
    url: '/search',
    headers: { origin: 'https://angriper.example' },
  })
  expect(taken).toEqual(['POST /api/v1/vedlegg', 'GET /search'])
})
