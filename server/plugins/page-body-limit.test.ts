import { request as httpRequest, type ClientRequest } from 'node:http'
import { connect } from 'node:net'
import type { AddressInfo } from 'node:net'
import { fastify, type FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createLargeBodyGate } from './large-body-gate.ts'
import { pageBodyHooks, pageBodyLimit, SMALL_BODY_LIMIT } from './page-body-limit.ts'
import { createFormPostCounter, formPostKey, formPostVerdict } from './page-form-posts.ts'

let app: FastifyInstance
let origin: string
/** Bytes each page handler read, by the test's name for its request (the `x-test` header). */
const read = new Map<string, number>()
/** The requests the server has had the headers of. */
const arrived = new Set<string>()

// The page routes as build-app.ts mounts them: the body passed on unread, as the React Router
// adapter does, to a handler that reads it whole, as a form action does, after looking at the
// server's count of the post. Two posts a minute per address; one large body at a time, one
// more waiting.
beforeAll(async () => {
  app = fastify({ trustProxy: 'loopback' })
  app.addHook('onRequest', async (request) => {
    arrived.add(String(request.headers['x-test']))
  })
  app.removeAllContentTypeParsers()
  app.addContentTypeParser('*', (_request, payload, done) => done(null, payload))
  const hooks = pageBodyHooks({
    formPosts: await createFormPostCounter(app, undefined, { max: 2, timeWindowMs: 60_000 }),
    largeBodies: createLargeBodyGate({ slots: 1, waiting: 1, waitSeconds: 60 }),
  })
  app.all('*', hooks, async (request, reply) => {
    const verdict = formPostVerdict(request)
    if (!verdict.ok) {
      return reply.code(429).header('retry-after', verdict.retryAfterSeconds).send('vent')
    }
    const name = String(request.headers['x-test'])
    read.set(name, 0)
    try {
      for await (const chunk of (request.body ?? []) as AsyncIterable<Buffer>) {
        read.set(name, read.get(name)! + chunk.length)
      }
    } catch {
      // The page's own answer to a body cut short, which comes after the server's 413.
      return reply.code(400).send('cut')
    }
    return { bytes: read.get(name) }
  })
  await app.listen({ port: 0, host: '127.0.0.1' })
  origin = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`
})

afterAll(async () => {
  await app?.close()
})

interface Answer {
  status: number
  text: string
  headers: Record<string, string | string[] | undefined>
  /** Body bytes the client had written when the answer came. */
  sentBeforeAnswer: number
}

interface PostOptions {
  /** Body bytes to send, generated as they go. */
  bytes: number
  /** Sends no Content-Length: the body goes chunked. */
  chunked?: boolean
  /** Sends the headers only, and none of the body. */
  headersOnly?: boolean
  from?: string
  name?: string
}

/** Posts a generated form body; the answer may come (and the connection close) mid-body. */
function post(path: string, options: PostOptions) {
  const { bytes, chunked, headersOnly, from = '192.0.2.1', name = path } = options
  const headers: Record<string, string> = {
    'content-type': 'application/x-www-form-urlencoded',
    'x-forwarded-for': from,
    'x-test': name,
  }
  if (!chunked) headers['content-length'] = String(bytes)
  let sent = 0
  const request = httpRequest(`${origin}${path}`, { method: 'POST', headers })
  const answer = new Promise<Answer>((resolve, reject) => {
    request.on('response', (response) => {
      const sentBeforeAnswer = sent
      let text = ''
      response.setEncoding('utf8').on('data', (chunk: string) => (text += chunk))
      response.on('end', () =>
        resolve({
          status: response.statusCode!,
          text,
          headers: response.headers,
          sentBeforeAnswer,
        }),
      )
    })
    request.on('error', reject)
  })
  // A closed connection under a body still being written is the point of some tests.
  request.on('error', () => {})
  if (headersOnly) request.flushHeaders()
  else void write(request, bytes, (count) => (sent += count))
  return { answer, request }
}

async function write(request: ClientRequest, bytes: number, onWrite: (count: number) => void) {
  const chunk = Buffer.alloc(64 * 1024, 'a')
  for (let left = bytes; left > 0 && !request.destroyed; left -= chunk.length) {
    const part = left < chunk.length ? chunk.subarray(0, left) : chunk
    onWrite(part.length)
    if (!request.write(part)) await new Promise((resolve) => request.once('drain', resolve))
  }
  if (!request.destroyed) request.end()
}

describe('page body limit', () => {
  it('lets a form of ordinary size through to the page', async () => {
    const { answer } = post('/search', { bytes: 2000 })
    expect((await answer).status).toBe(200)
    expect(JSON.parse((await answer).text)).toEqual({ bytes: 2000 })
  })

  it('refuses a declared length over the limit before reading it, in Norwegian', async () => {
    const { answer } = post('/search', { bytes: SMALL_BODY_LIMIT + 1, name: 'declared' })
    const refused = await answer
    expect(refused.status).toBe(413)
    expect(refused.text).toBe(
      'Det du sendte, er for stort: vi tar imot høyst 256 kB. ' +
        'Har du lagt ved filer, ta bort noen og prøv igjen.',
    )
    expect(read.has('declared')).toBe(false)
  })

  it('gives the report pages room for every allowed file, and a limit still', async () => {
    expect(pageBodyLimit('/innmelding/bekymring')).toBe(151 * 1024 * 1024)
    const { answer } = post('/innmelding/bekymring?steg=2', { bytes: 1024 * 1024, from: '::1' })
    expect(JSON.parse((await answer).text)).toEqual({ bytes: 1024 * 1024 })
    expect(pageBodyLimit('/innmeldingx')).toBe(256 * 1024)
  })

  it('gives the staff product form room for one picture over its limit, and no other staff page', () => {
    expect(pageBodyLimit('/forvaltning/produkter/ny')).toBe(40 * 1024 * 1024)
    expect(pageBodyLimit('/forvaltning/produkter/utkast/3.data')).toBe(40 * 1024 * 1024)
    expect(pageBodyLimit('/forvaltning/ansatte')).toBe(256 * 1024)
  })

  it('takes a small body of unknown length', async () => {
    const { answer } = post('/search', { bytes: 100_000, chunked: true })
    expect(JSON.parse((await answer).text)).toEqual({ bytes: 100_000 })
  })

  it('cuts a body of unknown length with 413 the moment it passes 256 kB, report pages too', async () => {
    const hundredMegabytes = 100 * 1024 * 1024
    const { answer } = post('/innmelding/bekymring', {
      bytes: hundredMegabytes,
      chunked: true,
      from: '192.0.2.9',
      name: 'chunked',
    })
    const refused = await answer
    expect(refused.status).toBe(413)
    expect(refused.text).toContain('vi tar imot høyst 256 kB')
    // Read up to the limit and one chunk past it, no more; the client was told long before
    // it had sent its 100 MB.
    expect(read.get('chunked')).toBeLessThanOrEqual(SMALL_BODY_LIMIT + 64 * 1024)
    expect(refused.sentBeforeAnswer).toBeLessThan(hundredMegabytes / 4)
  })

  it('reads no more of a body than it declared', async () => {
    const port = Number(new URL(origin).port)
    const socket = connect(port, '127.0.0.1')
    const head =
      'POST /search HTTP/1.1\r\nHost: x\r\nx-test: overlong\r\n' +
      'content-type: application/x-www-form-urlencoded\r\ncontent-length: 1000\r\n\r\n'
    socket.write(head + 'a'.repeat(200_000))
    let text = ''
    socket.on('data', (chunk: Buffer) => (text += chunk.toString('latin1')))
    // The server may reset the connection while the surplus is still arriving.
    socket.on('error', () => {})
    await new Promise((resolve) => socket.once('close', resolve))
    await expect.poll(() => read.get('overlong')).toBe(1000)
    // What came past the declared length is no body: it is taken as the next request, which
    // is no request, and the connection is closed.
    expect(text).toContain('400 Bad Request')
  })
})

describe('the per-address count of form posts', () => {
  it('counts each form by its page, with or without JavaScript', () => {
    expect(formPostKey('/innmelding/bekymring/123')).toBe('bekymring')
    expect(formPostKey('/innmelding/meldeplikt.data')).toBe('meldeplikt')
    expect(formPostKey('/abonnement/opprett.data')).toBe('abonnement')
    expect(formPostKey('/abonnement/mine')).toBe('abonnement-mine')
    expect(formPostKey('/abonnement/12/slett')).toBeUndefined()
  })

  it('answers 429 to a sender over its limit before reading any of the body', async () => {
    const from = '198.51.100.40'
    // Adding a row without JavaScript posts the whole form too, and counts as a post.
    for (const name of ['_leggtil', '_fjern']) {
      const { answer } = post('/innmelding/meldeplikt', { bytes: 100, from, name })
      expect((await answer).status).toBe(200)
    }
    const { answer, request } = post('/innmelding/meldeplikt', {
      bytes: 100 * 1024 * 1024,
      headersOnly: true,
      from,
      name: 'limited',
    })
    const refused = await answer
    expect(refused.status).toBe(429)
    expect(Number(refused.headers['retry-after'])).toBeGreaterThanOrEqual(1)
    expect(read.has('limited')).toBe(false)
    // A body that never comes is waited for a few seconds, dropped, then the connection closed.
    const socket = request.socket!
    if (!socket.destroyed) await new Promise((resolve) => socket.once('close', resolve))
    // Another form, or another address, is counted on its own.
    const other = post('/abonnement/opprett', { bytes: 100, from })
    expect((await other.answer).status).toBe(200)
    const neighbour = post('/innmelding/meldeplikt', { bytes: 100, from: '198.51.100.41' })
    expect((await neighbour.answer).status).toBe(200)
  })
})

describe('large bodies read at once', () => {
  it('lets one wait unread while another is read, and refuses more with 503', async () => {
    const size = SMALL_BODY_LIMIT + 1
    const first = post('/innmelding/bekymring', {
      bytes: size,
      headersOnly: true,
      from: '192.0.2.11',
      name: 'first',
    })
    first.request.write('a')
    await expect.poll(() => read.get('first')).toBe(1)
    const second = post('/innmelding/bekymring', {
      bytes: size,
      from: '192.0.2.2',
      name: 'second',
    })
    await expect.poll(() => arrived.has('second')).toBe(true)
    const third = post('/innmelding/bekymring', { bytes: size, from: '192.0.2.3', name: 'third' })
    const busy = await third.answer
    expect(busy.status).toBe(503)
    expect(busy.headers['retry-after']).toBe('30')
    expect(busy.text).toContain('Vi tar imot mange filer akkurat nå')
    expect(read.has('second')).toBe(false)
    first.request.end('a'.repeat(size - 1))
    expect(JSON.parse((await first.answer).text)).toEqual({ bytes: size })
    expect(JSON.parse((await second.answer).text)).toEqual({ bytes: size })
  })
})
