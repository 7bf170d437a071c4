import { eq, sql } from 'drizzle-orm'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { openDatabase, type Database } from '../../db/connection.ts'
import { epostUtboks } from '../../db/schema/index.ts'
import { startTestSmtpServer, type TestSmtpServer } from '../../tests/support/smtp-server.ts'
import { createTestDatabase } from '../../tests/support/test-database.ts'
import { deliverDueMail } from './deliver.ts'
import { claimDueMail } from './outbox-state.ts'
import { queueMail } from './queue-mail.ts'
import { createSenderLock } from './sender-lock.ts'
import { createMailTransport, type MailTransport } from './transport.ts'

const FROM = 'Farlige produkter <ikke-svar@farligeprodukter.example.no>'
let database: Database
let smtp: TestSmtpServer
let transport: MailTransport
let counter = 0

beforeAll(async () => {
  database = await createTestDatabase()
  smtp = await startTestSmtpServer()
  transport = createMailTransport({ db: database.db, smtpUrl: smtp.url, from: FROM })
})

afterAll(async () => {
  transport?.close()
  await smtp?.stop()
  await database?.close()
})

afterEach(async () => {
  smtp.received.length = 0
  smtp.refuse = false
  smtp.refusal = { code: 451, text: 'Try again later' }
  await database.db.update(epostUtboks).set({ sendt: sql`now()` })
})

const queue = (change: object = {}) =>
  queueMail(database.db, {
    key: `test:${++counter}`,
    to: 'tilsyn@dsb.example.no',
    subject: `Melding ${counter}`,
    text: 'Se https://farligeprodukter.example.no/produkt/1',
    ...change,
  })

const outbox = () => database.db.select().from(epostUtboks).orderBy(epostUtboks.id)
/** Brings every unsent message's next attempt to now, as if the wait had passed. */
const makeDue = () => database.db.update(epostUtboks).set({ nesteForsok: sql`now()` })
const secondsUntilNextAttempt = async (key: string) => {
  const [row] = await database.db
    .select({ wait: sql<number>`extract(epoch from ${epostUtboks.nesteForsok} - now())::float8` })
    .from(epostUtboks)
    .where(eq(epostUtboks.nokkel, key))
  return row!.wait
}

describe('deliverDueMail', () => {
  it('delivers a message as queued: From, To, subject, text, HTML, headers and attachments', async () => {
    const pdf = Buffer.from('%PDF-1.7 rapport', 'latin1')
    const attachments = {
      testfil: async (_db: unknown, id: number) => (id === 7 ? pdf : undefined),
    }
    await queue({
      key: 'kvittering:bekymring:42',
      subject: 'Kvittering for bekymringsmelding – ærlig talt',
      html: '<p>Takk for meldingen.</p>',
      headers: { 'List-Unsubscribe': '<https://farligeprodukter.example.no/avmeld/abc>' },
      attachments: [
        { kind: 'testfil', id: 7, filename: 'rapport.pdf', contentType: 'application/pdf' },
      ],
    })
    expect(await deliverDueMail(database.db, transport, { attachments })).toEqual({
      claimed: 1,
      sent: 1,
      failed: 0,
      givenUp: 0,
      released: 0,
    })
    const [mail] = smtp.received
    expect(mail?.envelopeTo).toEqual(['tilsyn@dsb.example.no'])
    expect(mail?.parsed.from).toMatchObject({
      name: 'Farlige produkter',
      address: 'ikke-svar@farligeprodukter.example.no',
    })
    expect(mail?.parsed.to).toEqual([{ name: '', address: 'tilsyn@dsb.example.no' }])
    expect(mail?.parsed.subject).toBe('Kvittering for bekymringsmelding – ærlig talt')
    expect(mail?.parsed.text?.trim()).toBe('Se https://farligeprodukter.example.no/produkt/1')
    expect(mail?.parsed.html).toContain('<p>Takk for meldingen.</p>')
    const unsubscribe = mail?.parsed.headers.find((header) => header.key === 'list-unsubscribe')
    expect(unsubscribe?.value).toBe('<https://farligeprodukter.example.no/avmeld/abc>')
    expect(mail?.parsed.attachments).toHaveLength(1)
    expect(mail?.parsed.attachments[0]).toMatchObject({
      filename: 'rapport.pdf',
      mimeType: 'application/pdf',
    })
    expect(Buffer.from(mail!.parsed.attachments[0]!.content as ArrayBuffer)).toEqual(pdf)
    const [row] = await outbox()
    expect(row).toMatchObject({ forsok: 1, sisteFeil: null, reservertTil: null })
    expect(row?.sendt).toBeInstanceOf(Date)

    expect((await deliverDueMail(database.db, transport, { attachments })).claimed).toBe(0)
    expect(smtp.received).toHaveLength(1)
  })

  it('keeps a message while the SMTP server is down and sends it when it is back', async () => {
    await queue({ key: 'nede:1' })
    await smtp.stop()
    const down = await deliverDueMail(database.db, transport)
    expect(down).toMatchObject({ claimed: 1, sent: 0, failed: 1 })
    const [row] = (await outbox()).filter((each) => each.nokkel === 'nede:1')
    expect(row).toMatchObject({ sendt: null, forsok: 1, reservertTil: null })
    expect(row?.sisteFeil).toMatch(/ECONNREFUSED|ECONNECTION|ESOCKET/)
    expect(await secondsUntilNextAttempt('nede:1')).toBeGreaterThan(55)
    // Not due yet: a run now leaves it alone.
    expect((await deliverDueMail(database.db, transport)).claimed).toBe(0)

    smtp = await startTestSmtpServer(smtp.port)
    await makeDue()
    expect(await deliverDueMail(database.db, transport)).toMatchObject({ sent: 1 })
    expect(smtp.received.map((mail) => mail.parsed.subject)).toEqual([`Melding ${counter}`])
  })

  it('waits twice as long after each refusal, and never records the address', async () => {
    await queue({ key: 'nekter:1' })
    smtp.refuse = true
    await deliverDueMail(database.db, transport)
    const first = await secondsUntilNextAttempt('nekter:1')
    await makeDue()
    await deliverDueMail(database.db, transport)
    const second = await secondsUntilNextAttempt('nekter:1')
    expect(first).toBeGreaterThan(55)
    expect(first).toBeLessThanOrEqual(60)
    expect(second).toBeGreaterThan(115)
    expect(second).toBeLessThanOrEqual(120)
    const [row] = (await outbox()).filter((each) => each.nokkel === 'nekter:1')
    expect(row?.sisteFeil).toContain('451')
    expect(row?.sisteFeil).not.toContain('@')

    smtp.refuse = false
    await makeDue()
    await deliverDueMail(database.db, transport)
    expect(smtp.received).toHaveLength(1)
  })

  it('gives up on an address the receiver says does not exist, and retries a relay refusal', async () => {
    await queue({ key: 'ukjent:1' })
    smtp.refuse = true
    smtp.refusal = { code: 550, text: '5.1.1 No such user here' }
    expect(await deliverDueMail(database.db, transport)).toMatchObject({ givenUp: 1, failed: 0 })
    await makeDue()
    expect((await deliverDueMail(database.db, transport)).claimed).toBe(0)
    const [row] = (await outbox()).filter((each) => each.nokkel === 'ukjent:1')
    expect(row?.gittOpp).toBeInstanceOf(Date)
    expect(row?.sisteFeil).toContain('5.1.1')

    // Relaying denied may be our own configuration: kept, and sent once it is fixed.
    await queue({ key: 'relé:1' })
    smtp.refusal = { code: 550, text: '5.7.1 Relaying denied' }
    expect(await deliverDueMail(database.db, transport)).toMatchObject({ givenUp: 0, failed: 1 })
    smtp.refuse = false
    await makeDue()
    expect(await deliverDueMail(database.db, transport)).toMatchObject({ sent: 1 })
    expect(smtp.received).toHaveLength(1)
  })

  it('keeps a message whose attachment cannot be read, and sends it once it can', async () => {
    const later = { senere: async () => new TextEncoder().encode('hei') }
    await queue({
      key: 'vedlegg:1',
      attachments: [{ kind: 'senere', id: 1, filename: 'a.txt', contentType: 'text/plain' }],
    })
    expect(await deliverDueMail(database.db, transport)).toMatchObject({ failed: 1 })
    expect(smtp.received).toEqual([])
    await makeDue()
    expect(await deliverDueMail(database.db, transport, { attachments: later })).toMatchObject({
      sent: 1,
    })
    expect(smtp.received[0]?.parsed.attachments[0]?.filename).toBe('a.txt')
  })

  it('delivers each message once when two processes send at the same moment', async () => {
    for (let i = 0; i < 24; i++) await queue({ key: `samtidig:${i}`, subject: `Samtidig ${i}` })
    // A second pool on the same database stands in for a second process.
    const other = await openDatabase({ url: database.url, poolSize: 5 })
    const drain = async (db: Database['db']) => {
      while ((await deliverDueMail(db, transport, { batchSize: 5 })).claimed > 0);
    }
    try {
      await Promise.all([drain(database.db), drain(other.db), drain(database.db), drain(other.db)])
    } finally {
      await other.pool.end()
    }
    const subjects = smtp.received.map((mail) => mail.parsed.subject).sort()
    expect(subjects).toHaveLength(24)
    expect(new Set(subjects).size).toBe(24)
  })

  it('sends side by side over a few connections kept open', async () => {
    const pooled = createMailTransport({
      db: database.db,
      smtpUrl: `${smtp.url}?maxConnections=3`,
      from: FROM,
    })
    let inFlight = 0
    let mostAtOnce = 0
    const counting: MailTransport = {
      ...pooled,
      async send(mail) {
        mostAtOnce = Math.max(mostAtOnce, ++inFlight)
        await pooled.send(mail).finally(() => inFlight--)
      },
    }
    for (let i = 0; i < 40; i++) await queue({ key: `mange:${i}`, subject: `Mange ${i}` })
    const connectionsBefore = smtp.connections
    try {
      expect(await deliverDueMail(database.db, counting)).toMatchObject({ claimed: 40, sent: 40 })
    } finally {
      pooled.close()
    }
    expect(mostAtOnce).toBe(3)
    expect(smtp.connections - connectionsBefore).toBeLessThanOrEqual(3)
    expect(new Set(smtp.received.map((mail) => mail.parsed.subject)).size).toBe(40)
  })

  it('sends one at a time over a new connection each when SMTP_URL asks for no pool', async () => {
    const single = createMailTransport({ db: database.db, smtpUrl: `${smtp.url}?pool=false` })
    expect(single.connections).toBe(1)
    single.close()
  })

  it('sends a message again only after the lease of a sender that crashed has run out', async () => {
    await queue({ key: 'krasj:1' })
    // A sender claims the message and dies before sending it.
    expect(await claimDueMail(database.db, 10, 600)).toHaveLength(1)
    expect((await deliverDueMail(database.db, transport)).claimed).toBe(0)
    expect(smtp.received).toEqual([])

    await database.db
      .update(epostUtboks)
      .set({ reservertTil: sql`now() - interval '1 second'` })
      .where(eq(epostUtboks.nokkel, 'krasj:1'))
    expect(await deliverDueMail(database.db, transport)).toMatchObject({ sent: 1 })
    expect(smtp.received).toHaveLength(1)
    const [row] = (await outbox()).filter((each) => each.nokkel === 'krasj:1')
    expect(row?.forsok).toBe(2)
  })

  it('takes over at once what a sender that is gone had claimed, never what a live one holds', async () => {
    await queue({ key: 'borte:1' })
    await queue({ key: 'borte:2' })
    const gone = createSenderLock(database.url)
    const live = createSenderLock(database.url)
    try {
      expect(await claimDueMail(database.db, 1, 600, await gone.number())).toHaveLength(1)
      expect(await claimDueMail(database.db, 1, 600, await live.number())).toHaveLength(1)
      expect((await deliverDueMail(database.db, transport)).claimed).toBe(0)

      // Its lock ends with it, however it ends: here given up, in a crash with its connection.
      await gone.close()
      expect(await deliverDueMail(database.db, transport)).toMatchObject({ claimed: 1, sent: 1 })
      const rows = (await outbox()).filter((each) => each.nokkel.startsWith('borte:'))
      expect(rows.map((row) => [row.nokkel, row.forsok, row.sendt !== null])).toEqual([
        ['borte:1', 2, true],
        ['borte:2', 1, false],
      ])
      expect(smtp.received).toHaveLength(1)
    } finally {
      await live.close()
    }
  })

  it('hands back what it has not started when asked to stop', async () => {
    await queue({ key: 'stopp:1' })
    await queue({ key: 'stopp:2' })
    const stop = new AbortController()
    stop.abort()
    expect(await deliverDueMail(database.db, transport, { signal: stop.signal })).toMatchObject({
      claimed: 2,
      released: 2,
      sent: 0,
    })
    const rows = (await outbox()).filter((each) => each.nokkel.startsWith('stopp:'))
    expect(rows.map((row) => [row.forsok, row.reservertTil])).toEqual([
      [0, null],
      [0, null],
    ])
    expect((await deliverDueMail(database.db, transport)).sent).toBe(2)
  })

  it('hands back what a lease too short to finish cannot cover', async () => {
    await queue({ key: 'kort:1' })
    const result = await deliverDueMail(database.db, transport, {
      leaseSeconds: 60,
      sendBudgetSeconds: 61,
    })
    expect(result).toMatchObject({ claimed: 1, released: 1, sent: 0 })
  })
})
