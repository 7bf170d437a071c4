import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildApp } from '../server/build-app.ts'
import type { Database } from '../db/connection.ts'
import { addSubscription, createNewsletterCatalogue } from '../tests/support/newsletter-fixture.ts'
import { queuedMail, TEST_PUBLIC_URL } from '../tests/support/subscriptions.ts'
import { testServices } from '../tests/support/test-app.ts'
import { createTestDatabase } from '../tests/support/test-database.ts'
import { newsletterPreviewRoutes, NEWSLETTER_PREVIEW_PATH } from './newsletter-preview.ts'

let database: Database
let app: FastifyInstance
let withProducts = 0
let withoutProducts = 0

beforeAll(async () => {
  database = await createTestDatabase()
  const catalogue = await createNewsletterCatalogue(database.db)
  withProducts = await addSubscription(database.db, { risiko: [catalogue.risks.fire.id] })
  withoutProducts = await addSubscription(database.db, {
    tiltak: [catalogue.measures.salesBan.id],
  })
  // As server.ts registers it where the development mailbox may show.
  app = await buildApp({
    web: false,
    services: {
      ...testServices(database.db),
    },
  })
  await app.register(newsletterPreviewRoutes, {
    db: database.db,
    publicUrl: TEST_PUBLIC_URL,
    prefix: NEWSLETTER_PREVIEW_PATH,
  })
  await app.ready()
})

afterAll(async () => {
  await app?.close()
  await database?.close()
})

const preview = (path: string) =>
  app.inject({ method: 'GET', url: `${NEWSLETTER_PREVIEW_PATH}${path}` })

describe('the newsletter preview', () => {
  it('shows one subscription’s letter for a month, neither sent nor recorded', async () => {
    const response = await preview(`/${withProducts}?maaned=2026-10`)
    expect(response.statusCode).toBe(200)
    expect(response.headers['cache-control']).toBe('no-store')
    expect(response.body).toContain('Nye farlige produkter i oktober 2026')
    expect(response.body).toContain('Barneseng Drømmeland')
    expect(await queuedMail(database.db, 'nyhetsbrev:')).toEqual([])
    const text = await preview(`/${withProducts}?maaned=2026-10&tekst`)
    expect(text.body).toContain('Hvorfor er produktet farlig?')
  })

  it('says when the run would send nothing, and refuses what it cannot show', async () => {
    const empty = await preview(`/${withoutProducts}?maaned=2026-10`)
    expect(empty.body).toContain('denne e-posten blir ikke sendt')
    expect((await preview('/999999?maaned=2026-10')).statusCode).toBe(404)
    expect((await preview(`/${withProducts}?maaned=2026-13`)).statusCode).toBe(400)
    // A month outside the service's date range (domain/dates) never reaches the database.
    for (const month of ['0000-01', '1899-12', '2101-01', '9999-12']) {
      expect((await preview(`/${withProducts}?maaned=${month}`)).statusCode).toBe(400)
    }
    expect((await preview(`/${withProducts}?maaned=2100-12`)).statusCode).toBe(200)
  })
})
