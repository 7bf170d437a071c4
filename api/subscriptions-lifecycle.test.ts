import { pino } from 'pino'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildApp } from '../server/build-app.ts'
import type { Database } from '../db/connection.ts'
import { createMailTransport } from '../domain/mail/transport.ts'
import { createMailWorker, type MailWorker } from '../jobs/mail-worker.ts'
import { createCatalogue } from '../tests/support/catalogue-fixture.ts'
import { startTestSmtpServer, type TestSmtpServer } from '../tests/support/smtp-server.ts'
import {
  expireAllLinks,
  linkTo,
  postOverview,
  postSubscription,
  tamper,
  TEST_PUBLIC_URL,
} from '../tests/support/subscriptions.ts'
import { testServices } from '../tests/support/test-app.ts'
import { createTestDatabase } from '../tests/support/test-database.ts'

let database: Database
let smtp: TestSmtpServer
let worker: MailWorker
let app: FastifyInstance
let categoryId: number

beforeAll(async () => {
  database = await createTestDatabase()
  categoryId = (await createCatalogue(database.db)).categories.cots.id
  smtp = await startTestSmtpServer()
  worker = createMailWorker({
    db: database.db,
    transport: createMailTransport({ db: database.db, smtpUrl: smtp.url }),
    logger: pino({ level: 'silent' }),
    pollSeconds: 3600,
    attachments: {},
  })
  worker.start()
  app = await buildApp({
    web: false,
    services: {
      ...testServices(database.db),
      mail: worker,
      publicUrl: TEST_PUBLIC_URL,
    },
  })
  await app.ready()
})

afterAll(async () => {
  await app?.close()
  await worker?.stop()
  await smtp?.stop()
  await database?.close()
})

/** Waits for the next message to this address, as a person waits for their mailbox. */
async function nextMail(to: string, seen: number) {
  const deadline = Date.now() + 10_000
  for (;;) {
    const mails = smtp.received.filter((mail) => mail.envelopeTo.includes(to))
    if (mails.length > seen) return mails[seen]!.parsed
    if (Date.now() > deadline) throw new Error(`no mail to ${to}`)
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
}

/** Follows a page link from an e-mail the way the page does: with the API call behind it. */
function follow(link: string, method: 'PUT' | 'DELETE') {
  const url = new URL(link, TEST_PUBLIC_URL)
  const id = url.pathname.split('/')[2]
  const token = encodeURIComponent(url.searchParams.get('token') ?? '')
  const path = method === 'PUT' ? `${id}/activate` : id
  return app.inject({ method, url: `/api/v1/abonnement/${path}?token=${token}` })
}

describe('a subscription from start to end, with the e-mail a person gets', () => {
  it('is created, activated by its link, listed, deleted by its link, and stays deleted', async () => {
    const epost = 'kari.nordmann@example.no'
    const created = await postSubscription(app, { navn: 'Kari', epost, kategori: categoryId })
    expect(created.statusCode).toBe(202)

    const activation = await nextMail(epost, 0)
    expect(activation.subject).toBe('Aktiver abonnementet ditt på Farlige produkter')
    expect(activation.text).toContain('Hei, Kari!')
    expect(activation.html).toContain('Kategori: Barnesenger')
    const activationLink = linkTo(activation.text!, /^\/abonnement\/\d+\/aktiver$/)
    expect(activation.text).toContain(`${TEST_PUBLIC_URL}${activationLink}`)
    const activated = await follow(activationLink, 'PUT')
    expect(activated.json().type).toBe('SUBSCRIPTION_ACTIVATED')
    expect((await follow(activationLink, 'PUT')).json().type).toBe('SUBSCRIPTION_ACTIVATION_FAILED')

    expect((await postOverview(app, { epost })).statusCode).toBe(202)
    const overview = await nextMail(epost, 1)
    expect(overview.subject).toBe('Abonnementene dine på Farlige produkter')
    expect(overview.text).toContain('Aktivt')
    const deleteLink = linkTo(overview.text!, /^\/abonnement\/\d+\/slett$/)
    expect(overview.html).toContain(deleteLink.replaceAll('&', '&amp;'))

    const tampered = deleteLink.replace(/token=([^&]+)/, (_, token) => `token=${tamper(token)}`)
    expect((await follow(tampered, 'DELETE')).json().type).toBe('SUBSCRIPTION_DELETE_FAILED')
    const deleted = await follow(deleteLink, 'DELETE')
    expect(deleted.json().type).toBe('SUBSCRIPTION_DELETED')
    const again = await follow(deleteLink, 'DELETE')
    expect(again.statusCode).toBe(400)
    expect(again.json()).toMatchObject({
      type: 'SUBSCRIPTION_DELETE_FAILED',
      message:
        'Vi klarte ikke å slette abonnementet. Lenken virker bare én gang og går ut etter en tid. Be om en ny e-post under «Mine abonnement».',
    })
  })

  it('refuses a link from an e-mail once it has expired', async () => {
    const epost = 'sen.leser@example.no'
    await postSubscription(app, { navn: 'Sen', epost })
    const activation = await nextMail(epost, 0)
    await expireAllLinks(database.db)
    const link = linkTo(activation.text!, /^\/abonnement\/\d+\/aktiver$/)
    const response = await follow(link, 'PUT')
    expect(response.statusCode).toBe(400)
    expect(response.json().type).toBe('SUBSCRIPTION_ACTIVATION_FAILED')
  })
})
