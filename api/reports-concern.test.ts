import { eq, like } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '../db/connection.ts'
import { bekymring, epostUtboks, myndighet } from '../db/schema/index.ts'
import { createReportCatalogue, postReport } from '../tests/support/report-fixture.ts'
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
  melder_navn: 'Ola Nordmann',
  melder_telefon: '+47 912 34 567',
  melder_epost: 'ola@example.no',
  melder_adresse: 'Storgata 1',
  melder_postnummer: '150',
  melder_poststed: 'Oslo',
  melder_kompetanse: 'PRIVAT_FORBRUKER',
  produkt_navn: 'Ansiktskrem Solstråle',
  produkt_kategori: catalogue.categories.cosmetics.id,
  produkt_alder: 'MINDRE_ENN_3',
  hendelse_aarsak: 'FEIL_PA_PRODUKT',
  hendelse_personskade: 'JA',
  hendelse_materiell_skade: 'NEI',
  hendelse_skadekonsekvens: ['Utslett', 'Legebesøk'],
  hendelse_beskrivelse: 'Datteren min fikk utslett i ansiktet.',
  hendelse_dato: '14.03.2025',
  hendelse_skadedePersoner: [{ kjonn: 'KVINNE', alder: 9 }],
  attachments: [],
  captcha: 'ignored',
})

const savedConcern = async (reference: string) =>
  (await database.db.select().from(bekymring).where(eq(bekymring.referanse, reference)))[0]

const mailOf = (id: number) =>
  database.db
    .select()
    .from(epostUtboks)
    .where(like(epostUtboks.nokkel, `%:bekymring:${id}%`))
    .orderBy(epostUtboks.nokkel)

describe('POST /api/v1/bekymring', () => {
  it('saves the message with its routing, and answers only its reference', async () => {
    const response = await postReport(app, 'bekymring', valid())
    expect(response.statusCode, response.body).toBe(201)
    expect(response.json()).toEqual({ id: expect.stringMatching(/^FP-BEK-\d{4}-\w{6}$/) })
    const row = await savedConcern(response.json().id)
    expect(row).toMatchObject({
      melderTelefon: '+4791234567',
      melderPostnummer: '0150',
      hendelseDato: '2025-03-14',
      hendelseSkadedePersoner: [{ kjonn: 'KVINNE', alder: 9 }],
      mottakere: [catalogue.authorities.mattilsynet.id],
    })
    expect(row!.mottatt).toBeInstanceOf(Date)
  })

  it('holds the receipt and the full report for the authority while files may follow', async () => {
    const { id: reference } = (await postReport(app, 'bekymring', valid())).json()
    const row = await savedConcern(reference)
    const [receipt, authority] = await mailOf(row!.id)
    expect(receipt).toMatchObject({
      nokkel: `kvittering:bekymring:${row!.id}`,
      mottaker: 'ola@example.no',
    })
    expect(receipt!.tekst).toContain(`Referansenummeret er ${reference}`)
    expect(authority).toMatchObject({
      mottaker: 'innmelding@mattilsynet.example.no',
      emne: `Bekymringsmelding ${reference}: Ansiktskrem Solstråle`,
      vedlegg: [],
    })
    for (const line of [
      'Jeg melder som: Privatperson',
      'Kategori: Kosmetikk',
      'Produktets alder: Ny (under 3 måneder)',
      'Årsak: Feil på produktet',
      'Konsekvens: Utslett, Legebesøk',
      'Dato for hendelsen: 14.03.2025',
      '1. Kvinne, alder 9, fødselsår Ikke oppgitt',
      'Sendt til: Mattilsynet',
    ]) {
      expect(authority!.tekst).toContain(line)
    }
    // A client that does not say how many files follow: both wait five minutes for them.
    for (const mail of [receipt!, authority!]) {
      const wait = (mail.nesteForsok.getTime() - Date.now()) / 1000
      expect(wait).toBeGreaterThan(240)
      expect(wait).toBeLessThanOrEqual(300)
    }
  })

  it('goes to the default recipient when no rule claims the category', async () => {
    const toys = { ...valid(), produkt_kategori: catalogue.categories.toys.id }
    const { id } = (await postReport(app, 'bekymring', toys)).json()
    expect((await savedConcern(id))!.mottakere).toEqual([catalogue.authorities.dsb.id])
  })

  it("routes a listed product to its authority and presets its only hazard's category", async () => {
    const { produkt_kategori: _, ...change } = valid()
    const about = { ...change, produkt_id: catalogue.products.listed }
    const { id } = (await postReport(app, 'bekymring', about)).json()
    const row = await savedConcern(id)
    expect(row).toMatchObject({
      produktKategoriId: catalogue.categories.cosmetics.id,
      mottakere: [catalogue.authorities.mattilsynet.id],
    })
  })

  it.each([
    ['no competence', { melder_kompetanse: undefined }, 'Dette feltet er påkrevd!'],
    ['an unknown competence', { melder_kompetanse: 'EKSPERT' }, 'Velg et av alternativene'],
    ['no product name', { produkt_navn: '' }, 'Dette feltet er påkrevd!'],
    ['no description', { hendelse_beskrivelse: null }, 'Dette feltet er påkrevd!'],
    ['an unknown postal code', { melder_postnummer: '0000' }, 'Dette er ikke et gyldig postnummer'],
    [
      'a postal code of letters',
      { hendelse_postnummer: 'abcd' },
      'Dette er ikke et gyldig postnummer',
    ],
    ['a telephone number of letters', { melder_telefon: 'ring meg' }, 'Må være et tall'],
    ['a short telephone number', { melder_telefon: '12 34' }, 'Må være minst 8 siffer'],
    [
      'a bad e-mail address',
      { melder_epost: 'ola.example.no' },
      'Dette må være en gyldig e-postadresse',
    ],
    ['a place with digits', { melder_poststed: 'Oslo 1' }, 'Kan bare inneholde bokstaver'],
    ['an unknown cause', { hendelse_aarsak: 'UHELL' }, 'Velg et av alternativene'],
    ['yes/no in English', { hendelse_personskade: 'YES' }, 'Velg et av alternativene'],
    ['an unknown product age', { produkt_alder: 'GAMMEL' }, 'Velg et av alternativene'],
    ['a date in the future', { hendelse_dato: '31.12.2999' }, 'Datoen kan ikke være fram i tid'],
    ['year 0000', { hendelse_dato: '0000-01-01' }, 'Datoen kan ikke være før 01.01.1900'],
    ['a day in 1899', { hendelse_dato: '31.12.1899' }, 'Datoen kan ikke være før 01.01.1900'],
    ['a day in 2101', { hendelse_dato: '01.01.2101' }, 'Datoen kan ikke være fram i tid'],
    ['a day in 9999', { hendelse_dato: '31.12.9999' }, 'Datoen kan ikke være fram i tid'],
    [
      'an injured person without sex',
      { hendelse_skadedePersoner: [{ alder: 4 }] },
      'Dette feltet er påkrevd!',
    ],
    [
      'an unknown sex',
      { hendelse_skadedePersoner: [{ kjonn: 'ANNET' }] },
      'Velg et av alternativene',
    ],
    [
      'an age of 200',
      { hendelse_skadedePersoner: [{ kjonn: 'MANN', alder: 200 }] },
      'Må være et tall fra 0 til 130',
    ],
    [
      'too many injured persons',
      { hendelse_skadedePersoner: Array.from({ length: 21 }, () => ({ kjonn: 'UKJENT' })) },
      'Du kan ikke velge flere enn 20',
    ],
    [
      'a description too long',
      { hendelse_beskrivelse: 'x'.repeat(5001) },
      'Teksten kan ikke være lenger enn 5\u00a0000 tegn',
    ],
  ])('refuses %s with the form text', async (_case, change, message) => {
    const response = await postReport(app, 'bekymring', { ...valid(), ...change })
    expect(response.statusCode).toBe(400)
    expect(response.json()).toMatchObject({ type: 'BAD_REQUEST', message })
  })

  it('refuses a category that does not exist, naming the field', async () => {
    const response = await postReport(app, 'bekymring', { ...valid(), produkt_kategori: 987_654 })
    expect(response.statusCode).toBe(400)
    expect(response.json()).toMatchObject({
      type: 'INVALID_REPORT',
      message: '«produkt_kategori» har en verdi som ikke finnes',
    })
  })

  it('refuses a message without a captcha', async () => {
    const response = await postReport(app, 'bekymring', valid(), { captcha: null })
    expect(response.statusCode).toBe(400)
    expect(response.json().message).toBe('Du må fullføre verifisering')
  })

  it('keeps nothing of a message whose saving fails half-way, e-mail included', async () => {
    const { mattilsynet } = catalogue.authorities
    const count = async () => [
      await database.db.$count(bekymring),
      await database.db.$count(epostUtboks),
    ]
    const before = await count()
    // The authority's inbox is broken, so queueing its e-mail fails after the report is inserted.
    await database.db
      .update(myndighet)
      .set({ innmeldingEpost: 'ingen adresse' })
      .where(eq(myndighet.id, mattilsynet.id))
    try {
      const response = await postReport(app, 'bekymring', valid())
      expect(response.statusCode).toBe(500)
      expect(response.json()).toMatchObject({
        type: 'UNEXPECTED_ERROR',
        message: 'En feil har oppstått',
      })
    } finally {
      await database.db
        .update(myndighet)
        .set({ innmeldingEpost: mattilsynet.innmeldingEpost })
        .where(eq(myndighet.id, mattilsynet.id))
    }
    expect(await count()).toEqual(before)
  })
})
