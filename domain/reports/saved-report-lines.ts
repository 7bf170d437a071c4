import { eq } from 'drizzle-orm'
import { bekymring, meldeplikt, observasjon, produkt } from '../../db/schema/index.ts'
import type { ConcernInput } from './concern-schema.ts'
import { dutyToReportLines } from './duty-to-report-lines.ts'
import type { DutyToReportInput } from './duty-to-report-schema.ts'
import type { MailLine, ReportMailTexts } from './mail-texts.ts'
import { categoryName } from './reference-names.ts'
import type { ReportKind } from './reference-number.ts'
import { fromColumns } from './report-columns.ts'
import { CONCERN_COLUMNS, concernLines } from './save-concern.ts'
import { DUTY_TO_REPORT_COLUMNS, dutyToReportNames } from './save-duty-to-report.ts'
import { observationLines } from './save-observation.ts'
import type { DbOrTransaction } from './save-report.ts'

/** A saved report: what every kind has, and its fields under the labels its e-mail uses. */
export interface SavedReportLines {
  referanse: string
  mottatt: Date
  produktNavn: string
  lines: MailLine[]
}

/**
 * A saved report's fields as the sender gave them, each under the label the authority's e-mail
 * gives it (the same line builders), or undefined when there is no such report.
 */
export async function savedReportLines(
  db: DbOrTransaction,
  kind: ReportKind,
  id: number,
  texts: ReportMailTexts,
): Promise<SavedReportLines | undefined> {
  if (kind === 'observasjon') {
    const [row] = await db.select().from(observasjon).where(eq(observasjon.id, id))
    if (!row) return undefined
    const product = await listedName(db, row.produktId)
    return { ...row, produktNavn: product, lines: observationLines(row, product, texts) }
  }
  if (kind === 'bekymring') {
    const [row] = await db.select().from(bekymring).where(eq(bekymring.id, id))
    if (!row) return undefined
    const input = fromColumns<ConcernInput, typeof CONCERN_COLUMNS>(CONCERN_COLUMNS, row)
    const names = {
      listed: row.produktId === null ? undefined : await listedName(db, row.produktId),
      category:
        row.produktKategoriId === null
          ? undefined
          : await categoryName(db, row.produktKategoriId, 'produkt_kategori'),
    }
    return { ...row, lines: concernLines(input, names, texts) }
  }
  const [row] = await db.select().from(meldeplikt).where(eq(meldeplikt.id, id))
  if (!row) return undefined
  const input = fromColumns<DutyToReportInput, typeof DUTY_TO_REPORT_COLUMNS>(
    DUTY_TO_REPORT_COLUMNS,
    row,
  )
  const names = await dutyToReportNames(db, input)
  return { ...row, lines: dutyToReportLines(input, names, texts) }
}

/** A listed product's name, withdrawn since or not: the report named it when it was sent. */
async function listedName(db: DbOrTransaction, produktId: number): Promise<string> {
  const [row] = await db
    .select({ navn: produkt.navn })
    .from(produkt)
    .where(eq(produkt.id, produktId))
  return row?.navn ?? String(produktId)
}
