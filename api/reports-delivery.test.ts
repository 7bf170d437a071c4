import { sql } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { pino } from 'pino'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '../db/connection.ts'
import { epostUtboks } from '../db/schema/index.ts'
import { createMailTransport } from '../domain/mail/transport.ts'
import { reportAttachmentLoaders } from '../domain/reports/attachment-loader.ts'
import { createMailWorker, type MailWorker } from '../jobs/mail-worker.ts'
import { multipart } from '../tests/support/multipart.ts'
import { createReportCatalogue, nextAddress, postReport } from '../tests/support/report-fixture.ts'
import { startTestSmtpServer, type TestSmtpServer } from '../tests/support/smtp-server.ts'
import { createTestApp } from '../tests/support/test-app.ts'
import { createTestDatabase } from '../tests/support/test-database.ts'

let database: Database
let smtp: TestSmtpServer
let app: FastifyInstance | undefined
let worker: MailWorker | undefined
let catalogue: Awaited<ReturnType<typeof createReportCatalogue>>

beforeAll(async () => {
  database = await createTestDatabase()
  catalogue = await createReportCatalogue(database.db)
  smtp = await startTestSmtpServer()
})

afterAll(async () => {
  await worker?.stop()
  await app?.close()
  await smtp?.stop()
  await database?.close()
})

async function until(condition: () => boolean, ms = 15_000) {
  const deadline = Date.now() + ms
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('gave up waiting')
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
}

describe('report e-mail', () => {
  it('goes out, attachments included, when a worker starts after the process that saved it died', async () => {
    // A process without a running mail worker takes a concern message, two files and an observation.
    app = await createTestApp(database)
    const concern = await postReport(app, 'bekymring', {
      melder_kompetanse: 'PRIVAT_FORBRUKER',
      melder_epost: 'ola@example.no',
      produkt_navn: 'Ansiktskrem',
      produkt_kategori: catalogue.categories.cosmetics.id,
      hendelse_beskrivelse: 'Ga utslett.',
    })
    const reference: string = concern.json().id
    const photo = await sharp({ create: { width: 3, height: 3, channels: 3, background: '#0a0' } })
      .jpeg()
      .toBuffer()
    const note = Buffer.from('Kjøpt i januar.\n')
    for (const [filename, bytes] of [
      ['bilde.jpg', photo],
      ['notat.txt', note],
    ] as const) {
      const { payload, headers } = multipart({ bekymringId: reference }, { filename, bytes })
      const url = '/api/v1/vedlegg'
      const answer = await app.inject({
        method: 'POST',
        url,
        payload,
        headers,
        remoteAddress: nextAddress(),
      })
      expect(answer.statusCode, answer.body).toBe(201)
    }
    const done = await app.inject({ method: 'POST', url: `/api/v1/bekymring/${reference}/ferdig` })
    expect(done.statusCode).toBe(204)
    const observation = await postReport(app, 'observasjon', {
      produkt_id: catalogue.products.listed,
      observert_dato: '01.03.2025',
      observert_sted: 'Nettbutikk',
      observatoer_epost: 'kari@example.no',
    })
    expect(observation.statusCode).toBe(201)

    // The process dies: nothing was sent, and everything waits in the outbox.
    await app.close()
    expect(smtp.received).toEqual([])
    const waiting = await database.db.$count(epostUtboks, sql`${epostUtboks.sendt} is null`)
    expect(waiting).toBe(4)

    // A new process starts, with its worker.
    app = await createTestApp(database)
    const transport = createMailTransport({ db: database.db, smtpUrl: smtp.url })
    worker = createMailWorker({
      db: database.db,
      transport,
      logger: pino({ level: 'silent' }),
      pollSeconds: 3600,
      attachments: reportAttachmentLoaders,
    })
    worker.start()
    await until(() => smtp.received.length === 4)

    const byRecipient = (address: string) =>
      smtp.received.filter((mail) => mail.envelopeTo.includes(address)).map((mail) => mail.parsed)
    const [receipt] = byRecipient('ola@example.no')
    expect(receipt!.subject).toBe(`Vi har mottatt meldingen din (${reference})`)
    expect(receipt!.attachments).toEqual([])
    const toAuthority = byRecipient('innmelding@mattilsynet.example.no')
    const report = toAuthority.find((mail) => mail.subject?.startsWith('Bekymringsmelding'))!
    expect(report.subject).toBe(`Bekymringsmelding ${reference}: Ansiktskrem`)
    expect(report.text).toContain('Hva skjedde: Ga utslett.')
    expect(report.attachments.map((file) => [file.filename, file.mimeType])).toEqual([
      ['bilde.jpg', 'image/jpeg'],
      ['notat.txt', 'text/plain'],
    ])
    expect(Buffer.from(report.attachments[0]!.content as ArrayBuffer).equals(photo)).toBe(true)
    expect(toAuthority.some((mail) => mail.subject?.startsWith('Observasjon FP-OBS-'))).toBe(true)
    expect(byRecipient('kari@example.no')).toHaveLength(1)
  })
})
