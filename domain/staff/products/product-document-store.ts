import { and, asc, eq, inArray, isNull, lt, notInArray, sql } from 'drizzle-orm'
import type { Db } from '../../../db/connection.ts'
import { produktDokument, produktUtkast } from '../../../db/schema/index.ts'
import type { DbOrTransaction } from '../../mail/queue-mail.ts'
import type { Actor } from '../roles.ts'
import type { StoredFields } from './changed-fields.ts'
import type { FieldProblems } from './references.ts'
import { usableUploads } from './upload-owner.ts'

type Documents = Pick<StoredFields, 'dokumenter'>

/** A product's documents as the form lists them: in the public page's order, by the name shown. */
export async function readDocuments(tx: DbOrTransaction, produktId: number): Promise<Documents> {
  const rows = await tx
    .select({ id: produktDokument.id, filnavn: produktDokument.filnavn })
    .from(produktDokument)
    .where(eq(produktDokument.produktId, produktId))
    .orderBy(asc(produktDokument.rekkefolge), asc(produktDokument.id))
  return { dokumenter: rows }
}

/**
 * The documents a save may not name, at the form's `dokumenter` field: one that is not there,
 * that is another product's, or that was uploaded for an authority this person may not change.
 */
export async function documentProblems(
  tx: DbOrTransaction,
  actor: Actor,
  { dokumenter }: Documents,
  produktId?: number,
): Promise<FieldProblems> {
  if (!dokumenter.length) return {}
  const ids = dokumenter.map((document) => document.id)
  const rows = await tx
    .select({
      id: produktDokument.id,
      produktId: produktDokument.produktId,
      myndighetId: produktDokument.myndighetId,
    })
    .from(produktDokument)
    .where(inArray(produktDokument.id, ids))
  const usable = usableUploads(rows, actor, produktId)
  return ids.every((id) => usable.has(id))
    ? {}
    : { dokumenter: 'staffProducts.validation.unknownDocument' }
}

/**
 * Puts a product's documents as the save lists them: uploads move onto the product, each takes
 * the name typed and its place in the list, and those no longer listed are deleted. Runs in the save's transaction after
 * documentProblems, so the public page changes only with the save.
 */
export async function attachDocuments(
  tx: DbOrTransaction,
  produktId: number,
  { dokumenter }: Documents,
): Promise<void> {
  const ids = dokumenter.map((document) => document.id)
  await tx
    .delete(produktDokument)
    .where(
      ids.length
        ? and(eq(produktDokument.produktId, produktId), notInArray(produktDokument.id, ids))
        : eq(produktDokument.produktId, produktId),
    )
  // One after the other: the save's transaction has one connection.
  for (const [rekkefolge, document] of dokumenter.entries()) {
    await tx
      .update(produktDokument)
      .set({ produktId, filnavn: document.filnavn, rekkefolge })
      .where(eq(produktDokument.id, document.id))
  }
}

/** One document as the staff area offers it, whether on a product or only uploaded. */
export async function staffDocument(db: Db, id: number) {
  const [row] = await db
    .select({
      filnavn: produktDokument.filnavn,
      mimeType: produktDokument.mimeType,
      data: produktDokument.data,
      myndighetId: produktDokument.myndighetId,
      produktId: produktDokument.produktId,
    })
    .from(produktDokument)
    .where(eq(produktDokument.id, id))
  return row
}

/** How long an upload no save has listed is kept, as for pictures (product-image-store.ts). */
const UNUSED_UPLOAD_DAYS = 2

/** Deletes document uploads no product got and no draft names, a couple of days old. */
export async function forgetUnusedDocuments(db: Db): Promise<number> {
  const gone = await db
    .delete(produktDokument)
    .where(
      and(
        isNull(produktDokument.produktId),
        lt(produktDokument.lastetOpp, sql`now() - make_interval(days => ${UNUSED_UPLOAD_DAYS})`),
        sql`not exists (select 1 from ${produktUtkast} u
          where u.felter -> 'dokumenter' @> jsonb_build_array(jsonb_build_object('id', ${produktDokument.id})))`,
      ),
    )
    .returning({ id: produktDokument.id })
  return gone.length
}
