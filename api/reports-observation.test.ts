import { sql } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '../db/connection.ts'
import { epostUtboks, observasjon } from '../db/schema/index.ts'
import {
  captchaParameter,
  createReportCatalogue,
  postReport,
} from '../tests/support/report-fixture.ts'
import { createTestApp } from '../tests/support/test-app.ts'
import { createTestDatabase } from '../tests/support/test-database.ts'

let database: Database
let app: FastifyInstance
let catalogue: Awaited<ReturnType<typeof createReportCatalogue>>

beforeAll(async () => {
  database = await createTestDatabase()
  catalogue = await createReportCatalogue(database.db)
  app = await createTestApp(database)
})

afterAll(async () => {
  await app?.close()
  await database?.close()
})

const valid = () => ({
  produkt_id: catalogue.products.listed,
  observert_dato: '03.02.2025',
  observert_sted: 'Butikken på hjørnet, Storgata 1',
  observatoer_navn: 'Kari Nordmann',
  observatoer_epost: 'kari@example.no',
  myndighet_reciepents: [catalogue.authorities.dsb.id],
})

const mailFor = (reference: string) =>
  database.db
    .select()
    .from(epostUtboks)
    .where(sql`${epostUtboks.tekst} like ${`%${reference}%`}`)
    .orderBy(epostUtboks.nokkel)

describe('POST /api/v1/observasjon', () => {
  it('saves the observation and answers it, with a reference and without its routing', async () => {
    const response = await postReport(app, 'observasjon', valid())
    expect(response.statusCode, response.body).toBe(201)
    const answer = response.json()
    expect(answer).toEqual({
      id: expect.stringMatching(/^FP-OBS-\d{4}-[2-9A-HJ-NP-Z]{6}$/),
      produkt_id: catalogue.products.listed,
      observert_dato: '03.02.2025',
      observert_sted: 'Butikken på hjørnet, Storgata 1',
      observatoer_navn: 'Kari Nordmann',
      observatoer_epost: 'kari@example.no',
    })
    expect(response.body).not.toMatch(/mottaker|myndighet|reciepents/)
    const [row] = await database.db
      .select()
      .from(observasjon)
      .where(sql`${observasjon.referanse} = ${answer.id}`)
    // The product's authority, not the one the client asked for: the server decides.
    expect(row).toMatchObject({
      observertDato: '2025-02-03',
      mottakere: [catalogue.authorities.mattilsynet.id],
    })
  })

  it("queues a receipt to the observer and the report to the product's authority, due now", async () => {
    const { id } = (await postReport(app, 'observasjon', valid())).json()
    const mail = await mailFor(id)
    expect(mail.map((each) => [each.nokkel.split(':')[0], each.mottaker])).toEqual([
      ['kvittering', 'kari@example.no'],
      ['myndighet', 'innmelding@mattilsynet.example.no'],
    ])
    const [receipt, authority] = mail
    expect(receipt!.emne).toBe(`Vi har mottatt meldingen din (${id})`)
    expect(receipt!.tekst).not.toMatch(/Mattilsynet/)
    expect(authority!.emne).toBe(`Observasjon ${id}: Hudkrem Glød`)
    expect(authority!.tekst).toContain('Dato du så produktet: 03.02.2025')
    expect(authority!.tekst).toContain('Hvor du så produktet: Butikken på hjørnet, Storgata 1')
    expect(authority!.nesteForsok.getTime()).toBeLessThanOrEqual(Date.now() + 1000)
  })

  it('sends no receipt without an e-mail address, and accepts an ISO date', async () => {
    const { observatoer_epost: _, ...anonymous } = valid()
    const response = await postReport(app, 'observasjon', {
      ...anonymous,
      observert_dato: '2025-02-03',
    })
    expect(response.statusCode, response.body).toBe(201)
    const mail = await mailFor(response.json().id)
    expect(mail.map((each) => each.nokkel.split(':')[0])).toEqual(['myndighet'])
  })

  it.each([
    ['no product', { produkt_id: undefined }, 'Dette feltet er påkrevd!'],
    ['a product id that is text', { produkt_id: 'tre' }, 'Må være et tall'],
    ['no date', { observert_dato: '' }, 'Dette feltet er påkrevd!'],
    [
      'a date in another format',
      { observert_dato: '3/2/2025' },
      'Datoen må skrives som dd.mm.åååå',
    ],
    [
      'a day that does not exist',
      { observert_dato: '30.02.2025' },
      'Datoen må skrives som dd.mm.åååå',
    ],
    ['a date in the future', { observert_dato: '01.01.2999' }, 'Datoen kan ikke være fram i tid'],
    // The service's date range (domain/dates): a year the database cannot read never reaches it.
    ['year 0000', { observert_dato: '01.01.0000' }, 'Datoen kan ikke være før 01.01.1900'],
    ['year 0000, ISO', { observert_dato: '0000-01-01' }, 'Datoen kan ikke være før 01.01.1900'],
    ['a day in 1899', { observert_dato: '31.12.1899' }, 'Datoen kan ikke være før 01.01.1900'],
    ['a day in 2101', { observert_dato: '01.01.2101' }, 'Datoen kan ikke være fram i tid'],
    ['a day in 9999', { observert_dato: '9999-12-31' }, 'Datoen kan ikke være fram i tid'],
    ['no place', { observert_sted: '   ' }, 'Dette feltet er påkrevd!'],
    [
      'a place too long',
      { observert_sted: 'x'.repeat(301) },
      'Teksten kan ikke være lenger enn 300 tegn',
    ],
    ['a name with digits', { observatoer_navn: 'Kari 2' }, 'Kan bare inneholde bokstaver'],
    [
      'a bad e-mail address',
      { observatoer_epost: 'kari@' },
      'Dette må være en gyldig e-postadresse',
    ],
  ])('refuses %s with the form text', async (_case, change, message) => {
    const response = await postReport(app, 'observasjon', { ...valid(), ...change })
    expect(response.statusCode).toBe(400)
    expect(response.json()).toMatchObject({ type: 'BAD_REQUEST', message })
  })

  it('takes the first day of the date range', async () => {
    const response = await postReport(app, 'observasjon', {
      ...valid(),
      observert_dato: '01.01.1900',
    })
    expect(response.statusCode, response.body).toBe(201)
    expect(response.json().observert_dato).toBe('01.01.1900')
  })

  it('refuses a product that is not listed, or no longer', async () => {
    for (const produktId of [catalogue.products.withdrawn, 999_999]) {
      const response = await postReport(app, 'observasjon', { ...valid(), produkt_id: produktId })
      expect(response.statusCode).toBe(400)
      expect(response.json()).toMatchObject({
        type: 'INVALID_REPORT',
        message: 'Fant ikke produktet. Det kan være fjernet fra listen.',
      })
    }
  })

  it('refuses a report without a captcha, and a captcha used before', async () => {
    const before = await database.db.$count(observasjon)
    const missing = await postReport(app, 'observasjon', valid(), { captcha: null })
    expect(missing.statusCode).toBe(400)
    expect(missing.json()).toMatchObject({
      type: 'CAPTCHA_REQUIRED',
      message: 'Du må fullføre verifisering',
      reference: expect.stringMatching(/^[0-9a-f]{12}$/),
    })
    const captcha = await captchaParameter(app)
    expect((await postReport(app, 'observasjon', valid(), { captcha })).statusCode).toBe(201)
    const reused = await postReport(app, 'observasjon', valid(), { captcha })
    expect(reused.statusCode).toBe(400)
    expect(reused.json().message).toBe('Du må fullføre verifisering')
    expect(await database.db.$count(observasjon)).toBe(before + 1)
  })
})
