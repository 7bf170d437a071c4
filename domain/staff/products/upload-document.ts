import type { Db } from '../../../db/connection.ts'
import { produktDokument } from '../../../db/schema/index.ts'
import type { Actor } from '../roles.ts'
import { checkProductDocument, type DocumentProblem } from './product-documents.ts'
import { assertMayEdit } from './product-rules.ts'
import { authorityOf, type UploadFor } from './upload-image.ts'

export type DocumentUploadResult =
  { ok: true; id: number } | { ok: false; problem: DocumentProblem }

/**
 * Checks and keeps one uploaded document for a product, whose authority's products the person
 * must be allowed to change (else ProductForbiddenError, before the bytes are looked at). The
 * document belongs to no product until a save lists it, so nothing public changes yet.
 */
export async function uploadProductDocument(
  db: Db,
  by: { actor: Actor; now: Date },
  owner: UploadFor,
  upload: { bytes: Uint8Array; filnavn: string },
): Promise<DocumentUploadResult> {
  const authorityId = await authorityOf(db, owner)
  assertMayEdit(by.actor, authorityId)
  const checked = await checkProductDocument(upload.bytes)
  if (!checked.ok) return checked
  const [row] = await db
    .insert(produktDokument)
    .values({
      filnavn: upload.filnavn,
      mimeType: checked.mimeType,
      data: Buffer.from(upload.bytes),
      myndighetId: authorityId,
      lastetOpp: by.now,
    })
    .returning({ id: produktDokument.id })
  return { ok: true, id: row!.id }
}
