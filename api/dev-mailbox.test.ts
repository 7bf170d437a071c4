import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildApp } from '../server/build-app.ts'
import type { Database } from '../db/connection.ts'
import { epostPostkasse, epostUtboks } from '../db/schema/index.ts'
import { deliverDueMail } from '../domain/mail/deliver.ts'
import { queueMail } from '../domain/mail/queue-mail.ts'
import { createMailTransport } from '../domain/mail/transport.ts'
import { devMailboxEnabled } from './dev-mailbox.ts'
import { testServices } from '../tests/support/test-app.ts'
import { createTestDatabase } from '../tests/support/test-database.ts'

let database: Database
let app: FastifyInstance

async function appWith(devMailbox: boolean) {
  const built = await buildApp({
    web: false,
    devMailbox,
    services: {
      ...testServices(database.db),
    },
  })
  await built.ready()
  return built
}

beforeAll(async () => {
  database = await createTestDatabase()
  app = await appWith(true)
  const attachments = { notat: async () => new TextEncoder().encode('notat') }
  const transport = createMailTransport({ db: database.db })
  await queueMail(database.db, {
    key: 'aktivering:1',
    to: 'ola@example.no',
    subject: 'Bekreft abonnementet <b>ditt</b> & velkommen',
    text: 'Hei!\n\nBekreft her: https://farligeprodukter.example.no/abonnement/aktiver?token=a1&b=2.\n<script>alert(1)</script>',
    html: '<p>Bekreft</p>',
    attachments: [{ kind: 'notat', id: 1, filename: 'notat.txt', contentType: 'text/plain' }],
  })
  await queueMail(database.db, {
    key: 'andre:1',
    to: 'kari@example.no',
    subject: 'Nyere',
    text: '…',
  })
  await deliverDueMail(database.db, transport, { batchSize: 1, attachments })
  await deliverDueMail(database.db, transport, { batchSize: 1, attachments })
  transport.close()
})

afterAll(async () => {
  await app?.close()
  await database?.close()
})

describe('development mailbox transport', () => {
  it('keeps each message, raw and whole, and marks it sent', async () => {
    const kept = await database.db.select().from(epostPostkasse).orderBy(epostPostkasse.id)
    expect(kept.map((row) => [row.mottaker, row.emne])).toEqual([
      ['ola@example.no', 'Bekreft abonnementet <b>ditt</b> & velkommen'],
      ['kari@example.no', 'Nyere'],
    ])
    expect(kept[0]?.melding.toString('latin1')).toMatch(/^Content-Type: multipart\/mixed/m)
    const sent = await database.db.select({ sendt: epostUtboks.sendt }).from(epostUtboks)
    expect(sent.every((row) => row.sendt instanceof Date)).toBe(true)
  })
})

describe('GET /utvikling/epost', () => {
  it('lists the messages, newest first, with time, recipient and escaped subject', async () => {
    const response = await app.inject({ method: 'GET', url: '/utvikling/epost' })
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8')
    expect(response.headers['cache-control']).toBe('no-store')
    const html = response.body
    expect(html).toMatch(/^<!doctype html>\n<html lang="nb">/)
    expect(html).toContain('Bekreft abonnementet &lt;b&gt;ditt&lt;/b&gt; &amp; velkommen')
    expect(html).not.toContain('<b>ditt</b>')
    expect(html.indexOf('kari@example.no')).toBeLessThan(html.indexOf('ola@example.no'))
    expect(html).toMatch(/<time datetime="\d{4}-\d\d-\d\dT/)
    expect(html).not.toMatch(/(src|href)="(https?:)?\/\//)
  })

  it('shows one message: its text escaped, with its links clickable', async () => {
    const list = (await app.inject({ method: 'GET', url: '/utvikling/epost' })).body
    const href = /href="(\/utvikling\/epost\/\d+)">Bekreft/.exec(list)?.[1]
    expect(href).toBeDefined()
    const response = await app.inject({ method: 'GET', url: href! })
    expect(response.statusCode).toBe(200)
    const html = response.body
    expect(html).toContain(
      '<a href="https://farligeprodukter.example.no/abonnement/aktiver?token=a1&amp;b=2" rel="noreferrer">',
    )
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;')
    expect(html).not.toContain('<script>')
    expect(html).toContain('ikke-svar@farligeprodukter.example.no')
    expect(html).toContain('notat.txt')

    const raw = await app.inject({ method: 'GET', url: `${href}/eml` })
    expect(raw.headers['content-type']).toBe('message/rfc822')
    expect(raw.body).toContain('Subject: ')
  })

  it('answers an unknown or malformed message id with 404', async () => {
    for (const url of ['/utvikling/epost/99999', '/utvikling/epost/abc', '/utvikling/epost/0']) {
      expect((await app.inject({ method: 'GET', url })).statusCode).toBe(404)
    }
  })

  it('is on only without an SMTP server, and in production only on the embedded database', () => {
    const server = 'postgres://db/fp'
    const on = (
      NODE_ENV: 'development' | 'test' | 'production',
      SMTP_URL?: string,
      DATABASE_URL?: string,
    ) => devMailboxEnabled({ NODE_ENV, SMTP_URL, DATABASE_URL })
    expect(on('development')).toBe(true)
    expect(on('test', undefined, server)).toBe(true)
    expect(on('production')).toBe(true)
    expect(on('production', undefined, server)).toBe(false)
    expect(on('development', 'smtp://mail:25')).toBe(false)
  })

  it('does not exist where it is off', async () => {
    const production = await appWith(false)
    try {
      for (const url of ['/utvikling/epost', '/utvikling/epost/1']) {
        expect((await production.inject({ method: 'GET', url })).statusCode).toBe(404)
      }
    } finally {
      await production.close()
    }
  })
})
