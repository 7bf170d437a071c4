import { and, asc, eq, inArray, isNull, lt, notInArray, sql } from 'drizzle-orm'
import type { Db } from '../../../db/connection.ts'
import { produktBilde, produktUtkast } from '../../../db/schema/index.ts'
import type { DbOrTransaction } from '../../mail/queue-mail.ts'
import type { Actor } from '../roles.ts'
import type { StoredFields } from './changed-fields.ts'
import type { FieldProblems } from './references.ts'
import { usableUploads } from './upload-owner.ts'

type Images = Pick<StoredFields, 'bilder' | 'hovedbilde'>

/** A product's pictures as the form lists them: in the public page's order, the main one named. */
export async function readImages(tx: DbOrTransaction, produktId: number): Promise<Images> {
  const rows = await tx
    .select({ id: produktBilde.id, alt: produktBilde.alt, main: produktBilde.mainThumbnail })
    .from(produktBilde)
    .where(eq(produktBilde.produktId, produktId))
    .orderBy(asc(produktBilde.rekkefolge), asc(produktBilde.id))
  return {
    bilder: rows.map(({ id, alt }) => ({ id, alt })),
    hovedbilde: (rows.find((row) => row.main) ?? rows[0])?.id ?? null,
  }
}

/**
 * The pictures a save may not name, at the form's `bilder` field: one that is not there, that
 * is another product's, or that was uploaded for an authority this person may not change. A
 * save of a draft or a new product names only uploads; a product's save also its own pictures.
 */
export async function imageProblems(
  tx: DbOrTransaction,
  actor: Actor,
  { bilder }: Images,
  produktId?: number,
): Promise<FieldProblems> {
  if (!bilder.length) return {}
  const ids = bilder.map((image) => image.id)
  const rows = await tx
    .select({
      id: produktBilde.id,
      produktId: produktBilde.produktId,
      myndighetId: produktBilde.myndighetId,
    })
    .from(produktBilde)
    .where(inArray(produktBilde.id, ids))
  const usable = usableUploads(rows, actor, produktId)
  return ids.every((id) => usable.has(id))
    ? {}
    : { bilder: 'staffProducts.validation.unknownImage' }
}

/**
 * Puts a product's pictures as the save lists them: uploads move onto the product, every
 * picture takes its place, main mark and text, and those no longer listed are deleted. Runs in
 * the save's transaction after imageProblems, so the public page changes only with the save.
 */
export async function attachImages(
  tx: DbOrTransaction,
  produktId: number,
  { bilder, hovedbilde }: Images,
): Promise<void> {
  const ids = bilder.map((image) => image.id)
  await tx
    .delete(produktBilde)
    .where(
      ids.length
        ? and(eq(produktBilde.produktId, produktId), notInArray(produktBilde.id, ids))
        : eq(produktBilde.produktId, produktId),
    )
  // One after the other: the save's transaction has one connection.
  for (const [index, image] of bilder.entries()) {
    await tx
      .update(produktBilde)
      .set({
        produktId,
        alt: image.alt,
        rekkefolge: index,
        mainThumbnail: image.id === hovedbilde,
      })
      .where(eq(produktBilde.id, image.id))
  }
}

/** The size and type of pictures by id, for a preview of a product not yet public. */
export async function imageDetails(db: DbOrTransaction, ids: number[]) {
  if (!ids.length) return []
  return db
    .select({
      id: produktBilde.id,
      width: produktBilde.width,
      height: produktBilde.height,
      produktId: produktBilde.produktId,
      myndighetId: produktBilde.myndighetId,
    })
    .from(produktBilde)
    .where(inArray(produktBilde.id, ids))
}

/** One picture as the staff area shows it, whether on a product or only uploaded. */
export async function staffImage(db: Db, id: number) {
  const [row] = await db
    .select({
      data: produktBilde.data,
      mimeType: produktBilde.mimeType,
      myndighetId: produktBilde.myndighetId,
      produktId: produktBilde.produktId,
    })
    .from(produktBilde)
    .where(eq(produktBilde.id, id))
  return row
}

/** How long an upload no save has listed is kept: the form it was made in is long closed. */
const UNUSED_UPLOAD_DAYS = 2

/**
 * Deletes uploads that no product got and no draft names, once they are a couple of days old:
 * what is left of forms never saved. Answers how many went.
 */
export async function forgetUnusedUploads(db: Db): Promise<number> {
  const gone = await db
    .delete(produktBilde)
    .where(
      and(
        isNull(produktBilde.produktId),
        lt(produktBilde.lastetOpp, sql`now() - make_interval(days => ${UNUSED_UPLOAD_DAYS})`),
        sql`not exists (select 1 from ${produktUtkast} u
          where u.felter -> 'bilder' @> jsonb_build_array(jsonb_build_object('id', ${produktBilde.id})))`,
      ),
    )
    .returning({ id: produktBilde.id })
  return gone.length
}
