import type { Db } from '../../../db/connection.ts'
import { produktBilde } from '../../../db/schema/index.ts'
import type { Actor } from '../roles.ts'
import { readDraft } from './drafts.ts'
import type { DbOrTransaction } from '../../mail/queue-mail.ts'
import { prepareProductImage, type ImageProblem, type PreparedImage } from './product-images.ts'
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
 * Refuses (ProductForbiddenError) a person who may not change the products of the authority
 * responsible for what a form's picture or document buttons are for: pressing one on another
 * authority's product or draft is as forbidden as saving it.
 */
export async function assertMayChangeFor(db: Db, actor: Actor, owner: UploadFor): Promise<void> {
  assertMayEdit(actor, await authorityOf(db, owner))
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
  return { ok: true, id: await keepUpload(db, prepared.image, upload.alt, authorityId, by.now) }
}

/**
 * Keeps a prepared picture as an upload of an authority, on no product yet, answering its id;
 * the form's upload and the import (which names it in the draft it makes) both keep them so.
 */
export async function keepUpload(
  tx: DbOrTransaction,
  image: PreparedImage,
  alt: string,
  myndighetId: number,
  now: Date,
): Promise<number> {
  const [row] = await tx
    .insert(produktBilde)
    .values({ ...image, alt, myndighetId, lastetOpp: now })
    .returning({ id: produktBilde.id })
  return row!.id
}
