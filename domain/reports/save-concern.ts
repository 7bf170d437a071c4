import { eq } from 'drizzle-orm'
import { bekymring, produktFare } from '../../db/schema/index.ts'
import { routeReport } from '../routing/route-report.ts'
import type { ConcernInput } from './concern-schema.ts'
import { injuredPersonsText } from './mail-lines.ts'
import { valueNames, type MailLine, type ReportMailTexts } from './mail-texts.ts'
import { categoryName, productName } from './reference-names.ts'
import { formatReportDate } from './report-date.ts'
import { notCopied, RECIPIENTS_NOT_COPIED, toColumns, type ColumnMap } from './report-columns.ts'
import { addToInboxes } from './inbox-entries.ts'
import { queueReportMail } from './report-mail.ts'
import {
  insertWithReference,
  mailHoldSeconds,
  type DbOrTransaction,
  type SaveOptions,
  type Transaction,
} from './save-report.ts'

/**
 * Saves a concern message, routed by its product (when it names a listed one) and its category,
 * with its e-mails queued in the same transaction. Answers the reference, which the sender's
 * page uses to upload attachments.
 */
export async function saveConcern(db: DbOrTransaction, input: ConcernInput, options: SaveOptions) {
  return db.transaction(async (tx) => {
    const listed =
      input.produkt_id === undefined ? undefined : await productName(tx, input.produkt_id)
    const kategoriId = input.produkt_kategori ?? (await onlyHazardCategory(tx, input.produkt_id))
    const category =
      kategoriId === undefined ? undefined : await categoryName(tx, kategoriId, 'produkt_kategori')
    const mottakere = await routeReport(tx, {
      produktId: input.produkt_id,
      kategoriId,
      risikoIds: [],
    })
    const row = await insertWithReference('bekymring', (referanse) =>
      tx
        .insert(bekymring)
        .values({
          ...toColumns(CONCERN_COLUMNS, input),
          referanse,
          mottakere,
          ventedeVedlegg: options.filesToFollow,
          produktKategoriId: kategoriId,
        })
        .onConflictDoNothing({ target: bekymring.referanse })
        .returning({
          id: bekymring.id,
          referanse: bekymring.referanse,
          mottatt: bekymring.mottatt,
          mottakere: bekymring.mottakere,
        }),
    )
    await addToInboxes(tx, { kind: 'bekymring', ...row })
    await queueReportMail(
      tx,
      { kind: 'bekymring', ...row },
      {
        receiptTo: input.melder_epost,
        product: input.produkt_navn,
        attachments: true,
        filesToFollow: options.filesToFollow,
        lines: concernLines(input, { listed, category }, options.texts),
      },
      {
        texts: options.texts,
        holdSeconds: mailHoldSeconds(options.filesToFollow),
      },
    )
    return row
  })
}

/** Spec: the category is preset when the product has exactly one hazard. */
async function onlyHazardCategory(tx: Transaction, produktId: number | undefined) {
  if (produktId === undefined) return undefined
  const hazards = await tx
    .selectDistinct({ kategoriId: produktFare.kategoriId })
    .from(produktFare)
    .where(eq(produktFare.produktId, produktId))
  return hazards.length === 1 ? hazards[0]!.kategoriId : undefined
}

/** Where each field of a concern is saved. */
export const CONCERN_COLUMNS = {
  melder_navn: 'melderNavn',
  melder_telefon: 'melderTelefon',
  melder_epost: 'melderEpost',
  melder_adresse: 'melderAdresse',
  melder_postnummer: 'melderPostnummer',
  melder_poststed: 'melderPoststed',
  melder_kompetanse: 'melderKompetanse',
  produkt_id: 'produktId',
  produkt_kategori: notCopied(
    "saved as produktKategoriId: the category given, else the listed product's only hazard's",
  ),
  produkt_navn: 'produktNavn',
  produkt_produsent_navn: 'produktProdusentNavn',
  produkt_alder: 'produktAlder',
  produkt_butikk: 'produktButikk',
  produkt_annen_informasjon: 'produktAnnenInformasjon',
  hendelse_bakgrunn: 'hendelseBakgrunn',
  hendelse_aarsak: 'hendelseAarsak',
  hendelse_personskade: 'hendelsePersonskade',
  hendelse_materiell_skade: 'hendelseMateriellSkade',
  hendelse_skadekonsekvens: 'hendelseSkadekonsekvens',
  hendelse_beskrivelse: 'hendelseBeskrivelse',
  hendelse_dato: 'hendelseDato',
  hendelse_postnummer: 'hendelsePostnummer',
  hendelse_poststed: 'hendelsePoststed',
  hendelse_skadedePersoner: 'hendelseSkadedePersoner',
  myndighet_reciepents: RECIPIENTS_NOT_COPIED,
} as const satisfies ColumnMap<ConcernInput, typeof bekymring.$inferInsert>

/** A concern message as the authority reads it, field by field in the form's order. */
export function concernLines(
  input: ConcernInput,
  names: { listed?: string; category?: string },
  texts: ReportMailTexts,
): MailLine[] {
  const product =
    names.listed && input.produkt_id !== undefined
      ? texts.mail.productLink
          .replace('{name}', names.listed)
          .replace('{id}', String(input.produkt_id))
      : undefined
  const named = (codes?: string) => valueNames(texts, codes)
  return [
    ['melder_kompetanse', named(input.melder_kompetanse)],
    ['melder_navn', input.melder_navn],
    ['melder_telefon', input.melder_telefon],
    ['melder_epost', input.melder_epost],
    ['melder_adresse', input.melder_adresse],
    ['melder_postnummer', input.melder_postnummer],
    ['melder_poststed', input.melder_poststed],
    ['produkt_id', product],
    ['produkt_kategori', names.category],
    ['produkt_navn', input.produkt_navn],
    ['produkt_produsent_navn', input.produkt_produsent_navn],
    ['produkt_alder', named(input.produkt_alder)],
    ['produkt_butikk', input.produkt_butikk],
    ['produkt_annen_informasjon', input.produkt_annen_informasjon],
    ['hendelse_bakgrunn', input.hendelse_bakgrunn],
    ['hendelse_aarsak', named(input.hendelse_aarsak)],
    ['hendelse_personskade', named(input.hendelse_personskade)],
    ['hendelse_materiell_skade', named(input.hendelse_materiell_skade)],
    ['hendelse_skadekonsekvens', input.hendelse_skadekonsekvens],
    ['hendelse_beskrivelse', input.hendelse_beskrivelse],
    ['hendelse_dato', input.hendelse_dato && formatReportDate(input.hendelse_dato)],
    ['hendelse_postnummer', input.hendelse_postnummer],
    ['hendelse_poststed', input.hendelse_poststed],
    ['hendelse_skadedePersoner', injuredPersonsText(input.hendelse_skadedePersoner, texts)],
  ]
}
