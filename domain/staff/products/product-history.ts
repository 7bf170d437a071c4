import { and, asc, eq, gt } from 'drizzle-orm'
import { ansatt, produktHistorikk } from '../../../db/schema/index.ts'
import type { DbOrTransaction } from '../../mail/queue-mail.ts'
import { recordAudit } from '../audit/record-audit.ts'
import type { ProductField } from './product-schema.ts'

type HistoryEvent = 'utkast' | 'publisert' | 'endret' | 'trukket_tilbake'

/** One save as the product's history shows it. */
export interface HistoryEntry {
  tidspunkt: string
  navn: string
  hendelse: HistoryEvent
  felt: ProductField[]
  versjon: number
}

interface Recorded {
  produktId?: number
  utkastId?: number
  ansattId: number
  hendelse: HistoryEvent
  felt: readonly ProductField[]
  versjon: number
  now: Date
}

/**
 * Writes one save to the product's history and to the audit log, in the save's own transaction:
 * the history is what editors read on the product, the log what administrators read.
 */
export async function recordHistory(tx: DbOrTransaction, entry: Recorded): Promise<void> {
  await recordAudit(tx, {
    ansattId: entry.ansattId,
    handling: `produkt.${entry.hendelse.replace('_', '-')}`,
    objekt:
      entry.produktId === undefined
        ? { type: 'utkast', id: entry.utkastId ?? 0 }
        : { type: 'produkt', id: entry.produktId },
    detaljer: { felt: [...entry.felt], versjon: entry.versjon },
    tidspunkt: entry.now,
  })
  await tx.insert(produktHistorikk).values({
    produktId: entry.produktId,
    utkastId: entry.utkastId,
    ansattId: entry.ansattId,
    tidspunkt: entry.now,
    hendelse: entry.hendelse,
    felt: [...entry.felt],
    versjon: entry.versjon,
  })
}

/**
 * The saves of a product or a draft, oldest first; with `afterVersion`, only those made since
 * that version (what a person who started from it has not seen).
 */
export async function listHistory(
  db: DbOrTransaction,
  of: { produktId: number } | { utkastId: number },
  afterVersion = 0,
): Promise<HistoryEntry[]> {
  const owner =
    'produktId' in of
      ? eq(produktHistorikk.produktId, of.produktId)
      : eq(produktHistorikk.utkastId, of.utkastId)
  const rows = await db
    .select({
      tidspunkt: produktHistorikk.tidspunkt,
      navn: ansatt.navn,
      hendelse: produktHistorikk.hendelse,
      felt: produktHistorikk.felt,
      versjon: produktHistorikk.versjon,
    })
    .from(produktHistorikk)
    .innerJoin(ansatt, eq(ansatt.id, produktHistorikk.ansattId))
    .where(and(owner, gt(produktHistorikk.versjon, afterVersion)))
    .orderBy(asc(produktHistorikk.tidspunkt), asc(produktHistorikk.id))
  return rows.map((row) => ({
    ...row,
    tidspunkt: row.tidspunkt.toISOString(),
    hendelse: row.hendelse as HistoryEvent,
    felt: row.felt as ProductField[],
  }))
}

/** Gives a published draft's history to its product, so the product shows it from the start. */
export async function moveHistoryToProduct(
  tx: DbOrTransaction,
  utkastId: number,
  produktId: number,
): Promise<void> {
  await tx
    .update(produktHistorikk)
    .set({ produktId })
    .where(eq(produktHistorikk.utkastId, utkastId))
}
