import { meldeplikt } from '../../db/schema/index.ts'
import { routeReport } from '../routing/route-report.ts'
import type { DutyToReportInput } from './duty-to-report-schema.ts'
import { dutyToReportLines, type DutyToReportNames } from './duty-to-report-lines.ts'
import { categoryName, countryNames, measureNames, riskNames } from './reference-names.ts'
import { RECIPIENTS_NOT_COPIED, toColumns, type ColumnMap } from './report-columns.ts'
import { addToInboxes } from './inbox-entries.ts'
import { queueReportMail } from './report-mail.ts'
import {
  insertWithReference,
  mailHoldSeconds,
  type DbOrTransaction,
  type SaveOptions,
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
    const names = await dutyToReportNames(tx, input)
    const mottakere = await routeReport(tx, {
      kategoriId: input.produkt_kategori,
      risikoIds: input.risiko_id,
      risikoNivaa: input.risiko_nivaa,
    })
    const row = await insertWithReference('meldeplikt', (referanse) =>
      tx
        .insert(meldeplikt)
        .values({
          ...toColumns(DUTY_TO_REPORT_COLUMNS, input),
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
    await addToInboxes(tx, { kind: 'meldeplikt', ...row })
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
export async function dutyToReportNames(
  tx: DbOrTransaction,
  input: DutyToReportInput,
): Promise<DutyToReportNames> {
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

/** Where each field of a duty-to-report message is saved. */
export const DUTY_TO_REPORT_COLUMNS = {
  virksomhet_navn: 'virksomhetNavn',
  virksomhet_organisasjonsnummer: 'virksomhetOrganisasjonsnummer',
  kontaktperson_navn: 'kontaktpersonNavn',
  kontaktperson_telefon: 'kontaktpersonTelefon',
  kontaktperson_epost: 'kontaktpersonEpost',
  melder_rolle: 'melderRolle',
  produkt_navn: 'produktNavn',
  produkt_kategori: 'produktKategoriId',
  produkt_serienummer: 'produktSerienummer',
  produkt_ean: 'produktEan',
  produkt_beskrivelse: 'produktBeskrivelse',
  produkt_tollkode: 'produktTollkode',
  produkt_antall_solgt: 'produktAntallSolgt',
  produkt_solgt_utenfor_norge: 'produktSolgtUtenforNorge',
  produkt_solgt_land: 'produktSolgtLand',
  produkt_traadlos_kommunikasjon: 'produktTraadlosKommunikasjon',
  produsent_navn: 'produsentNavn',
  produsent_land: 'produsentLand',
  meldeplikt_importoerer: 'importoerer',
  meldeplikt_forhandlere: 'forhandlere',
  risiko_id: 'risikoIder',
  risiko_nivaa: 'risikoNivaa',
  kjent_hendelse: 'kjentHendelse',
  sannsynlighet_konsekvens: 'sannsynlighetKonsekvens',
  tiltak_id: 'tiltakIder',
  tiltak_beskrivelse: 'tiltakBeskrivelse',
  myndighet_reciepents: RECIPIENTS_NOT_COPIED,
} as const satisfies ColumnMap<DutyToReportInput, typeof meldeplikt.$inferInsert>
