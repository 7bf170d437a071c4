import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { asc, eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openDatabase, type Database } from '../db/connection.ts'
import { migrateDatabase } from '../db/migrate.ts'
import { bekymring, epostUtboks, vedlegg } from '../db/schema/index.ts'
import { solveCaptcha } from '../tests/support/captcha.ts'
import { concernPageForm, namedPdf } from '../tests/support/concern-page-form.ts'
import { multipart } from '../tests/support/multipart.ts'
import { createReportCatalogue } from '../tests/support/report-fixture.ts'
import {
  listeningAddress,
  startServerProcess,
  type ServerProcess,
} from '../tests/support/server-process.ts'
import { startTestSmtpServer, type TestSmtpServer } from '../tests/support/smtp-server.ts'
import { createTestDatabase } from '../tests/support/test-database.ts'

// Two real processes of `node server/server.ts` on one database: a PostgreSQL database of this file's own
// with TEST_DATABASE_URL, else an embedded one in a directory that the second process reopens.
const onPostgres = Boolean(process.env.TEST_DATABASE_URL)

let dataDir: string | undefined
/** The processes' TMPDIR: one killed in the middle of a page post leaves its files there. */
let temporary: string
let postgres: Database | undefined
let catalogue: Awaited<ReturnType<typeof createReportCatalogue>>
const servers: ServerProcess[] = []
const smtpServers: TestSmtpServer[] = []

beforeAll(async () => {
  temporary = await mkdtemp(path.join(tmpdir(), 'fp-restart-tmp-'))
  if (onPostgres) {
    postgres = await createTestDatabase()
    catalogue = await createReportCatalogue(postgres.db)
    return
  }
  dataDir = await mkdtemp(path.join(tmpdir(), 'fp-restart-'))
  await withEmbedded(async (db) => (catalogue = await createReportCatalogue(db)))
}, 60_000)

afterAll(async () => {
  for (const server of servers) server.child.kill('SIGKILL')
  await Promise.all(servers.map((server) => server.exited))
  await Promise.all(smtpServers.map((smtp) => smtp.stop()))
  await postgres?.close()
  if (dataDir) await rm(dataDir, { recursive: true, force: true })
  if (temporary) await rm(temporary, { recursive: true, force: true })
})

/** The embedded database in `dataDir`, opened here while no server process has it. */
async function withEmbedded<T>(use: (db: Database['db']) => Promise<T>): Promise<T> {
  const database = await openDatabase({ dataDir, poolSize: 2 })
  try {
    await migrateDatabase(database)
    return await use(database.db)
  } finally {
    await database.close()
  }
}

const CAPTCHA_SECRET = 'restart-test-'.padEnd(40, 'x')

function start(smtpUrl: string) {
  const server = startServerProcess({
    NODE_ENV: 'production',
    LOG_LEVEL: 'info',
    ...(postgres ? { DATABASE_URL: postgres.url } : { DATA_DIR: dataDir! }),
    DEMO_DATA: 'false',
    CAPTCHA_SECRET,
    CAPTCHA_COST: '1',
    CAPTCHA_MAX_COUNTER: '20',
    SMTP_URL: smtpUrl,
    PUBLIC_URL: 'https://farligeprodukter.example.no',
    MAIL_POLL_SECONDS: '1',
    TMPDIR: temporary,
  })
  servers.push(server)
  return server
}

async function startSmtp() {
  const smtp = await startTestSmtpServer()
  smtpServers.push(smtp)
  return smtp
}

/** Waits for a condition, generously: two processes start on a machine that may be busy. */
async function until(condition: () => boolean, what: string | (() => string), ms = 45_000) {
  const deadline = Date.now() + ms
  while (!condition()) {
    if (Date.now() > deadline) {
      throw new Error(`gave up waiting for ${typeof what === 'string' ? what : what()}`)
    }
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
}

async function sendConcern(origin: URL, attachment: Buffer) {
  const challenge = await (await fetch(new URL('/api/v1/captcha/challenge', origin))).json()
  const grecaptcha = encodeURIComponent(await solveCaptcha(challenge))
  const created = await fetch(new URL(`/api/v1/bekymring?grecaptcha=${grecaptcha}`, origin), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      melder_kompetanse: 'PRIVAT_FORBRUKER',
      melder_epost: 'ola.restart@example.no',
      produkt_navn: 'Ansiktskrem',
      produkt_kategori: catalogue.categories.cosmetics.id,
      hendelse_beskrivelse: 'Ga utslett.',
    }),
  })
  expect(created.status).toBe(201)
  const reference: string = (await created.json()).id
  const { payload, headers } = multipart(
    { bekymringId: reference },
    { filename: 'notat.txt', bytes: attachment, contentType: 'text/plain' },
  )
  const uploaded = await fetch(new URL('/api/v1/vedlegg', origin), {
    method: 'POST',
    headers: headers as Record<string, string>,
    body: payload,
  })
  expect(uploaded.status, await uploaded.text()).toBe(201)
  const done = await fetch(new URL(`/api/v1/bekymring/${reference}/ferdig`, origin), {
    method: 'POST',
  })
  expect(done.status).toBe(204)
  return reference
}

/** A concern message whose sender says `files` will follow, as the site's own page sends it. */
async function announceConcern(origin: URL, files: number, product: string) {
  const challenge = await (await fetch(new URL('/api/v1/captcha/challenge', origin))).json()
  const grecaptcha = encodeURIComponent(await solveCaptcha(challenge))
  const query = `grecaptcha=${grecaptcha}&antallVedlegg=${files}`
  const created = await fetch(new URL(`/api/v1/bekymring?${query}`, origin), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      melder_kompetanse: 'PRIVAT_FORBRUKER',
      melder_epost: 'kari.krasj@example.no',
      produkt_navn: product,
      produkt_kategori: catalogue.categories.cosmetics.id,
      hendelse_beskrivelse: 'Ga utslett.',
    }),
  })
  expect(created.status).toBe(201)
  return (await created.json()).id as string
}

async function uploadText(origin: URL, reference: string, name: string) {
  const { payload, headers } = multipart(
    { bekymringId: reference },
    { filename: name, bytes: Buffer.from(`Notat ${name}\n`), contentType: 'text/plain' },
  )
  const uploaded = await fetch(new URL('/api/v1/vedlegg', origin), {
    method: 'POST',
    headers: headers as Record<string, string>,
    body: payload,
  })
  expect(uploaded.status, await uploaded.text()).toBe(201)
}

/**
 * Posts the concern page's form as a browser without JavaScript does: every field and three
 * files in one multipart body, the sum answered. Answers the request, which a kill may cut off.
 */
function postConcernPage(origin: URL, product: string) {
  const fields = {
    melder_kompetanse: 'PRIVAT_FORBRUKER',
    melder_epost: 'per.sideskjema@example.no',
    produkt_navn: product,
    hendelse_beskrivelse: 'Ga utslett.',
  }
  const files = ['a.pdf', 'b.pdf', 'c.pdf'].map((name): [string, Buffer] => [
    name,
    namedPdf(`${product} ${name}`, 6),
  ])
  const form = concernPageForm(CAPTCHA_SECRET, fields, files)
  const url = new URL('/innmelding/bekymring', origin)
  return fetch(url, { method: 'POST', body: form, headers: { origin: origin.origin } }).then(
    (response) => response.status,
    () => 'cut off' as const,
  )
}

/** Each concern saved with this product name, with its number of files and of queued e-mails. */
async function savedConcerns(db: Database['db'], product: string) {
  const rows = await db
    .select({ id: bekymring.id })
    .from(bekymring)
    .where(eq(bekymring.produktNavn, product))
  return Promise.all(
    rows.map(async ({ id }) => {
      const files = await db.$count(vedlegg, eq(vedlegg.bekymringId, id))
      const mail = await db.$count(
        epostUtboks,
        sql`${epostUtboks.nokkel} like ${`%:bekymring:${id}%`}`,
      )
      return { files, mail }
    }),
  )
}

/** Looks, every few milliseconds, until the message can be seen in PostgreSQL. */
async function untilSaved(product: string) {
  const deadline = Date.now() + 45_000
  while (!(await savedConcerns(postgres!.db, product)).length) {
    if (Date.now() > deadline) throw new Error(`gave up waiting for ${product}`)
    await new Promise((resolve) => setTimeout(resolve, 5))
  }
}

const outbox = (db: Database['db']) =>
  db
    .select({ mottaker: epostUtboks.mottaker, sendt: epostUtboks.sendt })
    .from(epostUtboks)
    .orderBy(asc(epostUtboks.id))

const mode = onPostgres ? 'PostgreSQL' : 'embedded database'
describe(
  `a server process killed with a report's e-mail unsent (${mode})`,
  { timeout: 120_000 },
  () => {
    it('sends the receipt and the report, attachment included, each once after a restart', async () => {
      // Process 1 sends to a server that takes the receipt in and never says it was accepted.
      const stalled = await startSmtp()
      stalled.hold = true
      const first = start(stalled.url)
      const attachment = Buffer.from('Kjøpt i januar, brukt to ganger.\n')
      const reference = await sendConcern(await listeningAddress(first), attachment)
      const receiptSubject = `Vi har mottatt meldingen din (${reference})`
      const heldReceipt = () => stalled.held.find((mail) => mail.parsed.subject === receiptSubject)
      await until(() => heldReceipt() !== undefined, 'the receipt on the wire')
      if (postgres) {
        // Saved and waiting: the receipt and the report to the authority, neither sent.
        expect(await outbox(postgres.db)).toEqual([
          { mottaker: 'ola.restart@example.no', sendt: null },
          { mottaker: 'innmelding@mattilsynet.example.no', sendt: null },
        ])
      }

      // kill -9: no shutdown, no hand-back; the receipt stays claimed by a process that is gone.
      first.child.kill('SIGKILL')
      await first.exited

      const smtp = await startSmtp()
      const second = start(smtp.url)
      await listeningAddress(second)
      await until(
        () => smtp.received.length >= 2,
        () =>
          `both messages; arrived: ${smtp.received.map((mail) => mail.parsed.subject).join(',')}`,
      )
      // A clean stop: whatever it would still send, it sends or hands back before it exits.
      second.child.kill('SIGTERM')
      expect(await second.exited).toBe(0)

      const byRecipient = (address: string) =>
        smtp.received.filter((mail) => mail.envelopeTo.includes(address)).map((mail) => mail.parsed)
      const receipts = byRecipient('ola.restart@example.no')
      expect(receipts.map((mail) => mail.subject)).toEqual([
        `Vi har mottatt meldingen din (${reference})`,
      ])
      // The attempt the kill cut short and the one that went out are one message to a mail system.
      expect(receipts[0]!.messageId).toBe(heldReceipt()!.parsed.messageId)
      const reports = byRecipient('innmelding@mattilsynet.example.no')
      expect(reports.map((mail) => mail.subject)).toEqual([
        `Bekymringsmelding ${reference}: Ansiktskrem`,
      ])
      expect(reports[0]!.attachments.map((file) => file.filename)).toEqual(['notat.txt'])
      const content = reports[0]!.attachments[0]!.content
      expect(Buffer.from(content as ArrayBuffer).equals(attachment)).toBe(true)
      expect(smtp.received).toHaveLength(2)

      const rows = postgres ? await outbox(postgres.db) : await withEmbedded(outbox)
      expect(rows.map((row) => [row.mottaker, row.sendt !== null])).toEqual([
        ['ola.restart@example.no', true],
        ['innmelding@mattilsynet.example.no', true],
      ])
    })

    it('sends nothing for a message killed half-way through its files, and all of it once they are in', async () => {
      const smtp = await startSmtp()
      const first = start(smtp.url)
      const origin = await listeningAddress(first)
      const reference = await announceConcern(origin, 3, 'Hårkur')
      await uploadText(origin, reference, 'en.txt')
      first.child.kill('SIGKILL')
      await first.exited

      const second = start(smtp.url)
      const restarted = await listeningAddress(second)
      // The second process polls the outbox every second: a few polls, and still nothing goes.
      await until(() => second.logs.some((line) => line.msg === 'mail worker started'), 'worker')
      await new Promise((resolve) => setTimeout(resolve, 3_000))
      expect(smtp.received.map((mail) => mail.parsed.subject)).toEqual([])

      // The sender's page sends the rest again: the receipt and the whole report go, once each.
      await uploadText(restarted, reference, 'to.txt')
      await uploadText(restarted, reference, 'tre.txt')
      await until(() => smtp.received.length >= 2, 'the receipt and the report')
      const report = smtp.received.find((mail) => mail.parsed.subject?.startsWith('Bekymrings'))
      expect(report!.parsed.attachments.map((file) => file.filename)).toEqual([
        'en.txt',
        'to.txt',
        'tre.txt',
      ])
      second.child.kill('SIGTERM')
      expect(await second.exited).toBe(0)
      expect(smtp.received).toHaveLength(2)
    })

    it('keeps a page-posted message with its files whole, or not at all, when killed while saving', async () => {
      const smtp = await startSmtp()
      const outcomes: string[] = []
      // First untouched: the post is one the page takes, and it shows how long one takes. Then
      // killed late in the post, where the saving is; on PostgreSQL also the moment the message
      // can be seen.
      let untouchedMs = 0
      const kills = ['never', 0.7, 0.85, 0.95, ...(postgres ? ['when seen'] : [])] as const
      for (const [round, kill] of kills.entries()) {
        const product = `Sideskjema ${round}`
        const server = start(smtp.url)
        const origin = await listeningAddress(server)
        const startedAt = Date.now()
        const posted = postConcernPage(origin, product)
        if (kill === 'never') {
          expect(await posted).toBe(200)
          untouchedMs = Date.now() - startedAt
        } else if (typeof kill === 'number') {
          await new Promise((resolve) => setTimeout(resolve, kill * untouchedMs))
        } else await untilSaved(product)
        server.child.kill('SIGKILL')
        await server.exited
        const saved = postgres
          ? await savedConcerns(postgres.db, product)
          : await withEmbedded((db) => savedConcerns(db, product))
        outcomes.push(`${kill}: ${await posted}, ${saved.length} saved`)
        // Whole (three files, a receipt and an authority e-mail) or nothing at all.
        for (const concern of saved) expect(concern).toEqual({ files: 3, mail: 2 })
        expect(saved.length).toBeLessThanOrEqual(1)
      }
      console.info(`page posts killed (${untouchedMs} ms untouched): ${outcomes.join('; ')}`)
    })
  },
)
