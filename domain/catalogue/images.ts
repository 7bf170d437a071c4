import { and, eq, isNull } from 'drizzle-orm'
import sharp from 'sharp'
import type { Db } from '../../db/connection.ts'
import { bildeVariant, kategori, produkt, produktBilde } from '../../db/schema/index.ts'
import { IMAGE_WIDTHS } from './image-urls.ts'

export type ImageFormat = 'avif' | 'webp' | 'jpeg' | 'png'
export type ImageWidth = (typeof IMAGE_WIDTHS)[number]

export const MIME_TYPES: Record<ImageFormat, string> = {
  avif: 'image/avif',
  webp: 'image/webp',
  jpeg: 'image/jpeg',
  png: 'image/png',
}

/** Without a width asked for, an image is served at this one: large enough for a product page. */
export const DEFAULT_WIDTH: ImageWidth = 1280

/**
 * The best format a browser says it takes: AVIF, then WebP, else JPEG for photographs and PNG
 * for drawings (which keep sharp edges and transparency).
 */
export function chooseFormat(accept: string | undefined, originalMime: string): ImageFormat {
  if (accept?.includes('image/avif')) return 'avif'
  if (accept?.includes('image/webp')) return 'webp'
  return originalMime === 'image/jpeg' ? 'jpeg' : 'png'
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
