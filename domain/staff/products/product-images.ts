import { fileTypeFromBuffer } from 'file-type'
import sharp from 'sharp'
import { IMAGE_WIDTHS } from '../../catalogue/image-urls.ts'

/**
 * A product picture made ready to keep: its type found from its bytes (never from its name),
 * turned upright, stripped of its metadata (a phone photo carries where it was taken) and
 * resized to the largest width the public page serves. The product form and the spreadsheet
 * import both take pictures through here. Server only.
 */

/** The largest picture taken: a phone photo is a few MB, a camera's original seldom over 20. */
export const MAX_IMAGE_BYTES = 20 * 1024 * 1024

/** The kinds of picture taken, as file-type names them. */
const TAKEN = new Set(['jpg', 'png', 'webp', 'gif', 'avif', 'tif'])

/** The widest a kept picture is: the public page's largest size; taller ones keep to twice it. */
const MAX_WIDTH = Math.max(...IMAGE_WIDTHS)
const MAX_HEIGHT = 2 * MAX_WIDTH

/** More pixels than any photo: a small file that unpacks to a huge picture is refused. */
const MAX_INPUT_PIXELS = 100_000_000

export interface PreparedImage {
  data: Buffer
  /** image/jpeg for photographs, image/png for pictures with transparency (media.ts serves both). */
  mimeType: 'image/jpeg' | 'image/png'
  width: number
  height: number
}

/** Why a picture was refused, as an i18n key (staffProducts.validation.*). */
export type ImageProblem =
  | 'staffProducts.validation.imageEmpty'
  | 'staffProducts.validation.imageTooLarge'
  | 'staffProducts.validation.imageType'
  | 'staffProducts.validation.imageUnreadable'

export type ImageResult = { ok: true; image: PreparedImage } | { ok: false; problem: ImageProblem }

const refuse = (problem: ImageProblem): ImageResult => ({ ok: false, problem })

/** Checks and prepares one uploaded picture; the file's name plays no part. */
export async function prepareProductImage(bytes: Uint8Array): Promise<ImageResult> {
  if (!bytes.byteLength) return refuse('staffProducts.validation.imageEmpty')
  if (bytes.byteLength > MAX_IMAGE_BYTES) return refuse('staffProducts.validation.imageTooLarge')
  const found = await fileTypeFromBuffer(bytes)
  if (!found || !TAKEN.has(found.ext)) return refuse('staffProducts.validation.imageType')
  try {
    const source = sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, animated: false })
    const { hasAlpha } = await source.metadata()
    const resized = source.rotate().resize({
      width: MAX_WIDTH,
      height: MAX_HEIGHT,
      fit: 'inside',
      withoutEnlargement: true,
    })
    // Only transparency needs PNG; everything else is kept as the smaller JPEG.
    const encoded = hasAlpha
      ? resized.png({ compressionLevel: 9 })
      : resized.flatten({ background: '#ffffff' }).jpeg({ quality: 85, mozjpeg: true })
    const { data, info } = await encoded.toBuffer({ resolveWithObject: true })
    return {
      ok: true,
      image: {
        data,
        mimeType: hasAlpha ? 'image/png' : 'image/jpeg',
        width: info.width,
        height: info.height,
      },
    }
  } catch {
    // A file that starts like a picture but is broken or cut off.
    return refuse('staffProducts.validation.imageUnreadable')
  }
}
