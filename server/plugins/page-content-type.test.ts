import { existsSync } from 'node:fs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  listeningAddress,
  startServerProcess,
  type ServerProcess,
} from '../../tests/support/server-process.ts'

/**
 * A page post whose Content-Type is no media type at all, in a real process with the page
 * build: Fastify refuses it before any page sees it, and the answer is Norwegian text, as the
 * other refusals of a page body are, where it used to be Fastify's English JSON.
 */

const pagesBuilt = existsSync('build/server/index.js')

let server: ServerProcess
let origin: URL

beforeAll(async () => {
  if (!pagesBuilt) return
  server = startServerProcess({ NODE_ENV: 'production', DATA_DIR: 'memory://', DEMO_DATA: 'false' })
  origin = await listeningAddress(server)
}, 120_000)

afterAll(() => {
  server?.child.kill('SIGKILL')
})

const post = (path: string, contentType: string) =>
  fetch(new URL(path, origin), {
    method: 'POST',
    headers: { origin: origin.origin, 'content-type': contentType },
    body: 'produkt_navn=Vannkoker',
  })

describe.skipIf(!pagesBuilt)('a page post with a Content-Type that is no media type', () => {
  it('is refused with 415 and a Norwegian sentence, on a report page and a subscription page', async () => {
    for (const path of ['/innmelding/bekymring', '/abonnement/opprett']) {
      const answer = await post(path, ';;')
      expect(answer.status, path).toBe(415)
      expect(answer.headers.get('content-type')).toBe('text/plain; charset=utf-8')
      expect(await answer.text()).toBe(
        'Det du sendte, er ikke et skjema vi kan lese. Åpne skjemaet her på nettstedet og send det derfra.',
      )
    }
  })

  it('leaves every other error to the handlers it had: the API still answers in its shape', async () => {
    const answer = await fetch(new URL('/api/v1/abonnement', origin), {
      method: 'POST',
      headers: { 'content-type': ';;' },
      body: '{}',
    })
    expect(answer.status).toBe(415)
    expect(await answer.json()).toMatchObject({ type: expect.any(String) as unknown })
  })
})
