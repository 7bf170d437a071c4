import type { Db } from '../../db/connection.ts'
import type { MailAttachmentRef } from '../../db/schema/index.ts'

export type { MailAttachmentRef }

/** Reads the bytes of one attachment of a kind by its id; undefined when it no longer exists. */
export type AttachmentLoader = (db: Db, id: number) => Promise<Uint8Array | undefined>

// Loaders are code, registered once by the feature that owns the files (reports register
// theirs); they are the same in every process, so this is no state another process would miss.
const loaders = new Map<string, AttachmentLoader>()

/** Says where attachments of a kind are read from when a message that refers to them is sent. */
export function registerAttachmentLoader(kind: string, loader: AttachmentLoader): void {
  loaders.set(kind, loader)
}

/** Forgets a kind's loader; for tests that register one of their own. */
export function unregisterAttachmentLoader(kind: string): void {
  loaders.delete(kind)
}

/** Thrown when an attachment cannot be read now; the message is kept and tried again later. */
class AttachmentUnavailable extends Error {
  readonly code = 'EATTACHMENT'
}

/**
 * The files of a message, read at send time. A missing loader or file fails the attempt rather
 * than sending the message without it: an authority must get a report in full.
 */
export async function loadAttachments(db: Db, refs: readonly MailAttachmentRef[]) {
  return Promise.all(
    refs.map(async (ref) => {
      const loader = loaders.get(ref.kind)
      if (!loader) throw new AttachmentUnavailable(`no loader for attachment kind ${ref.kind}`)
      const content = await loader(db, ref.id)
      if (!content) throw new AttachmentUnavailable(`attachment ${ref.kind} ${ref.id} not found`)
      return {
        filename: ref.filename,
        contentType: ref.contentType,
        content: Buffer.from(content.buffer, content.byteOffset, content.byteLength),
      }
    }),
  )
}
