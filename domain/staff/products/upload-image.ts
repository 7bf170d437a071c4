import type { Db } from '../../../db/connection.ts'
import { produktBilde } from '../../../db/schema/index.ts'
import type { Actor } from '../roles.ts'
import { readDraft } from './drafts.ts'
import { prepareProductImage, type ImageProblem } from './product-images.ts'
import { assertMayEdit, ProductNotFoundError } from './product-rules.ts'
import { readProduct } from './product-store.ts'

export type UploadResult = { ok: true; id: number } | { ok: false; problem: ImageProblem }

/** What a picture is uploaded for: a published product, a draft, or a new product's authority. */
export type UploadFor = { produktId: number } | { utkastId: number } | { myndighetId: number }

/** The authority responsible for what the picture is uploaded for, as stored now. */
export async function authorityOf(db: Db, owner: UploadFor): Promise<number> {
  if ('myndighetId' in owner) return owner.myndighetId
  const stored =
    'produktId' in owner
      ? await readProduct(db, owner.produktId)
      : await readDraft(db, owner.utkastId)
  if (!stored) throw new ProductNotFoundError()
  return stored.fields.myndighet
}

/**
 * Checks, prepares and keeps one uploaded picture for a product, whose authority's products the
 * person must be allowed to change (else ProductForbiddenError, before the bytes are looked at).
 * The picture belongs to no product until a save lists it, so nothing public changes yet.
 */
export async function uploadProductImage(
  db: Db,
  by: { actor: Actor; now: Date },
  owner: UploadFor,
  upload: { bytes: Uint8Array; alt: string },
): Promise<UploadResult> {
  const authorityId = await authorityOf(db, owner)
  assertMayEdit(by.actor, authorityId)
  const prepared = await prepareProductImage(upload.bytes)
  if (!prepared.ok) return prepared
  const [row] = await db
    .insert(produktBilde)
    .values({
      ...prepared.image,
      alt: upload.alt,
      myndighetId: authorityId,
      lastetOpp: by.now,
    })
    .returning({ id: produktBilde.id })
  return { ok: true, id: row!.id }
}
