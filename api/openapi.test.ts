import { describe, expect, it } from 'vitest'
import { useApiTest } from '../tests/support/api-test.ts'

const test = useApiTest()

describe('GET /api/v1/openapi.json', () => {
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

  it('declares the 404 of an unknown or withdrawn product', async () => {
    expect((await responses('/api/v1/produkt/{id}'))['404'].content).toEqual(errorShape)
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
})
