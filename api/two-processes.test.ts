import { spawn } from 'node:child_process'
import { once } from 'node:events'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '../db/connection.ts'
import { solveCaptcha } from '../tests/support/captcha.ts'
import { addProduct } from '../tests/support/catalogue-fixture.ts'
import { multipart } from '../tests/support/multipart.ts'
import { addSubscription } from '../tests/support/newsletter-fixture.ts'
import { createReportCatalogue } from '../tests/support/report-fixture.ts'
import {
  listeningAddress,
  startServerProcess,
  type ServerProcess,
} from '../tests/support/server-process.ts'
import { startTestSmtpServer, type TestSmtpServer } from '../tests/support/smtp-server.ts'
import { linkTo } from '../tests/support/subscriptions.ts'
import { createTestDatabase } from '../tests/support/test-database.ts'

// Two real `node server/server.ts` processes behind no load balancer, on one PostgreSQL database and
// one Redis, as docs/operations.md deploys them. Needs both servers: CI's PostgreSQL pass.
const databaseUrl = process.env.TEST_DATABASE_URL
const redisUrl = process.env.TEST_REDIS_URL

const newsletterCommand = path.resolve(import.meta.dirname, '../server/run-newsletter.ts')

let database: Database
let catalogue: Awaited<ReturnType<typeof createReportCatalogue>>
let smtp: TestSmtpServer
const servers: ServerProcess[] = []
let origins: [URL, URL]
// This run's own address and keys: Redis counters outlive a run for their minute.
const runId = `${process.pid % 250}.${Math.floor(Math.random() * 250)}`

/**
 * The middle of the month before last, in UTC and in Oslo alike. Not last month: from the 1st to
 * the 4th the servers' own schedule runs last month's newsletter as they start, and the test
 * wants the operators' command to be the only one that runs its month.
 */
function monthBeforeLastMidday(): string {
  const now = new Date()
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 2, 15, 10)).toISOString()
}

function start() {
  const server = startServerProcess({
    NODE_ENV: 'production',
    LOG_LEVEL: 'info',
    DATABASE_URL: database.url,
    DEMO_DATA: 'false',
    REDIS_URL: redisUrl!,
    CAPTCHA_SECRET: 'two-processes-test-'.padEnd(40, 'x'),
    CAPTCHA_COST: '1',
    CAPTCHA_MAX_COUNTER: '20',
    SMTP_URL: smtp.url,
    PUBLIC_URL: 'https://farligeprodukter.example.no',
    MAIL_POLL_SECONDS: '1',
    // The test is the proxy: each run names its client address in X-Forwarded-For.
    TRUST_PROXY: 'loopback',
  })
  servers.push(server)
  return listeningAddress(server)
}

/** `node server/run-newsletter.ts month`, the operators' command, in a process of its own. */
async function runNewsletterCommand(month: string): Promise<string> {
  const command = spawn(process.execPath, [newsletterCommand, month], {
    env: {
      PATH: process.env.PATH ?? '',
      DATABASE_URL: database.url,
      PUBLIC_URL: 'https://farligeprodukter.example.no',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  let output = ''
  command.stdout.setEncoding('utf8').on('data', (chunk: string) => (output += chunk))
  const [code] = await once(command, 'exit')
  expect(code, output).toBe(0)
  return output
}

async function until<T>(find: () => T | undefined, what: string, ms = 45_000): Promise<T> {
  const deadline = Date.now() + ms
  for (;;) {
    const found = find()
    if (found !== undefined) return found
    if (Date.now() > deadline) throw new Error(`gave up waiting for ${what}`)
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
}

const mailTo = (address: string) =>
  smtp.received.filter((mail) => mail.envelopeTo.includes(address)).map((mail) => mail.parsed)

async function captcha(origin: URL) {
  const challenge = await (await fetch(new URL('/api/v1/captcha/challenge', origin))).json()
  return encodeURIComponent(await solveCaptcha(challenge))
}

function postJson(origin: URL, path: string, body: unknown, address = `10.${runId}`) {
  return fetch(new URL(path, origin), {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
    body: JSON.stringify(body),
  })
}

describe.runIf(databaseUrl && redisUrl)('two processes on one database and one Redis', () => {
  beforeAll(async () => {
    database = await createTestDatabase()
    catalogue = await createReportCatalogue(database.db)
    smtp = await startTestSmtpServer()
    // Active subscribers, and a product first published for their newsletter.
    await addProduct(database.db, {
      navn: 'Leketog Lyn',
      published: monthBeforeLastMidday(),
      myndighetId: catalogue.authorities.dsb.id,
      hazards: [{ risikoId: catalogue.risks.choking.id, kategoriId: catalogue.categories.toys.id }],
    })
    for (const epost of ['per.leser@example.no', 'pal.leser@example.no']) {
      await addSubscription(database.db, {}, { epost })
    }
    origins = [await start(), await start()]
  }, 120_000)

  afterAll(async () => {
    for (const server of servers) server.child.kill('SIGTERM')
    await Promise.all(servers.map((server) => server.exited))
    await smtp?.stop()
    await database?.close()
  })

  it('activate through one a subscription created on the other', async () => {
    const [first, second] = origins
    const epost = `ny.${runId}@example.no`
    const created = await postJson(first, `/api/v1/abonnement?grecaptcha=${await captcha(first)}`, {
      navn: 'Nina',
      epost,
    })
    expect(created.status).toBe(202)
    const activation = await until(() => mailTo(epost)[0], 'the activation e-mail')
    const link = new URL(linkTo(activation.text!, /^\/abonnement\/\d+\/aktiver$/), first)
    const id = link.pathname.split('/')[2]
    const token = encodeURIComponent(link.searchParams.get('token')!)
    const activated = await fetch(
      new URL(`/api/v1/abonnement/${id}/activate?token=${token}`, second),
      {
        method: 'PUT',
      },
    )
    expect((await activated.json()).type).toBe('SUBSCRIPTION_ACTIVATED')
  })

  it('refuse on one a captcha solution already used on the other', async () => {
    const [first, second] = origins
    const solution = await captcha(first)
    const observation = {
      produkt_id: catalogue.products.listed,
      observert_dato: '01.10.2026',
      observert_sted: 'Nettbutikk',
    }
    const path = `/api/v1/observasjon?grecaptcha=${solution}`
    expect((await postJson(first, path, observation, `10.${runId}.1`)).status).toBe(201)
    const replayed = await postJson(second, path, observation, `10.${runId}.2`)
    expect(replayed.status).toBe(400)
    expect((await replayed.json()).message).toBe('Du må fullføre verifisering')
  })

  it('count one address’s form calls on both together', async () => {
    const address = `10.${runId}.3`
    const statuses: number[] = []
    for (let call = 0; call < 12; call++) {
      const origin = origins[call % 2]!
      statuses.push((await postJson(origin, '/api/v1/bekymring', {}, address)).status)
    }
    // Ten a minute per address (domain.md), whichever process takes the call.
    expect(statuses).toEqual([...Array(10).fill(400), 429, 429])
  })

  it('mail a file uploaded through one with a report made on the other', async () => {
    const [first, second] = origins
    const address = `10.${runId}.4`
    const created = await postJson(
      first,
      `/api/v1/bekymring?grecaptcha=${await captcha(first)}`,
      {
        melder_kompetanse: 'PRIVAT_FORBRUKER',
        produkt_navn: 'Dagkrem',
        produkt_kategori: catalogue.categories.cosmetics.id,
        hendelse_beskrivelse: 'Svidde i huden.',
      },
      address,
    )
    expect(created.status).toBe(201)
    const reference: string = (await created.json()).id
    const bytes = Buffer.from('Kjøpt på apotek.\n')
    const { payload, headers } = multipart(
      { bekymringId: reference },
      { filename: 'kvittering.txt', bytes, contentType: 'text/plain' },
    )
    const uploaded = await fetch(new URL('/api/v1/vedlegg', second), {
      method: 'POST',
      headers: { ...(headers as Record<string, string>), 'x-forwarded-for': address },
      body: payload,
    })
    expect(uploaded.status).toBe(201)
    const done = await fetch(new URL(`/api/v1/bekymring/${reference}/ferdig`, first), {
      method: 'POST',
      headers: { 'x-forwarded-for': address },
    })
    expect(done.status).toBe(204)
    const report = await until(
      () =>
        mailTo('innmelding@mattilsynet.example.no').find((mail) =>
          mail.subject?.includes(reference),
        ),
      'the report to the authority',
    )
    expect(report.attachments.map((file) => file.filename)).toEqual(['kvittering.txt'])
    expect(Buffer.from(report.attachments[0]!.content as ArrayBuffer).equals(bytes)).toBe(true)
  })

  it('send a month’s newsletter once, though two processes run it at the same moment', async () => {
    const month = monthBeforeLastMidday().slice(0, 7)
    const runs = await Promise.all([runNewsletterCommand(month), runNewsletterCommand(month)])
    const queued = runs.map((output) => Number(/(\d+) letters queued/.exec(output)?.[1]))
    // The two subscribers, and the one activated in the first test: all by one run, none by the other.
    expect(queued.sort()).toEqual([0, 3])
    const readers = ['per.leser@example.no', 'pal.leser@example.no', `ny.${runId}@example.no`]
    const letters = (epost: string) =>
      mailTo(epost).filter((mail) => mail.text?.includes('Leketog Lyn'))
    for (const epost of readers) {
      await until(() => letters(epost)[0], `the newsletter to ${epost}`)
    }
    // Were a second letter queued, both mail workers would have sent it within this pause.
    await new Promise((resolve) => setTimeout(resolve, 3_000))
    expect(readers.map((epost) => letters(epost).length)).toEqual([1, 1, 1])
  })
})
