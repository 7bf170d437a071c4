import { Writable } from 'node:stream'
import { sql } from 'drizzle-orm'
import { pino } from 'pino'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '../db/connection.ts'
import { epostUtboks } from '../db/schema/index.ts'
import { queueMail } from '../domain/mail/queue-mail.ts'
import { reportAttachmentLoaders } from '../domain/reports/attachment-loader.ts'
import { concernSchema } from '../domain/reports/concern-schema.ts'
import { finishUploads } from '../domain/reports/finish-uploads.ts'
import { saveAttachment } from '../domain/reports/save-attachment.ts'
import { saveConcern } from '../domain/reports/save-concern.ts'
import { nb } from '../i18n/nb.ts'
import { createReportCatalogue } from '../tests/support/report-fixture.ts'
import { createMailTransport, type MailTransport } from '../domain/mail/transport.ts'
import { startTestSmtpServer, type TestSmtpServer } from '../tests/support/smtp-server.ts'
import { createTestDatabase } from '../tests/support/test-database.ts'
import { createMailWorker, type MailWorker } from './mail-worker.ts'

let database: Database
let smtp: TestSmtpServer
let worker: MailWorker | undefined
let logLines: string[] = []
let counter = 0

beforeAll(async () => {
  database = await createTestDatabase()
  smtp = await startTestSmtpServer()
})

afterEach(async () => {
  await worker?.stop()
  worker = undefined
  smtp.received.length = 0
  logLines = []
  await database.db.update(epostUtboks).set({ sendt: sql`now()` })
})

afterAll(async () => {
  await smtp?.stop()
  await database?.close()
})

const logger = () =>
  pino(
    { level: 'info' },
    new Writable({
      write(chunk, _encoding, done) {
        logLines.push(String(chunk))
        done()
      },
    }),
  )

function startWorker(transport: MailTransport, pollSeconds = 3600) {
  worker = createMailWorker({
    db: database.db,
    transport,
    logger: logger(),
    pollSeconds,
    attachments: reportAttachmentLoaders,
  })
  worker.start()
  return worker
}

const smtpTransport = () => createMailTransport({ db: database.db, smtpUrl: smtp.url })

const queue = (subject = `Kvittering ${++counter}`) =>
  queueMail(database.db, {
    key: `arbeider:${++counter}`,
    to: 'kari.nordmann@example.no',
    subject,
    text: 'Hemmelig innhold',
  })

async function until(condition: () => boolean | Promise<boolean>, ms = 5000) {
  const deadline = Date.now() + ms
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error('gave up waiting')
    await new Promise((resolve) => setTimeout(resolve, 10))
  }
}

describe('mail worker', () => {
  it('sends at once when woken after a commit', async () => {
    const running = startWorker(smtpTransport())
    await new Promise((resolve) => setTimeout(resolve, 50))
    await queue('Vekket')
    running.wake()
    await until(() => smtp.received.length === 1)
    expect(smtp.received[0]?.parsed.subject).toBe('Vekket')
  })

  it('finds queued mail by itself at the next poll', async () => {
    startWorker(smtpTransport(), 0.05)
    await queue('Funnet')
    await until(() => smtp.received.length === 1)
  })

  it('runs one round at a time, however often it is woken', async () => {
    const real = smtpTransport()
    let inFlight = 0
    let mostAtOnce = 0
    // One message at a time within a round, so two rounds at once would show as two in flight.
    const running = startWorker({
      ...real,
      connections: 1,
      async send(mail) {
        mostAtOnce = Math.max(mostAtOnce, ++inFlight)
        await new Promise((resolve) => setTimeout(resolve, 5))
        await real.send(mail).finally(() => inFlight--)
      },
    })
    for (let i = 0; i < 15; i++) {
      await queue()
      running.wake()
    }
    await until(() => smtp.received.length === 15)
    expect(mostAtOnce).toBe(1)
    expect(new Set(smtp.received.map((mail) => mail.parsed.subject)).size).toBe(15)
  })

  it('finishes the messages in flight when stopped, and leaves the rest for later', async () => {
    const real = smtpTransport()
    const releases: Array<() => void> = []
    let closed = false
    // Queued first, so that the worker's first round claims all four and starts two at once.
    for (const subject of ['Først', 'Også', 'Så', 'Til slutt']) await queue(subject)
    const running = startWorker({
      ...real,
      connections: 2,
      async send(mail) {
        await new Promise<void>((resolve) => releases.push(resolve))
        await real.send(mail)
      },
      close() {
        closed = true
        real.close()
      },
    })
    await until(() => releases.length === 2)
    const stopped = running.stop()
    for (const release of releases) release()
    await stopped
    expect(releases).toHaveLength(2)
    expect(closed).toBe(true)
    expect(smtp.received.map((mail) => mail.parsed.subject).sort()).toEqual(['Først', 'Også'])
    const unsent = await database.db
      .select({ forsok: epostUtboks.forsok, reservertTil: epostUtboks.reservertTil })
      .from(epostUtboks)
      .where(sql`${epostUtboks.sendt} is null`)
    expect(unsent).toEqual([
      { forsok: 0, reservertTil: null },
      { forsok: 0, reservertTil: null },
    ])
  })

  it('logs how many were sent and failed, never an address, subject or content', async () => {
    const running = startWorker(smtpTransport())
    await queue('Personlig emne')
    running.wake()
    await until(() => smtp.received.length === 1)
    smtp.refuse = true
    await queue('Personlig emne igjen')
    running.wake()
    await until(() => logLines.some((line) => line.includes('"failed":1')))
    smtp.refuse = false
    const log = logLines.join('\n')
    expect(log).toContain('"sent":1')
    expect(log).not.toMatch(/kari|example\.no|Personlig|Hemmelig/)
  })

  it('sends a report to its authority with the file attached, in a process that serves no API', async () => {
    // The report and its file are saved as the API or a page would, but no API is built here:
    // the worker reads the file through the loaders it was handed.
    const { categories } = await createReportCatalogue(database.db)
    const input = concernSchema.parse({
      melder_kompetanse: 'PRIVAT_FORBRUKER',
      produkt_navn: 'Leppepomade',
      produkt_kategori: categories.cosmetics.id,
      hendelse_beskrivelse: 'Svei på leppene.',
    })
    const { referanse } = await saveConcern(database.db, input, {
      texts: nb.reports,
      filesToFollow: 1,
    })
    const note = Buffer.from('Kjøpt på Torget.\n')
    const upload = { reference: referanse, fileName: 'notat.txt', bytes: note }
    await saveAttachment(database.db, { kind: 'bekymring', ...upload }, nb.reports)
    await finishUploads(database.db, 'bekymring', referanse)

    startWorker(smtpTransport()).wake()
    await until(() => smtp.received.length === 1)
    const report = smtp.received[0]!.parsed
    expect(report.subject).toBe(`Bekymringsmelding ${referanse}: Leppepomade`)
    expect(report.attachments.map((file) => [file.filename, file.mimeType])).toEqual([
      ['notat.txt', 'text/plain'],
    ])
    expect(Buffer.from(report.attachments[0]!.content as ArrayBuffer).equals(note)).toBe(true)
  })
})
