import { createHash } from 'node:crypto'
import { existsSync } from 'node:fs'
import { mkdtemp, readdir, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { asc, eq } from 'drizzle-orm'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '../db/connection.ts'
import { bekymring, vedlegg } from '../db/schema/index.ts'
import { format } from '../i18n/format.ts'
import { nb } from '../i18n/nb.ts'
import { concernPageForm, namedPdf } from '../tests/support/concern-page-form.ts'
import { createReportCatalogue } from '../tests/support/report-fixture.ts'
import {
  listeningAddress,
  startServerProcess,
  type ServerProcess,
} from '../tests/support/server-process.ts'
import { startTestSmtpServer, type TestSmtpServer } from '../tests/support/smtp-server.ts'
import { createTestDatabase } from '../tests/support/test-database.ts'

/**
 * The concern page posted without JavaScript, files and all, to a real process: the files are
 * read as the body streams, checked from disk, and saved with the report in one go; the
 * process's temporary folder (its own TMPDIR here) is empty again after each post.
 */

const pagesBuilt = existsSync('build/server/index.js')
if (!pagesBuilt)
  console.warn('!! report-concern-files.test.ts did not run: no build (npm run build)')

const CAPTCHA_SECRET = 'concern-files-test-'.padEnd(40, 'x')

let database: Database
let smtp: TestSmtpServer
let server: ServerProcess
let origin: URL
let temporary: string
let photo: Buffer

beforeAll(async () => {
  if (!pagesBuilt) return
  database = await createTestDatabase()
  await createReportCatalogue(database.db)
  smtp = await startTestSmtpServer()
  temporary = await mkdtemp(join(tmpdir(), 'concern-files-test-'))
  server = startServerProcess({
    NODE_ENV: 'production',
    LOG_LEVEL: 'info',
    DATABASE_URL: database.url,
    DEMO_DATA: 'false',
    CAPTCHA_SECRET,
    CAPTCHA_COST: '1',
    CAPTCHA_MAX_COUNTER: '20',
    PUBLIC_URL: 'https://farligeprodukter.example.no',
    SMTP_URL: smtp.url,
    PAGE_CACHE_SECONDS: '0',
    TMPDIR: temporary,
  })
  origin = await listeningAddress(server)
  photo = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#c42' } })
    .png()
    .toBuffer()
}, 120_000)

afterAll(async () => {
  server?.child.kill('SIGKILL')
  await server?.exited
  await smtp?.stop()
  await database?.close()
  if (temporary) await rm(temporary, { recursive: true, force: true })
})

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex')

/** Posts the concern form as a browser without JavaScript does, the sum answered. */
async function postConcern(product: string, files: Array<[name: string, bytes: Buffer]>) {
  const fields = {
    melder_kompetanse: 'PRIVAT_FORBRUKER',
    produkt_navn: product,
    hendelse_beskrivelse: 'Ble glovarm i håndtaket.',
  }
  const form = concernPageForm(CAPTCHA_SECRET, fields, files)
  const response = await fetch(new URL('/innmelding/bekymring', origin), {
    method: 'POST',
    body: form,
    headers: { origin: origin.origin },
  })
  return { status: response.status, html: await response.text() }
}

/** The files saved with the concern of this product name, in the order they were saved. */
async function savedFiles(product: string) {
  return database.db
    .select({
      name: vedlegg.filnavn,
      type: vedlegg.innholdstype,
      size: vedlegg.storrelse,
      sum: vedlegg.sjekksum,
    })
    .from(vedlegg)
    .innerJoin(bekymring, eq(vedlegg.bekymringId, bekymring.id))
    .where(eq(bekymring.produktNavn, product))
    .orderBy(asc(vedlegg.id))
}

describe.skipIf(!pagesBuilt)('a concern posted without JavaScript, with its files', () => {
  it('is saved with every file, named, typed and whole, and leaves no temporary file', async () => {
    const receipt = namedPdf('kvittering', 6)
    const text = Buffer.from('Kjøpt på marked i juni.\n')
    const answer = await postConcern('Vannkoker med filer', [
      ['bilde.png', photo],
      ['C:\\fakepath\\kvittering.pdf', receipt],
      ['notat.txt', text],
    ])
    expect(answer.status).toBe(200)
    expect(await savedFiles('Vannkoker med filer')).toEqual([
      { name: 'bilde.png', type: 'image/png', size: photo.length, sum: sha256(photo) },
      {
        name: 'kvittering.pdf',
        type: 'application/pdf',
        size: receipt.length,
        sum: sha256(receipt),
      },
      { name: 'notat.txt', type: 'text/plain', size: text.length, sum: sha256(text) },
    ])
    expect(await readdir(temporary)).toEqual([])
  })

  it('refuses a file whose bytes came already, by its name at the field, and saves nothing', async () => {
    const answer = await postConcern('Vannkoker to like', [
      ['bilde.png', photo],
      ['samme-bilde.png', photo],
    ])
    expect(answer.status).toBe(400)
    expect(answer.html).toContain(
      format(nb.reports.files.alreadyAdded, { name: 'samme-bilde.png' }),
    )
    const saved = await database.db
      .select()
      .from(bekymring)
      .where(eq(bekymring.produktNavn, 'Vannkoker to like'))
    expect(saved).toEqual([])
    expect(await readdir(temporary)).toEqual([])
  })
})
