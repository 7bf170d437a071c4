import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildApp } from '../build-app.ts'
import type { Database } from '../../db/connection.ts'
import { contentSecurityPolicy } from './security-headers.ts'
import { testServices } from '../../tests/support/test-app.ts'
import { createTestDatabase } from '../../tests/support/test-database.ts'

let database: Database
let development: FastifyInstance
let production: FastifyInstance

const appWith = (hsts: boolean) =>
  buildApp({
    web: false,
    hsts,
    services: testServices(database.db),
  })

beforeAll(async () => {
  database = await createTestDatabase()
  development = await appWith(false)
  production = await appWith(true)
})

afterAll(async () => {
  await development?.close()
  await production?.close()
  await database?.close()
})

// An answer of each kind: API data, an API refusal, a missing image, the probes, a download.
const paths = [
  '/api/v1/config',
  '/api/v1/nothing-here',
  '/bilde/999999',
  '/health',
  '/api/v1/produkt/statistikk?format=csv',
]

describe('security headers', () => {
  it.each(paths)('are on every answer: %s', async (url) => {
    const response = await production.inject({ method: 'GET', url })
    expect(response.headers).toMatchObject({
      'x-content-type-options': 'nosniff',
      'referrer-policy': 'same-origin',
      'x-frame-options': 'DENY',
      // The names under the site's own too, so none can be reached over plain HTTP.
      'strict-transport-security': 'max-age=31536000; includeSubDomains',
    })
    // The camera for this site's own barcode scan only; the microphone for nobody.
    expect(response.headers['permissions-policy']).toContain('camera=(self)')
    expect(response.headers['permissions-policy']).toContain('microphone=()')
    const policy = String(response.headers['content-security-policy'])
    expect(policy).toContain("frame-ancestors 'none'")
    expect(policy).toContain("default-src 'self'")
  })

  it('give each answer a nonce of its own', async () => {
    const nonces = await Promise.all(
      [1, 2, 3].map(async () => {
        const response = await production.inject({ method: 'GET', url: '/health' })
        return /'nonce-([^']+)'/.exec(String(response.headers['content-security-policy']))?.[1]
      }),
    )
    expect(new Set(nonces).size).toBe(3)
    for (const nonce of nonces) expect(Buffer.from(nonce!, 'base64')).toHaveLength(16)
  })

  it('ask for HTTPS (HSTS) only in production', async () => {
    const response = await development.inject({ method: 'GET', url: '/health' })
    expect(response.headers['strict-transport-security']).toBeUndefined()
    expect(response.headers['x-content-type-options']).toBe('nosniff')
  })
})

describe('contentSecurityPolicy', () => {
  const directives = (policy: string) =>
    new Map(policy.split('; ').map((part) => [part.split(' ')[0], part.split(' ').slice(1)]))

  it('lets scripts run only from this site or with the nonce: never inline, never eval', () => {
    const policy = directives(contentSecurityPolicy('abc'))
    // WebAssembly may be compiled (the barcode reader, decision 044); no string is ever evaluated.
    expect(policy.get('script-src')).toEqual(["'self'", "'nonce-abc'", "'wasm-unsafe-eval'"])
    expect(policy.get('style-src')).toEqual(["'self'", "'nonce-abc'"])
    expect(policy.get('object-src')).toEqual(["'none'"])
    expect(policy.get('base-uri')).toEqual(["'none'"])
    expect(policy.get('form-action')).toEqual(["'self'"])
    // Nothing names another origin: a page can ask no one but this site.
    for (const sources of policy.values()) {
      for (const source of sources)
        expect(source).toMatch(/^('self'|'none'|'nonce-abc'|'wasm-unsafe-eval'|data:)$/)
    }
  })

  it("lets only Vite's development server inject styles", () => {
    expect(directives(contentSecurityPolicy('abc', true)).get('style-src')).toEqual([
      "'self'",
      "'unsafe-inline'",
    ])
  })
})
