import { createServer, type IncomingHttpHeaders, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { RouterContextProvider } from 'react-router'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { clientContext, requestLogContext, servicesContext, type Services } from '#app-context'
import { action, loader } from './analytics-event.ts'

interface Received {
  path: string
  headers: IncomingHttpHeaders
  body: unknown
}

// A Plausible server on loopback that records what it is sent.
let plausible: Server
let plausibleUrl: string
let received: Received[]

beforeAll(async () => {
  plausible = createServer((request, response) => {
    let body = ''
    request.on('data', (chunk) => (body += chunk))
    request.on('end', () => {
      received.push({ path: request.url!, headers: request.headers, body: JSON.parse(body) })
      response.writeHead(202).end('ok')
    })
  })
  await new Promise<void>((resolve) => plausible.listen(0, '127.0.0.1', resolve))
  plausibleUrl = `http://127.0.0.1:${(plausible.address() as AddressInfo).port}`
})

afterAll(() => new Promise((resolve) => plausible.close(resolve)))

beforeEach(() => {
  received = []
  logged = []
})

// The request's logger, as the server hands it to the page: what is logged, by level.
let logged: { level: string; fields: unknown; message: unknown }[] = []
const record = (level: string) => (fields: unknown, message?: unknown) =>
  void logged.push({ level, fields, message })
const recordingLog = { info: record('info'), warn: record('warn'), error: record('error') } as never

function send(
  body: string,
  {
    domain = 'farligeprodukter.no',
    apiHost = plausibleUrl,
  }: { domain?: string; apiHost?: string | null } = {},
) {
  const context = new RouterContextProvider()
  const services = {
    siteConfig: { plausibleDomain: domain },
    plausibleApiHost: apiHost ?? undefined,
  }
  context.set(servicesContext, services as unknown as Services)
  context.set(clientContext, { address: '203.0.113.7' })
  context.set(requestLogContext, { reference: 'abc123def456', log: recordingLog })
  const request = new Request('https://farligeprodukter.no/stats/event', {
    method: 'POST',
    body,
    headers: { 'user-agent': 'Mozilla/5.0 (Testing)' },
  })
  return action({ request, context } as never)
}

const pageView = (fields: Record<string, unknown> = {}) =>
  JSON.stringify({
    n: 'pageview',
    u: 'https://farligeprodukter.no/produkt/12',
    d: 'farligeprodukter.no',
    r: 'https://www.example.no/search?q=min+barneseng#top',
    ...fields,
  })

describe('POST /stats/event', () => {
  it('passes a page view on to Plausible with the visitor, without any query', async () => {
    const response = await send(pageView())
    expect(response.status).toBe(202)
    expect(response.headers.get('cache-control')).toBe('no-store')
    await expect.poll(() => received.length).toBe(1)
    expect(received[0]).toMatchObject({
      path: '/api/event',
      headers: {
        'content-type': 'application/json',
        'user-agent': 'Mozilla/5.0 (Testing)',
        'x-forwarded-for': '203.0.113.7',
      },
      body: {
        name: 'pageview',
        url: 'https://farligeprodukter.no/produkt/12',
        domain: 'farligeprodukter.no',
        referrer: 'https://www.example.no/search',
      },
    })
  })

  it('without a Plausible server set, accepts the page view and sends nothing', async () => {
    expect((await send(pageView(), { apiHost: null })).status).toBe(202)
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(received).toEqual([])
  })

  it.each([
    ['another site', pageView({ d: 'example.no' })],
    ['an event that is not a page view', pageView({ n: 'signup' })],
    ['an address that is not a web page', pageView({ u: 'javascript:alert(1)' })],
    ['a body that is not JSON', 'pageview'],
  ])('refuses %s with 400 and sends nothing', async (_what, body) => {
    expect((await send(body)).status).toBe(400)
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(received).toEqual([])
  })

  it('refuses a body too large to be a page view', async () => {
    expect((await send('x'.repeat(10_000))).status).toBe(413)
  })

  it('answers the visitor at once when Plausible cannot be reached', async () => {
    const response = await send(pageView(), { apiHost: 'http://127.0.0.1:1' })
    expect(response.status).toBe(202)
  })

  it("logs a page view it could not pass on through the request's logger, without the visitor", async () => {
    await send(pageView(), { apiHost: 'http://127.0.0.1:1' })
    await expect
      .poll(() => logged)
      .toEqual([
        { level: 'warn', fields: { reason: 'TypeError' }, message: 'page view not forwarded' },
      ])
  })

  it('refuses GET', () => {
    expect(loader().status).toBe(405)
  })
})
