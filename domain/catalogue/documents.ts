import { and, eq, isNull } from 'drizzle-orm'
import type { Db } from '../../db/connection.ts'
import { produkt, produktDokument } from '../../db/schema/index.ts'

/**
 * Types a document keeps when it is downloaded: none of them is shown by a browser as a page or
 * run as a script (SVG can carry script, so it is not here). Anything else goes out as bytes.
 */
export const SAFE_TYPES: ReadonlySet<string> = new Set([
  'application/pdf',
  'image/png',
  'image/jpeg',
  'image/gif',
  'image/webp',
  'text/plain',
])

export interface ProductDocument {
  filnavn: string
  contentType: string
  data: Buffer
}

/**
 * A document of a public product, with the type it may be sent under; undefined when there is
 * no such document or its product has been withdrawn.
 */
export async function findProductDocument(
  db: Db,
  documentId: number,
): Promise<ProductDocument | undefined> {
  const [row] = await db
    .select({
      filnavn: produktDokument.filnavn,
      mimeType: produktDokument.mimeType,
      data: produktDokument.data,
    })
    .from(produktDokument)
    .innerJoin(produkt, eq(produkt.id, produktDokument.produktId))
    .where(and(eq(produktDokument.id, documentId), isNull(produkt.withdrawnAt)))
  if (!row) return undefined
  return { filnavn: row.filnavn, contentType: safeContentType(row.mimeType), data: row.data }
}

/** The stored type when it is on the safe list (parameters dropped), else plain bytes. */
function safeContentType(stored: string): string {
  const type = stored.split(';')[0]!.trim().toLowerCase()
  if (!SAFE_TYPES.has(type)) return 'application/octet-stream'
  // The documents this product writes are UTF-8 text; a browser must not guess another encoding.
  return type === 'text/plain' ? 'text/plain; charset=utf-8' : type
}

/**
 * A Content-Disposition that saves the file under its own name: an ASCII fallback in filename
 * for old clients, the whole name (Norwegian letters too) in RFC 5987's filename*.
 */
export function attachmentDisposition(fileName: string): string {
  // Only a name to save under: no folders, no control characters, no quotes.
  const name =
    fileName
      .replace(/^.*[\\/]/, '')
      // eslint-disable-next-line no-control-regex -- control characters are what it removes
      .replace(/[\u0000-\u001f\u007f"]/g, '')
      .trim() || 'dokument'
  const ascii = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/æ/g, 'ae')
    .replace(/Æ/g, 'AE')
    .replace(/ø/g, 'o')
    .replace(/Ø/g, 'O')
    .replace(/[^\x20-\x7e]|[\\%]/g, '_')
  const encoded = encodeURIComponent(name).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  )
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`
}
