import { Writable } from 'node:stream'
import { pino } from 'pino'
import { describe, expect, it } from 'vitest'
import { buildApp } from '../server/build-app.ts'
import { testServices } from '../tests/support/test-app.ts'
import { createTestDatabase } from '../tests/support/test-database.ts'

/** Collects what the app logs, as JSON lines. */
function memoryLogger() {
  const lines: Record<string, unknown>[] = []
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(JSON.parse(chunk.toString()))
      done()
    },
  })
  return { logger: pino({ level: 'info' }, stream), lines }
}

// The test starts a database of its own, which takes seconds on the embedded one, more on a
// machine busy with other work.
describe('an unexpected failure', { timeout: 60_000 }, () => {
  it('answers 500 UNEXPECTED_ERROR with a reference that is in the log, and no stack trace', async () => {
    const database = await createTestDatabase()
    const { logger, lines } = memoryLogger()
    const app = await buildApp({
      web: false,
      logger,
      services: {
        ...testServices(database.db),
      },
    })
    // The database going away is the most likely real cause of a 500.
    await database.close()

    const response = await app.inject({ method: 'GET', url: '/api/v1/kategori' })
    await app.close()

    expect(response.statusCode).toBe(500)
    const body = response.json()
    expect(body).toEqual({
      type: 'UNEXPECTED_ERROR',
      message: 'En feil har oppstått',
      reference: expect.any(String),
    })
    expect(response.body).not.toMatch(/at .*\.ts|stack|pool/i)
    const errorLine = lines.find((line) => line.level === 50)
    expect(errorLine).toMatchObject({ reference: body.reference, msg: 'unexpected error' })
  })
})

describe('a body larger than the call takes', { timeout: 60_000 }, () => {
  it('is refused with 413, the error shape and a Norwegian reason', async () => {
    const database = await createTestDatabase()
    const app = await buildApp({ web: false, services: testServices(database.db) })
    try {
      const response = await app.inject({
        method: 'POST',
        url: '/api/v1/bekymring',
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify({ hendelse_beskrivelse: 'x'.repeat(300 * 1024) }),
      })
      expect(response.statusCode).toBe(413)
      expect(response.json()).toEqual({
        type: 'PAYLOAD_TOO_LARGE',
        message:
          'Det du sendte, er for stort: vi tar imot høyst 256 kB. ' +
          'Har du lagt ved filer, ta bort noen og prøv igjen.',
        reference: expect.stringMatching(/^[0-9a-f]{12}$/),
      })
    } finally {
      await app.close()
      await database.close()
    }
  })

  it('is 16 kB for the calls that take a few short fields, and says so', async () => {
    const database = await createTestDatabase()
    const app = await buildApp({ web: false, services: testServices(database.db) })
    try {
      const post = (url: string, text: string) =>
        app.inject({
          method: 'POST',
          url,
          headers: { 'content-type': 'application/json' },
          payload: JSON.stringify({ navn: text }),
        })
      for (const url of ['/api/v1/abonnement', '/api/v1/abonnement/mine', '/api/v1/observasjon']) {
        const response = await post(url, 'x'.repeat(20 * 1024))
        expect(response.statusCode, url).toBe(413)
        expect(response.json().message, url).toContain('vi tar imot høyst 16 kB')
        // Under the limit the body is read, and refused for what it says, not for its size.
        expect((await post(url, 'x'.repeat(8 * 1024))).statusCode, url).toBe(400)
      }
    } finally {
      await app.close()
      await database.close()
    }
  })
})

describe('a path with a broken percent-escape', { timeout: 60_000 }, () => {
  it('answers 400 in the error shape under /api, and in text on a page', async () => {
    const database = await createTestDatabase()
    const app = await buildApp({ web: false, services: testServices(database.db) })
    try {
      const api = await app.inject({ method: 'GET', url: '/api/v1/abonnement/%/avmeld' })
      expect(api.statusCode).toBe(400)
      expect(api.json()).toEqual({
        type: 'BAD_REQUEST',
        message: 'Forespørselen er ugyldig',
        reference: expect.any(String),
      })
      const page = await app.inject({ method: 'GET', url: '/produkt/%zz' })
      expect(page.statusCode).toBe(400)
      expect(page.body).toBe('Forespørselen er ugyldig')
    } finally {
      await app.close()
      await database.close()
    }
  })
})
