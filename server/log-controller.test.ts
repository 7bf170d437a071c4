import { once } from 'node:events'
import { request as httpRequest } from 'node:http'
import type { AddressInfo } from 'node:net'
import { PassThrough, Writable } from 'node:stream'
import { finished } from 'node:stream/promises'
import { fastify, type FastifyBaseLogger, type FastifyInstance } from 'fastify'
import { pino } from 'pino'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { ServerLogController } from './log-controller.ts'

let app: FastifyInstance
let origin: string
let lines: { level: number; msg: string; res?: { statusCode: number } }[] = []
let arrived: () => void
let hasArrived: Promise<void>

/** The error a page's compressed stream ends with when it is closed before it was done. */
async function prematureClose(): Promise<never> {
  const stream = new PassThrough()
  const closed = finished(stream)
  stream.destroy()
  await closed
  throw new Error('the stream finished')
}

// The default error handler, as the pages have it, with the server's log controller. The page
// fails as the compressed stream of an answer whose visitor left does; the test decides whether
// the visitor is still there by then.
beforeAll(async () => {
  const logger: FastifyBaseLogger = pino(
    { level: 'info' },
    new Writable({
      write(chunk, _encoding, done) {
        lines.push(JSON.parse(String(chunk)))
        done()
      },
    }),
  )
  app = fastify({
    loggerInstance: logger,
    logController: new ServerLogController(),
  })
  app.get('/left', async (request) => {
    arrived()
    await once(request.raw.socket, 'close')
    return prematureClose()
  })
  app.get('/here', async () => prematureClose())
  await app.listen({ port: 0, host: '127.0.0.1' })
  origin = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`
})

afterAll(async () => {
  await app?.close()
})

beforeEach(() => {
  lines = []
  hasArrived = new Promise((resolve) => (arrived = resolve))
})

/** A browser's request; resolves with the status, or with 'gone' once aborted. */
function get(path: string) {
  const request = httpRequest(`${origin}${path}`)
  const answer = new Promise<number | 'gone'>((resolve) => {
    request.on('response', (response) => {
      response.resume()
      response.on('end', () => resolve(response.statusCode!))
    })
    request.on('error', () => resolve('gone'))
  })
  request.end()
  return { request, answer }
}

const logged = (message: string) => lines.find((line) => line.msg === message)

describe('a page request the visitor drops before the headers are sent', () => {
  it('is logged at info, not as a server error', async () => {
    const { request, answer } = get('/left')
    await hasArrived
    request.destroy()
    expect(await answer).toBe('gone')
    await expect.poll(() => logged('stream closed prematurely')).toBeDefined()
    expect(logged('stream closed prematurely')?.level).toBe(30)
    expect(lines.filter((line) => line.level >= 40)).toEqual([])
  })
})

describe('the same failure while the visitor waits', () => {
  it('is still answered 500 and logged as an error', async () => {
    expect(await get('/here').answer).toBe(500)
    await expect.poll(() => logged('Premature close')).toBeDefined()
    expect(logged('Premature close')).toMatchObject({ level: 50, res: { statusCode: 500 } })
  })
})
