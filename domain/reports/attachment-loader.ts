import { eq } from 'drizzle-orm'
import type { Db } from '../../db/connection.ts'
import { vedlegg } from '../../db/schema/index.ts'
import type { AttachmentLoaders } from '../mail/attachments.ts'

/** The kind report attachments have in the outbox's attachment references. */
export const ATTACHMENT_KIND = 'vedlegg'

/** The bytes of one uploaded file; undefined once it is gone (the report was deleted). */
async function loadAttachment(db: Db, id: number): Promise<Uint8Array | undefined> {
  const [row] = await db.select({ data: vedlegg.data }).from(vedlegg).where(eq(vedlegg.id, id))
  return row?.data
}

/** Where a process that sends mail reads report attachments from (jobs/mail-worker.ts). */
export const reportAttachmentLoaders: AttachmentLoaders = { [ATTACHMENT_KIND]: loadAttachment }
