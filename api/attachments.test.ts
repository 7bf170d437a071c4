import { eq, like, sql } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '../db/connection.ts'
import { bekymring, epostUtboks, vedlegg } from '../db/schema/index.ts'
import { multipart, type FilePart } from '../tests/support/multipart.ts'
import { createReportCatalogue, nextAddress, postReport } from '../tests/support/report-fixture.ts'
import { createTestApp } from '../tests/support/test-app.ts'
import { createTestDatabase } from '../tests/support/test-database.ts'

let database: Database
let app: FastifyInstance
let catalogue: Awaited<ReturnType<typeof createReportCatalogue>>
let png: Buffer

beforeAll(async () => {
  database = await createTestDatabase()
  catalogue = await createReportCatalogue(database.db)
  app = await createTestApp(database)
  png = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#c00' } })
    .png()
    .toBuffer()
})

afterAll(async () => {
  await app?.close()
  await database?.close()
})

const pdf = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n')
const text = (content = 'Kvittering fra butikken.\nÆØÅ æøå') => Buffer.from(content)
const program = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(510)])

async function newConcern(filesToFollow?: number) {
  const concern = {
    melder_kompetanse: 'FAGKOMPETANSE',
    melder_epost: 'ola@example.no',
    produkt_navn: 'Ansiktskrem',
    produkt_kategori: catalogue.categories.cosmetics.id,
    hendelse_beskrivelse: 'Ga utslett.',
  }
  const response = await postReport(app, 'bekymring', concern, { filesToFollow })
  expect(response.statusCode, response.body).toBe(201)
  const reference: string = response.json().id
  const [row] = await database.db.select().from(bekymring).where(eq(bekymring.referanse, reference))
  return { reference, id: row!.id }
}

function upload(fields: Record<string, string>, file?: FilePart) {
  const { payload, headers } = multipart(fields, file)
  return app.inject({
    method: 'POST',
    url: '/api/v1/vedlegg',
    payload,
    headers,
    remoteAddress: nextAddress(),
  })
}

const authorityMail = (id: number) =>
  database.db
    .select()
    .from(epostUtboks)
    .where(like(epostUtboks.nokkel, `myndighet:bekymring:${id}:%`))

/** The receipt and the authority e-mail of a concern: whether each is due now. */
async function dueNow(id: number) {
  const rows = await database.db
    .select({ nokkel: epostUtboks.nokkel, nesteForsok: epostUtboks.nesteForsok })
    .from(epostUtboks)
    .where(sql`${epostUtboks.nokkel} like ${`%:bekymring:${id}%`}`)
  expect(rows.map((row) => row.nokkel.split(':')[0]).sort()).toEqual(['kvittering', 'myndighet'])
  return rows.map((row) => row.nesteForsok.getTime() <= Date.now() + 1000)
}

const send = (reference: string, name: string, bytes: Buffer) =>
  upload({ bekymringId: reference, fileName: name }, { filename: name, bytes })

describe('a message whose sender announces its files (decision 033)', () => {
  it('sends neither receipt nor report until the last announced file is in', async () => {
    const concern = await newConcern(2)
    expect(await dueNow(concern.id)).toEqual([false, false])
    expect((await send(concern.reference, 'bilde.png', png)).statusCode).toBe(201)
    expect(await dueNow(concern.id)).toEqual([false, false])
    expect((await send(concern.reference, 'kvittering.pdf', pdf)).statusCode).toBe(201)
    expect(await dueNow(concern.id)).toEqual([true, true])
    const [authority] = await authorityMail(concern.id)
    expect(authority!.vedlegg.map((file) => file.filename)).toEqual(['bilde.png', 'kvittering.pdf'])
    expect(authority!.tekst).toContain('Avsenderen varslet 2 vedlegg.')
  })

  it('waits for announced files as long as they may be uploaded, an hour', async () => {
    const concern = await newConcern(3)
    const [authority] = await authorityMail(concern.id)
    const wait = (authority!.nesteForsok.getTime() - Date.now()) / 1000
    expect(wait).toBeGreaterThan(3500)
    expect(wait).toBeLessThanOrEqual(3600)
  })

  it('sends both at once when no file is announced', async () => {
    const concern = await newConcern(0)
    expect(await dueNow(concern.id)).toEqual([true, true])
  })

  it('lets both go when the sender finishes with files missing', async () => {
    const concern = await newConcern(3)
    expect((await send(concern.reference, 'bilde.png', png)).statusCode).toBe(201)
    const url = `/api/v1/bekymring/${concern.reference}/ferdig`
    expect((await app.inject({ method: 'POST', url })).statusCode).toBe(204)
    expect(await dueNow(concern.id)).toEqual([true, true])
  })

  it('refuses to announce more files than a message may have', async () => {
    const concern = {
      melder_kompetanse: 'FAGKOMPETANSE',
      produkt_navn: 'Ansiktskrem',
      hendelse_beskrivelse: 'Ga utslett.',
    }
    const response = await postReport(app, 'bekymring', concern, { filesToFollow: 11 })
    expect(response.statusCode).toBe(400)
    expect(response.json().message).toBe('Må være et tall fra 0 til 10')
  })
})

describe('POST /api/v1/vedlegg', () => {
  it('keeps a file of a new message and adds it to the waiting authority e-mail', async () => {
    const concern = await newConcern()
    const fields = { bekymringId: concern.reference, fileName: 'utslett.png' }
    const response = await upload(fields, { filename: 'IMG_0001.png', bytes: png })
    expect(response.statusCode, response.body).toBe(201)
    expect(response.json()).toEqual({
      filnavn: 'utslett.png',
      innholdstype: 'image/png',
      storrelse: png.length,
    })
    const [file] = await database.db
      .select()
      .from(vedlegg)
      .where(eq(vedlegg.bekymringId, concern.id))
    expect(file!.data.equals(png)).toBe(true)
    const [mail] = await authorityMail(concern.id)
    expect(mail!.vedlegg).toEqual([
      { kind: 'vedlegg', id: file!.id, filename: 'utslett.png', contentType: 'image/png' },
    ])
  })

  it('accepts plain UTF-8 text and a PDF, and takes the folders off a name', async () => {
    const concern = await newConcern()
    const id = { bekymringId: concern.reference }
    const txt = await upload(
      { ...id, fileName: 'C:\\fakepath\\kvittering.txt' },
      {
        filename: 'kvittering.txt',
        bytes: text(),
      },
    )
    expect(txt.json()).toMatchObject({ filnavn: 'kvittering.txt', innholdstype: 'text/plain' })
    const pdfAnswer = await upload(id, { filename: '../../etc/rapport.pdf', bytes: pdf })
    expect(pdfAnswer.json()).toMatchObject({
      filnavn: 'rapport.pdf',
      innholdstype: 'application/pdf',
    })
  })

  it.each([
    [
      'a program renamed .pdf',
      { filename: 'bilde.pdf', bytes: program },
      'Innholdet i bilde.pdf passer ikke med filtypen',
    ],
    [
      'a program renamed .txt',
      { filename: 'les.txt', bytes: program },
      'Innholdet i les.txt passer ikke med filtypen',
    ],
    [
      'a script renamed .txt',
      { filename: 'les.txt', bytes: text('#!/bin/sh\necho hei\n') },
      'Innholdet i les.txt passer ikke med filtypen',
    ],
    [
      'text that is not UTF-8',
      { filename: 'les.txt', bytes: Buffer.from([0x48, 0xe6, 0xff, 0x0a]) },
      'Innholdet i les.txt passer ikke med filtypen',
    ],
    [
      'a PNG named .jpg',
      { filename: 'bilde.jpg', bytes: undefined },
      'Innholdet i bilde.jpg passer ikke med filtypen',
    ],
    ['an empty file', { filename: 'tom.pdf', bytes: Buffer.alloc(0) }, 'tom.pdf er tom'],
    [
      'a type that is not allowed',
      { filename: 'side.html', bytes: text('<p>hei</p>') },
      'Filtypen til side.html er ikke tillatt. Du kan legge ved jpg, jpeg, png, gif, webp, heic, pdf, doc, docx, xls, xlsx, odt, txt, mp4, mov.',
    ],
    [
      'a name without an extension',
      { filename: 'README', bytes: text() },
      'Filtypen til README er ikke tillatt.',
    ],
  ])('refuses %s', async (_case, file, message) => {
    const concern = await newConcern()
    const bytes = file.bytes ?? png
    const response = await upload({ bekymringId: concern.reference }, { ...file, bytes })
    expect(response.statusCode).toBe(400)
    expect(response.json()).toMatchObject({ type: 'INVALID_ATTACHMENT' })
    expect(response.json().message).toContain(message)
    expect(await database.db.$count(vedlegg, eq(vedlegg.bekymringId, concern.id))).toBe(0)
  })

  it('refuses an upload that names no message, two messages, or no file', async () => {
    const concern = await newConcern()
    const file = { filename: 'a.txt', bytes: text() }
    const refusals = [
      await upload({}, file),
      await upload({ bekymringId: concern.reference, meldepliktId: concern.reference }, file),
      await upload({ bekymringId: concern.reference }),
    ]
    expect(refusals.map((response) => [response.statusCode, response.json().message])).toEqual([
      [400, 'Filen må høre til én bekymringsmelding eller én melding etter meldeplikten'],
      [400, 'Filen må høre til én bekymringsmelding eller én melding etter meldeplikten'],
      [400, 'Dette feltet er påkrevd!'],
    ])
  })

  it('refuses a file already in the list, by name or by content', async () => {
    const concern = await newConcern()
    const id = { bekymringId: concern.reference }
    expect((await upload(id, { filename: 'a.txt', bytes: text('første') })).statusCode).toBe(201)
    const sameName = await upload(id, { filename: 'A.TXT', bytes: text('andre') })
    const sameContent = await upload(id, { filename: 'b.txt', bytes: text('første') })
    expect(sameName.json().message).toBe('A.TXT er allerede lagt ved')
    expect(sameContent.json().message).toBe('b.txt er allerede lagt ved')
  })

  it('takes at most ten files a message, even when they arrive at once', async () => {
    const concern = await newConcern()
    const id = { bekymringId: concern.reference }
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        upload(id, { filename: `${i}.txt`, bytes: text(`fil ${i}`) }),
      ),
    )
    const codes = answers.map((answer) => answer.statusCode).sort()
    expect(codes).toEqual([...Array(10).fill(201), 400, 400])
    const refused = answers.filter((answer) => answer.statusCode === 400)
    expect(refused[0]!.json().message).toBe('Du kan ikke legge ved flere enn 10 filer')
    expect(await database.db.$count(vedlegg, eq(vedlegg.bekymringId, concern.id))).toBe(10)
    const [mail] = await authorityMail(concern.id)
    expect(mail!.vedlegg).toHaveLength(10)
  })

  it('refuses a body larger than the limit before reading its file, naming the file', async () => {
    const concern = await newConcern()
    const big = Buffer.alloc(16 * 1024 * 1024, 0x41)
    const response = await upload(
      { bekymringId: concern.reference },
      { filename: 'stor.pdf', bytes: big },
    )
    expect(response.statusCode).toBe(400)
    expect(response.headers.connection).toBe('close')
    expect(response.json().message).toBe('stor.pdf er 16 MB, tillate maks størrelse er 15 MB')
  })

  it('stops reading a file at the limit when the body looks small enough', async () => {
    const concern = await newConcern()
    const justOver = Buffer.alloc(15 * 1024 * 1024 + 1024, 0x41)
    const response = await upload(
      { bekymringId: concern.reference },
      { filename: 'stor.pdf', bytes: justOver },
    )
    expect(response.statusCode).toBe(400)
    expect(response.json().message).toBe('stor.pdf er > 15 MB, tillate maks størrelse er 15 MB')
  })

  it('refuses files for a message older than an hour, or one that does not exist', async () => {
    const concern = await newConcern()
    await database.db
      .update(bekymring)
      .set({ mottatt: sql`now() - interval '61 minutes'` })
      .where(eq(bekymring.id, concern.id))
    const closed = 'Det er ikke lenger mulig å legge ved filer til denne meldingen'
    const file = { filename: 'a.txt', bytes: text() }
    const old = await upload({ bekymringId: concern.reference }, file)
    const unknown = await upload({ bekymringId: 'FP-BEK-2026-AAAAAA' }, file)
    const wrongKind = await upload({ meldepliktId: (await newConcern()).reference }, file)
    for (const response of [old, unknown, wrongKind]) {
      expect(response.statusCode).toBe(400)
      expect(response.json().message).toBe(closed)
    }
  })

  it('sends a file that comes after the authority e-mail went in an e-mail of its own', async () => {
    const concern = await newConcern()
    await database.db
      .update(epostUtboks)
      .set({ sendt: sql`now()` })
      .where(like(epostUtboks.nokkel, `myndighet:bekymring:${concern.id}:%`))
    const response = await upload(
      { bekymringId: concern.reference },
      { filename: 'sent.pdf', bytes: pdf },
    )
    expect(response.statusCode).toBe(201)
    const [original] = await authorityMail(concern.id)
    expect(original!.vedlegg).toEqual([])
    const [followUp] = await database.db
      .select()
      .from(epostUtboks)
      .where(like(epostUtboks.nokkel, `vedlegg:bekymring:${concern.id}:%`))
    expect(followUp).toMatchObject({
      mottaker: 'innmelding@mattilsynet.example.no',
      emne: `Vedlegg til ${concern.reference}`,
      vedlegg: [expect.objectContaining({ kind: 'vedlegg', filename: 'sent.pdf' })],
    })
  })

  it('never serves a file back', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/v1/vedlegg/1' })
    expect(response.statusCode).toBe(404)
  })
})

describe('POST /api/v1/bekymring/{id}/ferdig', () => {
  it('lets the waiting authority e-mail go now', async () => {
    const concern = await newConcern()
    const [before] = await authorityMail(concern.id)
    expect(before!.nesteForsok.getTime()).toBeGreaterThan(Date.now() + 60_000)
    const response = await app.inject({
      method: 'POST',
      url: `/api/v1/bekymring/${concern.reference.toLowerCase()}/ferdig`,
    })
    expect(response.statusCode).toBe(204)
    const [after] = await authorityMail(concern.id)
    expect(after!.nesteForsok.getTime()).toBeLessThanOrEqual(Date.now() + 1000)
  })

  it('answers 404 for a message that does not exist', async () => {
    for (const url of [
      '/api/v1/bekymring/FP-BEK-2026-AAAAAA/ferdig',
      '/api/v1/meldeplikt/42/ferdig',
    ]) {
      const response = await app.inject({ method: 'POST', url })
      expect(response.statusCode).toBe(404)
      expect(response.json().type).toBe('PageNotFound')
    }
  })
})
