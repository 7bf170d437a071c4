import { observasjon } from '../../db/schema/index.ts'
import { routeReport } from '../routing/route-report.ts'
import { fill, type MailLine, type ReportMailTexts } from './mail-texts.ts'
import type { ObservationInput, SavedObservation } from './observation-schema.ts'
import { productName } from './reference-names.ts'
import { formatReportDate } from './report-date.ts'
import { RECIPIENTS_NOT_COPIED, toColumns, type ColumnMap } from './report-columns.ts'
import { addToInboxes } from './inbox-entries.ts'
import { queueReportMail } from './report-mail.ts'
import { insertWithReference, type DbOrTransaction, type SaveOptions } from './save-report.ts'

/** Where each field of an observation is saved. */
const OBSERVATION_COLUMNS = {
  produkt_id: 'produktId',
  observert_dato: 'observertDato',
  observert_sted: 'observertSted',
  observatoer_navn: 'observatoerNavn',
  observatoer_epost: 'observatoerEpost',
  myndighet_reciepents: RECIPIENTS_NOT_COPIED,
} as const satisfies ColumnMap<ObservationInput, typeof observasjon.$inferInsert>

/**
 * Saves an observation of a listed product, routed to the product's authority and to whoever the
 * routing table adds for its hazards, with its e-mails queued in the same transaction: all of it
 * is kept, or nothing. An observation has no attachments, so its e-mail goes at once.
 */
export async function saveObservation(
  db: DbOrTransaction,
  input: ObservationInput,
  options: SaveOptions,
): Promise<SavedObservation> {
  return db.transaction(async (tx) => {
    const product = await productName(tx, input.produkt_id)
    const mottakere = await routeReport(tx, { produktId: input.produkt_id, risikoIds: [] })
    const row = await insertWithReference('observasjon', (referanse) =>
      tx
        .insert(observasjon)
        .values({ ...toColumns(OBSERVATION_COLUMNS, input), referanse, mottakere })
        .onConflictDoNothing({ target: observasjon.referanse })
        .returning(),
    )
    await addToInboxes(tx, { kind: 'observasjon', ...row })
    await queueReportMail(
      tx,
      { kind: 'observasjon', ...row },
      {
        receiptTo: row.observatoerEpost ?? undefined,
        product,
        attachments: false,
        lines: observationLines(row, product, options.texts),
      },
      { texts: options.texts, holdSeconds: 0 },
    )
    return {
      id: row.referanse,
      produkt_id: row.produktId,
      observert_dato: formatReportDate(row.observertDato),
      observert_sted: row.observertSted,
      observatoer_navn: row.observatoerNavn ?? undefined,
      observatoer_epost: row.observatoerEpost ?? undefined,
    }
  })
}

/** An observation as the authority reads it, field by field in the form's order. */
export function observationLines(
  row: typeof observasjon.$inferSelect,
  product: string,
  texts: ReportMailTexts,
): MailLine[] {
  return [
    ['produkt_id', fill(texts.mail.productLink, { name: product, id: row.produktId })],
    ['observert_dato', formatReportDate(row.observertDato)],
    ['observert_sted', row.observertSted],
    ['observatoer_navn', row.observatoerNavn ?? undefined],
    ['observatoer_epost', row.observatoerEpost ?? undefined],
  ]
}
