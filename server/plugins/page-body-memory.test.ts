import { existsSync, readFileSync } from 'node:fs'
import { request as httpRequest, type ClientRequest } from 'node:http'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { FORM_POSTS_PER_MINUTE } from '../../domain/site/rate-limits.ts'
import {
  listeningAddress,
  startServerProcess,
  type ServerProcess,
} from '../../tests/support/server-process.ts'

// A real process serves the pages from their build (`npm run build`, as `npm test` makes it).
const pagesBuilt = existsSync('build/server/index.js')
const MB = 1024 * 1024
const POSTS = 20
const REPORT_PAGE = '/innmelding/bekymring'

let server: ServerProcess
let origin: URL

beforeAll(async () => {
  if (!pagesBuilt) return
  server = startServerProcess({
    NODE_ENV: 'production',
    LOG_LEVEL: 'info',
    DATA_DIR: 'memory://',
    DEMO_DATA: 'false',
    TRUST_PROXY: 'loopback',
    PAGE_CACHE_SECONDS: '0',
  })
  origin = await listeningAddress(server)
  // Every page module loaded and warm before the first measure.
  for (let count = 0; count < 3; count++) {
    expect((await post({ from: '192.0.2.250', form: true })).status).toBe(400)
  }
}, 120_000)

afterAll(() => {
  server?.child.kill('SIGKILL')
})

/** The process's resident memory in MB, as the kernel counts it. */
function residentMegabytes(): number {
  const status = readFileSync(`/proc/${server.child.pid}/status`, 'utf8')
  return Number(/^VmRSS:\s+(\d+) kB/m.exec(status)![1]) / 1024
}

const BOUNDARY = 'fpmemorytest'
const zeros = Buffer.alloc(64 * 1024)

/**
 * A report form's multipart body, generated as it is sent: one field and `files` files of
 * `fileBytes` zero bytes each. Its length is known beforehand, as a browser's is.
 */
function multipart(files: number, fileBytes: number) {
  const field = `--${BOUNDARY}\r\ncontent-disposition: form-data; name="produkt_navn"\r\n\r\nVannkoker\r\n`
  const fileHead = (index: number) =>
    `--${BOUNDARY}\r\ncontent-disposition: form-data; name="vedlegg"; filename="bilde${index}.jpg"\r\n` +
    'content-type: image/jpeg\r\n\r\n'
  const end = `--${BOUNDARY}--\r\n`
  let length = Buffer.byteLength(field) + Buffer.byteLength(end)
  for (let index = 0; index < files; index++) {
    length += Buffer.byteLength(fileHead(index)) + fileBytes + 2
  }
  async function* parts() {
    yield Buffer.from(field)
    for (let index = 0; index < files; index++) {
      yield Buffer.from(fileHead(index))
      for (let left = fileBytes; left > 0; left -= zeros.length) {
        yield left < zeros.length ? zeros.subarray(0, left) : zeros
      }
      yield Buffer.from('\r\n')
    }
    yield Buffer.from(end)
  }
  return { length, parts }
}

/** Zero bytes of no declared length: as much as `bytes`, or until the server stops reading. */
async function* endless(bytes: number) {
  for (let left = bytes; left > 0; left -= zeros.length) yield zeros
}

interface PostOptions {
  from: string
  /** A small urlencoded form, as an ordinary post sends. */
  form?: boolean
  /** A multipart body of this many files of this many bytes. */
  files?: [count: number, bytes: number]
  /** This many bytes, chunked, of no declared length. */
  chunked?: number
}

/**
 * Posts to the report page; the answer may come, and the connection close, mid-body. As a
 * browser does, the sender takes the status as soon as it arrives and then stops sending.
 */
function post({ from, form, files, chunked }: PostOptions) {
  const headers: Record<string, string> = { 'x-forwarded-for': from }
  let body: AsyncIterable<Buffer>
  if (form) {
    const text = 'produkt_navn=Vannkoker'
    headers['content-type'] = 'application/x-www-form-urlencoded'
    headers['content-length'] = String(text.length)
    body = [Buffer.from(text)] as unknown as AsyncIterable<Buffer>
  } else if (files) {
    const { length, parts } = multipart(...files)
    headers['content-type'] = `multipart/form-data; boundary=${BOUNDARY}`
    headers['content-length'] = String(length)
    body = parts()
  } else {
    headers['content-type'] = `multipart/form-data; boundary=${BOUNDARY}`
    body = endless(chunked!)
  }
  const request = httpRequest(new URL(REPORT_PAGE, origin), { method: 'POST', headers })
  const answer = new Promise<{ status: number }>((resolve, reject) => {
    request.on('response', (response) => {
      resolve({ status: response.statusCode! })
      response.resume()
    })
    request.on('error', reject)
  })
  request.on('error', () => {})
  void send(request, body)
  return answer
}

async function send(request: ClientRequest, body: AsyncIterable<Buffer>) {
  let answered = false
  request.once('response', () => (answered = true))
  for await (const chunk of body) {
    if (answered || request.destroyed || request.writableEnded) break
    if (!request.write(chunk)) {
      await new Promise<void>((resolve) => {
        const go = () => {
          request.off('drain', go).off('close', go)
          resolve()
        }
        request.on('drain', go).on('close', go)
      })
    }
  }
  // Answered mid-body, the rest is never sent: the server drops the connection in its time.
  if (!answered && !request.destroyed) request.end()
}

/** Runs the posts side by side; their statuses, and the process's memory before and after. */
async function measure(posts: () => Promise<{ status: number }>[]) {
  const logged = server.logs.length
  const before = residentMegabytes()
  let peak = before
  const sampler = setInterval(() => (peak = Math.max(peak, residentMegabytes())), 50)
  let statuses: number[]
  try {
    statuses = (await Promise.all(posts())).map((answer) => answer.status)
  } finally {
    clearInterval(sampler)
  }
  const after = residentMegabytes()
  peak = Math.max(peak, after)
  // pino's levels: 40 is a warning, 50 an error.
  const warnings = server.logs.slice(logged).filter((line) => Number(line.level) >= 40)
  return { statuses, before, after, peak, grew: peak - before, warnings }
}

const round = (value: number) => Math.round(value)

describe.skipIf(!pagesBuilt)(
  `${POSTS} parallel posts of 100 MB to a report page (a real process)`,
  { timeout: 120_000 },
  () => {
    it('from an address over its limit: all 429 before any body is read', async () => {
      const from = '198.51.100.60'
      for (let count = 0; count < FORM_POSTS_PER_MINUTE; count++) {
        expect((await post({ from, form: true })).status).toBe(400)
      }
      const result = await measure(() =>
        Array.from({ length: POSTS }, () => post({ from, files: [7, 14 * MB] })),
      )
      console.log('limited address:', summary(result))
      expect(result.statuses).toEqual(Array(POSTS).fill(429))
      expect(result.grew).toBeLessThan(100)
      expect(result.warnings).toEqual([])
    })

    it('of no declared length: all 413 at the limit', async () => {
      const result = await measure(() =>
        Array.from({ length: POSTS }, (_, index) =>
          post({ from: `198.51.100.${100 + index}`, chunked: 100 * MB }),
        ),
      )
      console.log('chunked past the limit:', summary(result))
      expect(result.statuses).toEqual(Array(POSTS).fill(413))
      expect(result.grew).toBeLessThan(100)
      // A refused post is no fault of the server's: nothing to warn of.
      expect(result.warnings).toEqual([])
    })

    it('within the limit, from different addresses: all read, their files to disk, not memory', async () => {
      const result = await measure(() =>
        Array.from({ length: POSTS }, (_, index) =>
          post({ from: `203.0.113.${10 + index}`, files: [7, 14 * MB] }),
        ),
      )
      console.log('within the limit:', summary(result))
      // Each is read and answered (400: no captcha), none refused for want of memory.
      expect(result.statuses).toEqual(Array(POSTS).fill(400))
      expect(result.grew).toBeLessThan(100)
      expect(result.warnings).toEqual([])
    })
  },
)

function summary({ statuses, before, after, peak }: Awaited<ReturnType<typeof measure>>) {
  const counts: Record<number, number> = {}
  for (const status of statuses) counts[status] = (counts[status] ?? 0) + 1
  return `statuses ${JSON.stringify(counts)}, RSS ${round(before)} MB before, ${round(peak)} MB at most, ${round(after)} MB after`
}
