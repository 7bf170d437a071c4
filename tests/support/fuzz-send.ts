import { randomBytes } from 'node:crypto'
import { getTableName, is, sql } from 'drizzle-orm'
import { PgTable } from 'drizzle-orm/pg-core'
import type { FastifyInstance, InjectOptions } from 'fastify'
import type { Db } from '../../db/connection.ts'
import * as schema from '../../db/schema/index.ts'
import { captchaFor } from './subscriptions.ts'
import type { FuzzBody, FuzzFile } from './fuzz-bodies.ts'
import type { FuzzRequest } from './fuzz-requests.ts'
import { encode } from './fuzz-requests.ts'

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
)

/** The bytes of each kind of file a fuzz request attaches. */
export const FILE_BYTES: Record<FuzzFile['bytes'], () => Buffer> = {
  png: () => PNG,
  pdf: () => Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n'),
  text: () => Buffer.from('Hei, dette er en tekstfil.\n'),
  empty: () => Buffer.alloc(0),
  random: () => randomBytes(64),
}

/** The inject options of a fuzz request, with a fresh captcha solution when it asks for one. */
export async function injectOptions(
  app: FastifyInstance,
  request: FuzzRequest,
  remoteAddress: string,
): Promise<InjectOptions> {
  let url = request.url
  if (request.captcha !== 'none') {
    const token = request.captcha === 'solved' ? await captchaFor(app) : forgedCaptcha()
    url += `${url.includes('?') ? '&' : '?'}grecaptcha=${encode(token)}`
  }
  const options: InjectOptions = {
    method: request.method,
    url,
    headers: { ...request.headers },
    remoteAddress,
  }
  if (request.body) {
    const { payload, contentType } = bodyBytes(request.body)
    options.payload = payload
    options.headers = { ...options.headers, 'content-type': contentType }
  }
  return options
}

function forgedCaptcha(): string {
  const challenge = { parameters: { expiresAt: 9_999_999_999 }, signature: 'x'.repeat(64) }
  return Buffer.from(
    JSON.stringify({ challenge, solution: { counter: 1, derivedKey: '' } }),
  ).toString('base64')
}

function bodyBytes(body: FuzzBody): { payload: Buffer | string; contentType: string } {
  switch (body.kind) {
    case 'json':
      return { payload: JSON.stringify(body.value) ?? '', contentType: body.contentType }
    case 'raw':
      return { payload: body.text, contentType: body.contentType }
    case 'oversize':
      return { payload: Buffer.alloc(body.bytes, 'a'), contentType: body.contentType }
    case 'multipart':
      return multipartBytes(body)
  }
}

function multipartBytes(body: Extract<FuzzBody, { kind: 'multipart' }>) {
  const boundary = `----fuzz${randomBytes(6).toString('hex')}`
  const chunks: Buffer[] = []
  for (const [name, value] of body.fields) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
      ),
    )
  }
  if (body.file) {
    const disposition = `form-data; name="${body.file.field}"; filename="${body.file.filename}"`
    chunks.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: ${disposition}\r\n\r\n`),
      FILE_BYTES[body.file.bytes](),
      Buffer.from('\r\n'),
    )
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`))
  let payload = Buffer.concat(chunks)
  let contentType = `multipart/form-data; boundary=${boundary}`
  if (body.damage === 'truncate') payload = payload.subarray(0, Math.floor(payload.length / 2))
  if (body.damage === 'no-boundary') contentType = 'multipart/form-data'
  if (body.damage === 'wrong-boundary') contentType = 'multipart/form-data; boundary=other'
  return { payload, contentType }
}

/** Every table of the schema, so a table added later is watched without editing the test. */
const TABLES = (Object.values(schema) as unknown[])
  .filter((value): value is PgTable => is(value, PgTable))
  .map((table) => getTableName(table))

/**
 * A cheap fingerprint of every table: its row count and the sum of its rows' `xmin`, which
 * changes on every insert, update and delete (a new row version gets the writing transaction's
 * id). Equal fingerprints mean nothing was written in between.
 */
export async function databaseFingerprint(db: Db): Promise<Record<string, string>> {
  const parts = TABLES.map(
    (name) =>
      `select '${name}' as name, count(*) || ':' || coalesce(sum(xmin::text::bigint), 0) as print from "${name}"`,
  )
  const result = await db.execute<{ name: string; print: string }>(
    sql.raw(parts.join(' union all ')),
  )
  return Object.fromEntries(result.rows.map((row) => [row.name, row.print]))
}

/** The tables whose fingerprints differ. */
export function changedTables(before: Record<string, string>, after: Record<string, string>) {
  return TABLES.filter((name) => before[name] !== after[name])
}

/** Waits until the e-mail an accepted post queued has gone and nothing more is written. */
export async function settledDatabase(db: Db) {
  for (let tries = 0; tries < 300; tries++) {
    const { rows } = await db.execute<{ n: number }>(
      sql`select count(*)::int as n from epost_utboks where sendt is null and gitt_opp is null`,
    )
    const before = await databaseFingerprint(db)
    await new Promise((resolve) => setTimeout(resolve, 100))
    const still = changedTables(before, await databaseFingerprint(db)).length === 0
    if (rows[0]!.n === 0 && still) return
  }
  throw new Error('the database did not settle in 30 s (e-mail unsent?)')
}
