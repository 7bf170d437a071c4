import { request as httpRequest } from 'node:http'
import type { AddressInfo } from 'node:net'
import { fastify, type FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { pageBodyLimit, pageBodyLimitHooks } from './page-body-limit.ts'

let app: FastifyInstance
let origin: string
let bodiesRead = 0

// The page routes as build-app.ts mounts them: the body passed on unread, as the React Router
// adapter does, to a handler that reads it whole, as a form action does.
beforeAll(async () => {
  app = fastify()
  app.removeAllContentTypeParsers()
  app.addContentTypeParser('*', (_request, payload, done) => done(null, payload))
  app.all('*', pageBodyLimitHooks, async (request) => {
    let bytes = 0
    for await (const chunk of request.body as AsyncIterable<Buffer>) bytes += chunk.length
    bodiesRead++
    return { bytes }
  })
  await app.listen({ port: 0, host: '127.0.0.1' })
  origin = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`
})

afterAll(async () => {
  await app?.close()
})

const form = (bytes: number) => `navn=${'a'.repeat(bytes - 5)}`

function post(path: string, body: string, chunked = false) {
  return new Promise<{ status: number; text: string }>((resolve, reject) => {
    const headers: Record<string, string> = { 'content-type': 'application/x-www-form-urlencoded' }
    if (!chunked) headers['content-length'] = String(Buffer.byteLength(body))
    const request = httpRequest(`${origin}${path}`, { method: 'POST', headers }, (response) => {
      let text = ''
      response.setEncoding('utf8')
      response.on('data', (chunk: string) => (text += chunk))
      response.on('end', () => resolve({ status: response.statusCode ?? 0, text }))
    })
    // The server may answer and close before the whole body is written.
    request.on('error', reject)
    // Written before end(), a body without a Content-Length header goes out chunked.
    request.write(body)
    request.end()
  })
}

describe('page body limit', () => {
  it('lets a form of ordinary size through to the page', async () => {
    const answer = await post('/abonnement/opprett', form(2000))
    expect(answer.status).toBe(200)
    expect(JSON.parse(answer.text)).toEqual({ bytes: 2000 })
  })

  it('refuses a body over the limit before reading it, in Norwegian', async () => {
    const before = bodiesRead
    const answer = await post('/abonnement/opprett', form(pageBodyLimit('/abonnement/opprett') + 1))
    expect(answer.status).toBe(413)
    expect(answer.text).toBe(
      'Det du sendte, er for stort: vi tar imot høyst 256 kB. ' +
        'Har du lagt ved filer, ta bort noen og prøv igjen.',
    )
    expect(bodiesRead).toBe(before)
  })

  it('gives the report pages room for every allowed file, and a limit still', async () => {
    expect(pageBodyLimit('/innmelding/bekymring')).toBe(151 * 1024 * 1024)
    const answer = await post('/innmelding/bekymring?steg=2', form(1024 * 1024))
    expect(answer.status).toBe(200)
    expect(pageBodyLimit('/innmeldingx')).toBe(256 * 1024)
  })

  it('refuses a body of unknown length', async () => {
    const answer = await post('/abonnement/opprett', form(100), true)
    expect(answer.status).toBe(413)
  })
})
