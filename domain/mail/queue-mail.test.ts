import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '../../db/connection.ts'
import { epostUtboks } from '../../db/schema/index.ts'
import { createTestDatabase } from '../../tests/support/test-database.ts'
import { startTestSmtpServer, type TestSmtpServer } from '../../tests/support/smtp-server.ts'
import { deliverDueMail } from './deliver.ts'
import { queueMail, queueMails } from './queue-mail.ts'
import { createMailTransport, type MailTransport } from './transport.ts'

let database: Database
let smtp: TestSmtpServer
let transport: MailTransport

beforeAll(async () => {
  database = await createTestDatabase()
  smtp = await startTestSmtpServer()
  transport = createMailTransport({ db: database.db, smtpUrl: smtp.url })
})

afterAll(async () => {
  transport?.close()
  await smtp?.stop()
  await database?.close()
})

const receipt = (key: string) => ({
  key,
  to: 'melder@example.no',
  subject: `Kvittering ${key}`,
  text: 'Takk for meldingen.',
})

describe('queueMail', () => {
  it('sends nothing when the transaction that queued the message is rolled back', async () => {
    await expect(
      database.db.transaction(async (tx) => {
        await queueMail(tx, receipt('kvittering:bekymring:1'))
        throw new Error('the report could not be saved')
      }),
    ).rejects.toThrow('the report could not be saved')
    expect(await database.db.select().from(epostUtboks)).toEqual([])
    expect((await deliverDueMail(database.db, transport)).sent).toBe(0)
    expect(smtp.received).toEqual([])
  })

  it('sends a message queued in a committed transaction', async () => {
    await database.db.transaction(async (tx) => {
      await queueMail(tx, receipt('kvittering:bekymring:2'))
    })
    expect((await deliverDueMail(database.db, transport)).sent).toBe(1)
    expect(smtp.received.map((mail) => mail.parsed.subject)).toEqual([
      'Kvittering kvittering:bekymring:2',
    ])
  })

  it('sends a key once, however often it is queued', async () => {
    smtp.received.length = 0
    expect(await queueMail(database.db, receipt('kvittering:bekymring:3'))).toBe(true)
    expect(await queueMail(database.db, receipt('kvittering:bekymring:3'))).toBe(false)
    await deliverDueMail(database.db, transport)
    // Queued again after it went out: still nothing more.
    expect(await queueMail(database.db, receipt('kvittering:bekymring:3'))).toBe(false)
    await deliverDueMail(database.db, transport)
    expect(smtp.received).toHaveLength(1)
  })

  it('queues many at once, each key once, and none of them when one is invalid', async () => {
    smtp.received.length = 0
    await queueMail(database.db, receipt('mange:2'))
    const many = ['mange:1', 'mange:2', 'mange:3'].map(receipt)
    await expect(
      queueMails(database.db, [...many, { ...receipt('mange:4'), to: 'ikke en adresse' }]),
    ).rejects.toThrow()
    expect(await queueMails(database.db, many)).toBe(2)
    expect(await queueMails(database.db, many)).toBe(0)
    while ((await deliverDueMail(database.db, transport)).claimed > 0);
    expect(smtp.received.map((mail) => mail.parsed.subject).sort()).toEqual([
      'Kvittering mange:1',
      'Kvittering mange:2',
      'Kvittering mange:3',
    ])
  })

  it('refuses text that would add headers, and headers the message sets itself', async () => {
    const queue = (change: object) =>
      queueMail(database.db, { ...receipt('kvittering:ugyldig'), ...change })
    await expect(queue({ subject: 'Hei\r\nBcc: alle@example.no' })).rejects.toThrow()
    await expect(queue({ to: 'ikke en adresse' })).rejects.toThrow()
    await expect(queue({ headers: { 'X-Merke': 'a\nBcc: b@example.no' } })).rejects.toThrow()
    await expect(queue({ headers: { bcc: 'b@example.no' } })).rejects.toThrow()
    const rows = await database.db.select().from(epostUtboks)
    expect(rows.map((row) => row.nokkel)).not.toContain('kvittering:ugyldig')
  })
})
