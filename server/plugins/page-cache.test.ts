import { Readable } from 'node:stream'
import { fastify, type FastifyInstance } from 'fastify'
import { afterEach, describe, expect, it } from 'vitest'
import { createPageCache, type PageCacheOptions } from './page-cache.ts'
import { registerSecurityHeaders } from './security-headers.ts'

let app: FastifyInstance | undefined
afterEach(() => app?.close())

/**
 * A site whose every page is drawn by the handler below, as React Router draws ours: it counts
 * the drawings, writes the request's nonce into the page as <Scripts> does, answers as a stream,
 * and sets a cookie when `?lang=` asks for a language.
 */
async function siteWith(options: Partial<PageCacheOptions> = {}) {
  let clock = 0
  const drawn: string[] = []
  // While held, a drawing waits: as a page being drawn while other requests arrive.
  let held: Promise<void> | undefined
  const cache = createPageCache({ seconds: 10, now: () => clock, ...options })
  app = fastify()
  await registerSecurityHeaders(app, { hsts: false })
  app.all('*', cache.hooks, async (request, reply) => {
    const drawing = drawn.push(request.url)
    await held
    const { status, lang } = request.query as { status?: string; lang?: string }
    if (lang) reply.header('set-cookie', `lang=${lang}; Path=/`)
    const remembered = request.headers.cookie?.replace('lang=', '')
    const html = `<html lang="${lang ?? remembered ?? 'nb'}"><p>Side ${drawing}</p><script nonce="${request.cspNonce}"></script></html>`
    return reply
      .code(Number(status ?? 200))
      .type('text/html; charset=utf-8')
      .send(Readable.from([html]))
  })
  const get = async (url: string, headers: Record<string, string> = {}) => {
    const response = await app!.inject({ method: 'GET', url, headers })
    const nonce = /'nonce-([^']+)'/.exec(response.headers['content-security-policy'] as string)
    return { status: response.statusCode, body: response.body, nonce: nonce?.[1] }
  }
  const hold = () => {
    let release!: () => void
    held = new Promise((resolve) => (release = resolve))
    return () => {
      held = undefined
      release()
    }
  }
  const drawing = (count: number) => expect.poll(() => drawn.length).toBe(count)
  return { get, drawn, cache, hold, drawing, tick: (seconds: number) => (clock += seconds * 1000) }
}

describe('the page cache', () => {
  it('sends a shared page again as drawn, with the new request’s own nonce', async () => {
    const site = await siteWith()
    const first = await site.get('/search?risiko=1')
    const second = await site.get('/search?risiko=1')
    expect(site.drawn).toEqual(['/search?risiko=1'])
    expect(second.body).toContain('Side 1')
    expect(second.nonce).not.toBe(first.nonce)
    expect(second.body).toContain(`nonce="${second.nonce}"`)
    expect(second.body).not.toContain(first.nonce)
  })

  it('draws the page again once its seconds have passed', async () => {
    const site = await siteWith()
    await site.get('/produkt/12')
    site.tick(9)
    expect((await site.get('/produkt/12')).body).toContain('Side 1')
    site.tick(2)
    expect((await site.get('/produkt/12')).body).toContain('Side 2')
  })

  it('sends the kept page while one request draws it again, for at most twice its seconds', async () => {
    const site = await siteWith()
    await site.get('/')
    site.tick(11)
    const release = site.hold()
    const redrawn = site.get('/')
    await site.drawing(2)
    expect((await site.get('/')).body).toContain('Side 1')
    release()
    expect((await redrawn).body).toContain('Side 2')
    expect((await site.get('/')).body).toContain('Side 2')
    expect(site.drawn).toHaveLength(2)

    site.tick(21)
    const releaseAgain = site.hold()
    const first = site.get('/')
    await site.drawing(3)
    const second = site.get('/')
    await site.drawing(4)
    releaseAgain()
    expect((await first).body).toContain('Side 3')
    expect((await second).body).toContain('Side 4')
  })

  it('keeps each address, host and language apart', async () => {
    const site = await siteWith()
    await site.get('/search?risiko=1')
    await site.get('/search?risiko=2')
    await site.get('/search?risiko=1', { host: 'other.example.no' })
    await site.get('/search?risiko=1', { cookie: 'lang=nn' })
    expect((await site.get('/search?risiko=1', { cookie: 'lang=nn' })).body).toContain('lang="nn"')
    expect(site.drawn).toHaveLength(4)
  })

  it('keeps no answer that sets a cookie, fails or is not a shared page', async () => {
    const site = await siteWith()
    for (const url of ['/?lang=nn', '/search?status=503', '/innmelding', '/abonnement/mine']) {
      await site.get(url)
      await site.get(url)
    }
    expect(site.drawn).toHaveLength(8)
  })

  // The language comes from the cookie (i18n/language.ts): a proxy or CDN that kept one copy
  // for all would send one visitor's Nynorsk page to the next visitor's Bokmål.
  it.each([10, 0])(
    'tells shared caches that every page changes with the cookie (%s seconds)',
    async (seconds) => {
      await siteWith({ seconds })
      for (const url of ['/search?risiko=1', '/innmelding', '/search?risiko=1', '/?lang=nn']) {
        const response = await app!.inject({ url, headers: { cookie: 'lang=nn' } })
        expect(response.headers.vary, url).toBe('Cookie')
      }
    },
  )

  it('draws every page afresh when set to 0 seconds', async () => {
    const site = await siteWith({ seconds: 0 })
    await site.get('/')
    await site.get('/')
    expect(site.drawn).toEqual(['/', '/'])
  })

  it('lets the oldest pages go when they take more memory than allowed', async () => {
    const site = await siteWith({ maxBytes: 400 })
    for (const id of [1, 2, 3, 4, 5, 6, 7, 8]) await site.get(`/produkt/${id}`)
    expect(site.cache.size().bytes).toBeLessThanOrEqual(400)
    await site.get('/produkt/8')
    await site.get('/produkt/1')
    expect(site.drawn).toEqual([
      ...[1, 2, 3, 4, 5, 6, 7, 8].map((id) => `/produkt/${id}`),
      '/produkt/1',
    ])
  })
})
