import { eq, like } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '../db/connection.ts'
import { epostUtboks, meldeplikt } from '../db/schema/index.ts'
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
  virksomhet_navn: 'Kremfabrikken AS',
  virksomhet_organisasjonsnummer: '974 760 673',
  kontaktperson_navn: 'Per Hansen',
  kontaktperson_telefon: '22 33 44 55',
  kontaktperson_epost: 'per@kremfabrikken.example.no',
  melder_rolle: ['IMPORTER', 'DEALER'],
  produkt_navn: 'Hudkrem Glød 50 ml',
  produkt_kategori: catalogue.categories.cosmetics.id,
  produkt_serienummer: 'LOT 2025-17',
  produkt_ean: '7038010009457',
  produkt_beskrivelse: 'Hvit krem i blå tube.',
  produkt_tollkode: '3304.99.00',
  produkt_antall_solgt: 1200,
  produkt_solgt_utenfor_norge: 'JA',
  produkt_solgt_land: ['SE', 'de'],
  produkt_traadlos_kommunikasjon: 'NO',
  produsent_navn: 'Glow Ltd',
  produsent_land: 'CN',
  meldeplikt_importoerer: [{ navn: 'Kremfabrikken AS', organisasjonsnummer: '974760673' }],
  meldeplikt_forhandlere: [{ navn: 'Butikk AB', land: 'SE' }],
  risiko_id: [catalogue.risks.chemical.id],
  risiko_nivaa: 'MEDIUM',
  kjent_hendelse: 'UNKNOWN',
  sannsynlighet_konsekvens: 'Kan gi allergisk reaksjon hos noen.',
  tiltak_id: [catalogue.measures.recall.id],
  tiltak_beskrivelse: 'Vi kaller tilbake alle tuber fra LOT 2025-17.',
})

const saved = async (reference: string) =>
  (await database.db.select().from(meldeplikt).where(eq(meldeplikt.referanse, reference)))[0]!

describe('POST /api/v1/meldeplikt', () => {
  it('saves the message, cleaned, with its routing, and answers its reference', async () => {
    const response = await postReport(app, 'meldeplikt', valid())
    expect(response.statusCode, response.body).toBe(201)
    expect(response.json()).toEqual({ id: expect.stringMatching(/^FP-MLD-\d{4}-\w{6}$/) })
    expect(await saved(response.json().id)).toMatchObject({
      virksomhetOrganisasjonsnummer: '974760673',
      produktTollkode: '33049900',
      produktSolgtLand: ['SE', 'DE'],
      melderRolle: ['IMPORTER', 'DEALER'],
      forhandlere: [{ navn: 'Butikk AB', land: 'SE' }],
      mottakere: [catalogue.authorities.mattilsynet.id],
    })
  })

  it('also sends a HIGH-risk message to the default recipient, and mails both', async () => {
    const { id } = (
      await postReport(app, 'meldeplikt', { ...valid(), risiko_nivaa: 'HIGH' })
    ).json()
    const row = await saved(id)
    const { dsb, mattilsynet } = catalogue.authorities
    expect(row.mottakere).toEqual([dsb.id, mattilsynet.id].sort((a, b) => a - b))
    const mail = await database.db
      .select()
      .from(epostUtboks)
      .where(like(epostUtboks.nokkel, `%:meldeplikt:${row.id}%`))
      .orderBy(epostUtboks.mottaker)
    expect(mail.map((each) => each.mottaker)).toEqual([
      'innmelding@dsb.example.no',
      'innmelding@mattilsynet.example.no',
      'per@kremfabrikken.example.no',
    ])
    const text = mail[0]!.tekst
    for (const line of [
      'Virksomhetens rolle: Importør, Forhandler',
      'Land produktet er solgt i: Sverige, Tyskland',
      'Produsentens land: Kina',
      'Risiko: Kjemisk',
      'Risikonivå: Alvorlig',
      'Trådløs kommunikasjon: Nei',
      'Tiltak: Tilbakekalling',
      '  Butikk AB, Sverige',
      'Sendt til: DSB, Mattilsynet',
    ]) {
      expect(text).toContain(line)
    }
  })

  it.each([
    ['no organisation number', { virksomhet_organisasjonsnummer: '' }, 'Dette feltet er påkrevd!'],
    [
      'an organisation number of eight digits',
      { virksomhet_organisasjonsnummer: '97476067' },
      'Må være nøyaktig 9 siffer',
    ],
    [
      'an organisation number with letters',
      { virksomhet_organisasjonsnummer: '97476067X' },
      'Må være et tall',
    ],
    [
      'a wrong check digit',
      { virksomhet_organisasjonsnummer: '974760674' },
      'Dette er ikke et gyldig organisasjonsnummer',
    ],
    [
      'an importer with a wrong number',
      { meldeplikt_importoerer: [{ navn: 'A', organisasjonsnummer: '123456789' }] },
      'Dette er ikke et gyldig organisasjonsnummer',
    ],
    [
      'an importer without a name',
      { meldeplikt_importoerer: [{ land: 'SE' }] },
      'Dette feltet er påkrevd!',
    ],
    [
      'an EAN with a wrong check digit',
      { produkt_ean: '7038010009458' },
      'Dette er ikke et gyldig EAN-nummer',
    ],
    [
      'an EAN of eleven digits',
      { produkt_ean: '70380100094' },
      'Dette er ikke et gyldig EAN-nummer',
    ],
    ['no role', { melder_rolle: [] }, 'Dette feltet er påkrevd!'],
    ['an unknown role', { melder_rolle: ['OWNER'] }, 'Velg et av alternativene'],
    [
      'Norway among the countries outside Norway',
      { produkt_solgt_land: ['SE', 'NO'] },
      'Norge kan ikke være blant landene utenfor Norge',
    ],
    [
      'a country code of three letters',
      { produkt_solgt_land: ['SWE'] },
      'Må være nøyaktig 2 bokstaver',
    ],
    ['sold abroad without countries', { produkt_solgt_land: [] }, 'Dette feltet er påkrevd!'],
    [
      'countries without a sale abroad',
      { produkt_solgt_utenfor_norge: 'NEI' },
      'Velg land bare når produktet er solgt utenfor Norge',
    ],
    ['no risk level', { risiko_nivaa: undefined }, 'Dette feltet er påkrevd!'],
    ['a risk level in Norwegian', { risiko_nivaa: 'ALVORLIG' }, 'Velg et av alternativene'],
    [
      'an unknown wireless answer',
      { produkt_traadlos_kommunikasjon: 'JA' },
      'Velg et av alternativene',
    ],
    ['an amount sold of text', { produkt_antall_solgt: 'mange' }, 'Må være et tall'],
    [
      'a negative amount sold',
      { produkt_antall_solgt: -1 },
      'Må være et tall fra 0 til 2\u00a0000\u00a0000\u00a0000',
    ],
    ['a short customs code', { produkt_tollkode: '3304' }, 'Må være minst 6 siffer'],
    [
      'a contact person without e-mail',
      { kontaktperson_epost: undefined },
      'Dette feltet er påkrevd!',
    ],
    [
      'too many risks',
      { risiko_id: Array.from({ length: 21 }, (_, i) => i + 1) },
      'Du kan ikke velge flere enn 20',
    ],
    ['a risk id that is not a number', { risiko_id: ['brann'] }, 'Må være et tall'],
  ])('refuses %s with the form text', async (_case, change, message) => {
    const response = await postReport(app, 'meldeplikt', { ...valid(), ...change })
    expect(response.statusCode).toBe(400)
    expect(response.json()).toMatchObject({ type: 'BAD_REQUEST', message })
  })

  it.each([
    ['risiko_id', { risiko_id: [987_654] }],
    ['tiltak_id', { tiltak_id: [987_654] }],
    ['produkt_solgt_land', { produkt_solgt_land: ['ZZ'] }],
    ['meldeplikt_forhandlere', { meldeplikt_forhandlere: [{ navn: 'X', land: 'ZZ' }] }],
  ])('refuses a %s that does not exist', async (field, change) => {
    const before = await database.db.$count(meldeplikt)
    const response = await postReport(app, 'meldeplikt', { ...valid(), ...change })
    expect(response.statusCode).toBe(400)
    expect(response.json()).toMatchObject({
      type: 'INVALID_REPORT',
      message: `«${field}» har en verdi som ikke finnes`,
    })
    expect(await database.db.$count(meldeplikt)).toBe(before)
  })

  it('accepts a message with only the required fields', async () => {
    const response = await postReport(app, 'meldeplikt', {
      virksomhet_navn: 'Liten AS',
      virksomhet_organisasjonsnummer: '974760673',
      kontaktperson_navn: 'Liv',
      kontaktperson_epost: 'liv@example.no',
      melder_rolle: ['PRODUCER'],
      produkt_navn: 'Lampe',
      produkt_kategori: String(catalogue.categories.toys.id),
      risiko_nivaa: 'LOW',
    })
    expect(response.statusCode, response.body).toBe(201)
    expect((await saved(response.json().id)).mottakere).toEqual([catalogue.authorities.dsb.id])
  })

  it('refuses a message without a captcha', async () => {
    const response = await postReport(app, 'meldeplikt', valid(), { captcha: null })
    expect(response.json()).toMatchObject({
      type: 'CAPTCHA_REQUIRED',
      message: 'Du må fullføre verifisering',
    })
  })
})
