import { meldeplikt } from '../../db/schema/index.ts'
import { routeReport } from '../routing/route-report.ts'
import type { DutyToReportInput } from './duty-to-report-schema.ts'
import { dutyToReportLines, type DutyToReportNames } from './duty-to-report-lines.ts'
import { categoryName, countryNames, measureNames, riskNames } from './reference-names.ts'
import { queueReportMail } from './report-mail.ts'
import {
  insertWithReference,
  mailHoldSeconds,
  type DbOrTransaction,
  type SaveOptions,
  type Transaction,
} from './save-report.ts'

/**
 * Saves a duty-to-report message, routed by its category, risks and risk level (HIGH always
 * reaches the default recipient too), with its e-mails queued in the same transaction.
 */
export async function saveDutyToReport(
  db: DbOrTransaction,
  input: DutyToReportInput,
  options: SaveOptions,
) {
  return db.transaction(async (tx) => {
    const names = await lookUpNames(tx, input)
    const mottakere = await routeReport(tx, {
      kategoriId: input.produkt_kategori,
      risikoIds: input.risiko_id,
      risikoNivaa: input.risiko_nivaa,
    })
    const row = await insertWithReference('meldeplikt', (referanse) =>
      tx
        .insert(meldeplikt)
        .values({
          ...columns(input),
          referanse,
          mottakere,
          ventedeVedlegg: options.filesToFollow,
        })
        .onConflictDoNothing({ target: meldeplikt.referanse })
        .returning({
          id: meldeplikt.id,
          referanse: meldeplikt.referanse,
          mottatt: meldeplikt.mottatt,
          mottakere: meldeplikt.mottakere,
        }),
    )
    await queueReportMail(
      tx,
      { kind: 'meldeplikt', ...row },
      {
        receiptTo: input.kontaktperson_epost,
        product: input.produkt_navn,
        attachments: true,
        filesToFollow: options.filesToFollow,
        lines: dutyToReportLines(input, names, options.texts),
      },
      {
        texts: options.texts,
        holdSeconds: mailHoldSeconds(options.filesToFollow),
      },
    )
    return row
  })
}

/** The names the e-mail shows; looking them up refuses ids and codes that do not exist. */
async function lookUpNames(tx: Transaction, input: DutyToReportInput): Promise<DutyToReportNames> {
  const countries = new Map<string, string>()
  for (const field of ['meldeplikt_importoerer', 'meldeplikt_forhandlere'] as const) {
    const codes = [...new Set(input[field].flatMap((company) => company.land ?? []))]
    const names = await countryNames(tx, codes, field)
    codes.forEach((code, i) => countries.set(code, names[i]!))
  }
  const producerCountry = input.produsent_land ? [input.produsent_land] : []
  return {
    category: await categoryName(tx, input.produkt_kategori, 'produkt_kategori'),
    risks: await riskNames(tx, input.risiko_id),
    measures: await measureNames(tx, input.tiltak_id),
    soldIn: await countryNames(tx, input.produkt_solgt_land, 'produkt_solgt_land'),
    producerCountry: (await countryNames(tx, producerCountry, 'produsent_land'))[0],
    countries,
  }
}

function columns(input: DutyToReportInput) {
  return {
    virksomhetNavn: input.virksomhet_navn,
    virksomhetOrganisasjonsnummer: input.virksomhet_organisasjonsnummer,
    kontaktpersonNavn: input.kontaktperson_navn,
    kontaktpersonTelefon: input.kontaktperson_telefon,
    kontaktpersonEpost: input.kontaktperson_epost,
    melderRolle: input.melder_rolle,
    produktNavn: input.produkt_navn,
    produktKategoriId: input.produkt_kategori,
    produktSerienummer: input.produkt_serienummer,
    produktEan: input.produkt_ean,
    produktBeskrivelse: input.produkt_beskrivelse,
    produktTollkode: input.produkt_tollkode,
    produktAntallSolgt: input.produkt_antall_solgt,
    produktSolgtUtenforNorge: input.produkt_solgt_utenfor_norge,
    produktSolgtLand: input.produkt_solgt_land,
    produktTraadlosKommunikasjon: input.produkt_traadlos_kommunikasjon,
    produsentNavn: input.produsent_navn,
    produsentLand: input.produsent_land,
    importoerer: input.meldeplikt_importoerer,
    forhandlere: input.meldeplikt_forhandlere,
    risikoIder: input.risiko_id,
    risikoNivaa: input.risiko_nivaa,
    kjentHendelse: input.kjent_hendelse,
    sannsynlighetKonsekvens: input.sannsynlighet_konsekvens,
    tiltakIder: input.tiltak_id,
    tiltakBeskrivelse: input.tiltak_beskrivelse,
  }
}
