import type { Db } from '../../db/connection.ts'
import type { MailAttachmentRef } from '../../db/schema/index.ts'

export type { MailAttachmentRef }

/** Reads the bytes of one attachment of a kind by its id; undefined when it no longer exists. */
type AttachmentLoader = (db: Db, id: number) => Promise<Uint8Array | undefined>

/**
 * Where the attachments of each kind are read from when a message that refers to them is sent,
 * by kind. Handed to whoever sends mail by the code that wires the process together, so a
 * process that sends mail reads files whether or not it serves the API.
 */
export type AttachmentLoaders = Readonly<Record<string, AttachmentLoader>>

/** Thrown when an attachment cannot be read now; the message is kept and tried again later. */
class AttachmentUnavailable extends Error {
  readonly code = 'EATTACHMENT'
}

/**
 * The files of a message, read at send time. A missing loader or file fails the attempt rather
 * than sending the message without it: an authority must get a report in full.
 */
export async function loadAttachments(
  db: Db,
  refs: readonly MailAttachmentRef[],
  loaders: AttachmentLoaders,
) {
  return Promise.all(
    refs.map(async (ref) => {
      const loader = Object.hasOwn(loaders, ref.kind) ? loaders[ref.kind] : undefined
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
