import { eq } from 'drizzle-orm'
import type { Db } from '../../db/connection.ts'
import { vedlegg } from '../../db/schema/index.ts'
import { registerAttachmentLoader } from '../mail/attachments.ts'

/** The kind report attachments have in the outbox's attachment references. */
export const ATTACHMENT_KIND = 'vedlegg'

/** The bytes of one uploaded file; undefined once it is gone (the report was deleted). */
async function loadAttachment(db: Db, id: number): Promise<Uint8Array | undefined> {
  const [row] = await db.select({ data: vedlegg.data }).from(vedlegg).where(eq(vedlegg.id, id))
  return row?.data
}

/**
 * Lets the mail worker read report attachments when it sends. Every process that sends mail
 * must call this once; the API does when it is built.
 */
export function registerReportAttachmentLoader(): void {
  registerAttachmentLoader(ATTACHMENT_KIND, loadAttachment)
}
