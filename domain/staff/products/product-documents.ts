import { fileTypeFromBuffer } from 'file-type'
import { MAX_DOCUMENT_NAME_LENGTH } from './product-schema.ts'

/**
 * A product document made ready to keep: its type found from its bytes (never from its name).
 * Only PDF is taken: a recall notice or a test report is a PDF, and the public page offers every
 * document as a download. Server only.
 */

/** The largest document taken: a scanned notice of a few pages is well under it. */
export const MAX_DOCUMENT_BYTES = 20 * 1024 * 1024

/** Why a document was refused, as an i18n key (staffProducts.validation.*). */
export type DocumentProblem =
  | 'staffProducts.validation.documentEmpty'
  | 'staffProducts.validation.documentTooLarge'
  | 'staffProducts.validation.documentType'

export type DocumentResult =
  { ok: true; mimeType: 'application/pdf' } | { ok: false; problem: DocumentProblem }

/** Checks one uploaded document; the file's name plays no part. */
export async function checkProductDocument(bytes: Uint8Array): Promise<DocumentResult> {
  if (!bytes.byteLength) return { ok: false, problem: 'staffProducts.validation.documentEmpty' }
  if (bytes.byteLength > MAX_DOCUMENT_BYTES) {
    return { ok: false, problem: 'staffProducts.validation.documentTooLarge' }
  }
  const found = await fileTypeFromBuffer(bytes)
  if (found?.mime !== 'application/pdf') {
    return { ok: false, problem: 'staffProducts.validation.documentType' }
  }
  return { ok: true, mimeType: 'application/pdf' }
}

/** A name to show and save under: the chosen file's own, without folders, when none is typed. */
export function documentName(typed: string, fileName: string): string {
  const name = typed.trim() || fileName.replace(/^.*[\\/]/, '').trim()
  return name.slice(0, MAX_DOCUMENT_NAME_LENGTH)
}
