import type { DutyToReportInput } from './duty-to-report-schema.ts'
import { companiesText } from './mail-lines.ts'
import { valueNames, type MailLine, type ReportMailTexts } from './mail-texts.ts'

/** The names behind a duty-to-report message's ids and codes. */
export interface DutyToReportNames {
  category: string
  risks: string[]
  measures: string[]
  soldIn: string[]
  producerCountry?: string
  /** Importers' and distributors' countries by code. */
  countries: ReadonlyMap<string, string>
}

/** A duty-to-report message as the authority reads it, field by field in the form's order. */
export function dutyToReportLines(
  input: DutyToReportInput,
  names: DutyToReportNames,
  texts: ReportMailTexts,
): MailLine[] {
  const named = (codes?: string | readonly string[]) => valueNames(texts, codes)
  return [
    ['virksomhet_navn', input.virksomhet_navn],
    ['virksomhet_organisasjonsnummer', input.virksomhet_organisasjonsnummer],
    ['melder_rolle', named(input.melder_rolle)],
    ['kontaktperson_navn', input.kontaktperson_navn],
    ['kontaktperson_telefon', input.kontaktperson_telefon],
    ['kontaktperson_epost', input.kontaktperson_epost],
    ['produkt_navn', input.produkt_navn],
    ['produkt_kategori', names.category],
    ['produkt_serienummer', input.produkt_serienummer],
    ['produkt_ean', input.produkt_ean],
    ['produkt_beskrivelse', input.produkt_beskrivelse],
    ['produkt_tollkode', input.produkt_tollkode],
    ['produkt_antall_solgt', input.produkt_antall_solgt],
    ['produkt_solgt_utenfor_norge', named(input.produkt_solgt_utenfor_norge)],
    ['produkt_solgt_land', names.soldIn],
    ['produkt_traadlos_kommunikasjon', named(input.produkt_traadlos_kommunikasjon)],
    ['produsent_navn', input.produsent_navn],
    ['produsent_land', names.producerCountry],
    ['meldeplikt_importoerer', companiesText(input.meldeplikt_importoerer, texts, names.countries)],
    ['meldeplikt_forhandlere', companiesText(input.meldeplikt_forhandlere, texts, names.countries)],
    ['risiko_id', names.risks],
    ['risiko_nivaa', named(input.risiko_nivaa)],
    ['kjent_hendelse', named(input.kjent_hendelse)],
    ['sannsynlighet_konsekvens', input.sannsynlighet_konsekvens],
    ['tiltak_id', names.measures],
    ['tiltak_beskrivelse', input.tiltak_beskrivelse],
  ]
}
