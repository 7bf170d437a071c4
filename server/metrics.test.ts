import { eq } from 'drizzle-orm'
import { pino } from 'pino'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '../db/connection.ts'
import { planlagtJobb } from '../db/schema/index.ts'
import { queueMail } from '../domain/mail/queue-mail.ts'
import { createMailTransport } from '../domain/mail/transport.ts'
import { createMailWorker } from '../jobs/mail-worker.ts'
import { countMail, createMetrics, startMetricsServer } from './metrics.ts'
import { startTestSmtpServer, type TestSmtpServer } from '../tests/support/smtp-server.ts'
import { createTestDatabase } from '../tests/support/test-database.ts'

let database: Database
let smtp: TestSmtpServer

beforeAll(async () => {
  database = await createTestDatabase()
  smtp = await startTestSmtpServer()
})

afterAll(async () => {
  await smtp?.stop()
  await database?.close()
})

const message = (key: string) => ({
  key,
  to: 'tilsyn@dsb.example.no',
  subject: 'Bekymringsmelding',
  text: 'Se vedlagte melding.',
})

async function until(condition: () => Promise<boolean>, ms = 15_000) {
  const deadline = Date.now() + ms
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error('gave up waiting')
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
}

describe('metrics', () => {
  it('show the outbox waiting, then the mail the worker sent and the attempts that failed', async () => {
    const metrics = createMetrics(database.db)
    const server = await startMetricsServer(metrics, { host: '127.0.0.1', port: 0 })
    const scrape = async () => (await fetch(`http://127.0.0.1:${server.port}/metrics`)).text()
    try {
      await queueMail(database.db, message('metrics:1'))
      await queueMail(database.db, message('metrics:2'))
      expect(await scrape()).toContain('fp_mail_outbox_messages{state="due"} 2')

      const worker = () =>
        createMailWorker({
          db: database.db,
          transport: createMailTransport({ db: database.db, smtpUrl: smtp.url }),
          logger: pino({ level: 'silent' }),
          pollSeconds: 60,
          attachments: {},
          onDelivered: countMail(metrics),
        })
      smtp.refuse = true
      const refused = worker()
      refused.start()
      await until(async () => (await scrape()).includes('fp_mail_failed_total 2'))
      // Refused, so retried later: waiting, no longer due.
      expect(await scrape()).toContain('fp_mail_outbox_messages{state="waiting"} 2')
      await refused.stop()

      smtp.refuse = false
      await database.db.execute(`update epost_utboks set neste_forsok = now()`)
      const again = worker()
      again.start()
      await until(async () => (await scrape()).includes('fp_mail_sent_total 2'))
      await again.stop()
      const text = await scrape()
      expect(text).toContain('fp_mail_outbox_messages{state="due"} 0')
      expect(text).toContain('fp_mail_outbox_messages{state="waiting"} 0')
      expect(smtp.received).toHaveLength(2)
    } finally {
      await server.close()
    }
  })

  it('show the scheduled runs that were claimed and have not finished', async () => {
    const { db } = database
    const metrics = createMetrics(db)
    const server = await startMetricsServer(metrics, { host: '127.0.0.1', port: 0 })
    const scrape = async () => (await fetch(`http://127.0.0.1:${server.port}/metrics`)).text()
    try {
      expect(await scrape()).toContain('fp_scheduled_jobs_unfinished 0')
      await db.insert(planlagtJobb).values([
        { jobb: 'nyhetsbrev', periode: '2026-10', reservertTil: new Date() },
        { jobb: 'opprydding', periode: '2026-10-31', fullfort: new Date() },
      ])
      expect(await scrape()).toContain('fp_scheduled_jobs_unfinished 1')
      await db
        .update(planlagtJobb)
        .set({ fullfort: new Date() })
        .where(eq(planlagtJobb.jobb, 'nyhetsbrev'))
      expect(await scrape()).toContain('fp_scheduled_jobs_unfinished 0')
    } finally {
      await server.close()
    }
  })
})
