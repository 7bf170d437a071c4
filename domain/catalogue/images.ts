import { and, eq, isNull } from 'drizzle-orm'
import sharp from 'sharp'
import type { Db } from '../../db/connection.ts'
import { bildeVariant, kategori, produkt, produktBilde } from '../../db/schema/index.ts'
import { IMAGE_WIDTHS } from './image-urls.ts'

type ImageFormat = 'avif' | 'webp' | 'jpeg' | 'png'
export type ImageWidth = (typeof IMAGE_WIDTHS)[number]

const MIME_TYPES: Record<ImageFormat, string> = {
  avif: 'image/avif',
  webp: 'image/webp',
  jpeg: 'image/jpeg',
  png: 'image/png',
}

/** Without a width asked for, an image is served at this one: large enough for a product page. */
export const DEFAULT_WIDTH: ImageWidth = 1280

/**
 * The best format the Accept header allows (RFC 9110 12.5.1): the highest q-value among AVIF,
 * WebP and the original's format (JPEG for photographs, PNG for drawings, which keep sharp edges
 * and transparency); on a tie the smaller file, AVIF before WebP before the original. AVIF and
 * WebP count only where the header names them, since browsers that cannot decode them send
 * wildcards too. q=0 refuses a format; where all three are refused, or the header is missing or
 * says nothing we understand, the original's format is served.
 */
function chooseFormat(accept: string | undefined, originalMime: string): ImageFormat {
  const original = originalMime === 'image/jpeg' ? 'jpeg' : 'png'
  const ranges = parseAccept(accept ?? '')
  const offers: { format: ImageFormat; q: number }[] = [
    { format: 'avif', q: quality(ranges, MIME_TYPES.avif, false) },
    { format: 'webp', q: quality(ranges, MIME_TYPES.webp, false) },
    { format: original, q: ranges.length ? quality(ranges, MIME_TYPES[original], true) : 1 },
  ]
  const best = offers.reduce((chosen, offer) => (offer.q > chosen.q ? offer : chosen))
  return best.q > 0 ? best.format : original
}

interface MediaRange {
  type: string
  subtype: string
  q: number
}

// A qvalue as RFC 9110 spells it: 0 to 1 with at most three decimals.
const QVALUE = /^(0(\.\d{0,3})?|1(\.0{0,3})?)$/

/** The media ranges of an Accept header, lower case; a range with a malformed q is left out. */
function parseAccept(accept: string): MediaRange[] {
  return accept.split(',').flatMap((part) => {
    const [range = '', ...parameters] = part.split(';')
    const [type, subtype, extra] = range.trim().toLowerCase().split('/')
    if (!type || !subtype || extra !== undefined) return []
    const qParameter = parameters
      .map((parameter) => parameter.split('=').map((piece) => piece.trim()))
      .find(([name]) => name?.toLowerCase() === 'q')
    const qText = qParameter?.[1] ?? '1'
    return QVALUE.test(qText) ? [{ type, subtype, q: Number(qText) }] : []
  })
}

/** The q-value of the most specific range that matches a type; 0 where none does. */
function quality(ranges: MediaRange[], mimeType: string, wildcards: boolean): number {
  const [type = '', subtype = ''] = mimeType.split('/')
  let best = { specificity: -1, q: 0 }
  for (const range of ranges) {
    const specificity = matchSpecificity(range, type, subtype, wildcards)
    if (specificity > best.specificity) best = { specificity, q: range.q }
  }
  return best.q
}

/** 2 for the type itself, 1 for type/*, 0 for the full wildcard, -1 for no match. */
function matchSpecificity(range: MediaRange, type: string, subtype: string, wildcards: boolean) {
  if (range.type === type && range.subtype === subtype) return 2
  if (!wildcards || (range.type !== type && range.type !== '*')) return -1
  if (range.subtype !== '*') return -1
  return range.type === '*' ? 0 : 1
}

/**
 * One product image at a served width and format: from the kept variants when it was made
 * before, otherwise resized now (never enlarged) and kept. Undefined when there is no such image
 * or its product has been withdrawn (its kept variants are then never read).
 */
export async function productImage(
  db: Db,
  imageId: number,
  width: ImageWidth,
  accept: string | undefined,
): Promise<{ data: Buffer; mimeType: string } | undefined> {
  const [original] = await db
    .select({ data: produktBilde.data, mimeType: produktBilde.mimeType })
    .from(produktBilde)
    .innerJoin(produkt, eq(produkt.id, produktBilde.produktId))
    .where(and(eq(produktBilde.id, imageId), isNull(produkt.withdrawnAt)))
  if (!original) return undefined
  const format = chooseFormat(accept, original.mimeType)
  const key = and(
    eq(bildeVariant.bildeId, imageId),
    eq(bildeVariant.width, width),
    eq(bildeVariant.format, format),
  )
  const [kept] = await db.select({ data: bildeVariant.data }).from(bildeVariant).where(key)
  if (kept) return { data: kept.data, mimeType: MIME_TYPES[format] }
  const data = await resize(original.data, width, format)
  // Two processes may resize the same image at once; both answers are equal, one row is kept.
  await db
    .insert(bildeVariant)
    .values({ bildeId: imageId, width, format, data })
    .onConflictDoNothing()
  return { data, mimeType: MIME_TYPES[format] }
}

function resize(source: Buffer, width: number, format: ImageFormat): Promise<Buffer> {
  const image = sharp(source, { limitInputPixels: 40_000_000 })
    .rotate()
    .resize({ width, withoutEnlargement: true })
  const encoded = {
    avif: () => image.avif({ quality: 55 }),
    webp: () => image.webp({ quality: 75 }),
    jpeg: () => image.jpeg({ quality: 80, mozjpeg: true }),
    png: () => image.png({ compressionLevel: 9 }),
  }[format]()
  return encoded.toBuffer()
}

/** A level-1 category's pictogram (SVG), plain or active; undefined when it has none. */
export async function categoryPictogram(
  db: Db,
  categoryId: number,
  active: boolean,
): Promise<string | undefined> {
  const [row] = await db
    .select({ svg: active ? kategori.piktogramAktiv : kategori.piktogram })
    .from(kategori)
    .where(eq(kategori.id, categoryId))
  return row?.svg ?? undefined
}
