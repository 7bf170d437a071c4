import { formatDate } from '../../i18n/dates.ts'
import { companyDomain } from './companies.ts'

/** One row of produkt_dokument, before it knows its product's id. */
export interface DocumentDraft {
  filnavn: string
  mimeType: string
  data: Buffer
}

export interface RecallNoticeInput {
  navn: string
  kjennetegn: string
  batchSerieNr: string | null
  eanNr: string | null
  hvorforFarlig: string
  forbrukerAksjon: string
  /** The business that speaks in the notice: the importer when there is one. */
  business: string
  published: Date
}

/**
 * The recall notice a business publishes, as the plain text it sent the authority. Its contact
 * address is under example.no like every address in the demo data.
 */
export function recallNotice(input: RecallNoticeInput): DocumentDraft {
  const identifiers = [
    `Produkt: ${input.navn}`,
    `Kjennetegn: ${input.kjennetegn}`,
    input.batchSerieNr ? `Batch/serienummer: ${input.batchSerieNr}` : null,
    input.eanNr ? `EAN: ${input.eanNr}` : null,
  ].filter((line) => line !== null)
  const text = [
    'TILBAKEKALLING',
    '',
    `${input.business} kaller tilbake ${input.navn}.`,
    '',
    ...identifiers,
    '',
    `Hvorfor: ${input.hvorforFarlig}`,
    '',
    `Hva du skal gjøre: ${input.forbrukerAksjon}`,
    '',
    `Spørsmål kan sendes til kundeservice@${companyDomain(input.business)}.`,
    `Publisert ${formatDate(input.published)}.`,
    '',
  ].join('\n')
  return {
    filnavn: 'tilbakekallingsvarsel.txt',
    mimeType: 'text/plain',
    data: Buffer.from(text, 'utf8'),
  }
}
