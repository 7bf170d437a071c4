import { prepareProductImage, type PreparedImage } from '../product-images.ts'
import { MAX_ALT_LENGTH, MAX_IMAGES } from '../product-schema.ts'
import type { ImportProblem } from './import-errors.ts'
import { pictureKey, type PictureFiles } from './import-file.ts'

/**
 * The columns for a row's pictures, besides the product's fields: `bilder`, the picture files'
 * names in the zip sent with the sheet (separated by commas, semicolons or line breaks), and
 * `bildetekster`, each picture's alternative text in the same order (separated by | or line
 * breaks, since a text may hold commas). The first picture is the main one.
 */
export const PICTURE_COLUMNS = ['bilder', 'bildetekster'] as const
export type PictureColumn = (typeof PICTURE_COLUMNS)[number]

/** A row's pictures as its cells name them. */
export interface RowPictures {
  rad: number
  files: string[]
  alts: string[]
}

/** A picture ready to keep with its text. */
export interface ReadyPicture {
  image: PreparedImage
  alt: string
}

const split = (cell: string | undefined, separator: RegExp) =>
  (cell ?? '')
    .split(separator)
    .map((item) => item.trim())
    .filter(Boolean)

/** A row's picture cells, or undefined when it names no picture and no text. */
export function rowPictures(
  rad: number,
  cells: Partial<Record<PictureColumn, string>>,
): RowPictures | undefined {
  const files = split(cells.bilder, /[,;\n]+/)
  const alts = split(cells.bildetekster, /[|\n]+/)
  return files.length || alts.length ? { rad, files, alts } : undefined
}

/** The problems of a row's cells themselves, before any file is looked at. */
function cellProblems({ rad, files, alts }: RowPictures): ImportProblem[] {
  const problem = (kolonne: PictureColumn, key: string, params?: ImportProblem['params']) => [
    { rad, kolonne, key, params },
  ]
  if (files.length > MAX_IMAGES) {
    return problem('bilder', 'staffProducts.import.cell.tooManyPictures', { max: MAX_IMAGES })
  }
  if (alts.length !== files.length) {
    return problem('bildetekster', 'staffProducts.import.cell.pictureTexts', {
      files: files.length,
      texts: alts.length,
    })
  }
  if (alts.some((alt) => alt.length > MAX_ALT_LENGTH)) {
    return problem('bildetekster', 'reports.tooLong', { max: MAX_ALT_LENGTH })
  }
  return []
}

/**
 * Every row's pictures found among the files sent and prepared as the product form prepares an
 * upload (product-images.ts), one after the other; a picture missing from the zip, or one that
 * cannot be used, is a problem of its row's `bilder` cell.
 */
export async function preparePictures(
  rows: RowPictures[],
  files: PictureFiles | undefined,
): Promise<{ ready: Map<number, ReadyPicture[]>; problems: ImportProblem[] }> {
  const ready = new Map<number, ReadyPicture[]>()
  const problems: ImportProblem[] = []
  for (const row of rows) {
    const found = cellProblems(row)
    const pictures: ReadyPicture[] = []
    for (const [index, name] of row.files.entries()) {
      if (found.length) break
      const bytes = files?.get(pictureKey(name))
      const prepared = bytes ? await prepareProductImage(bytes) : undefined
      if (!prepared?.ok) {
        const key = bytes ? 'pictureUnusable' : files ? 'pictureMissing' : 'pictureWithoutZip'
        const params = { name: name.slice(0, 100) }
        found.push({
          rad: row.rad,
          kolonne: 'bilder',
          key: `staffProducts.import.cell.${key}`,
          params,
        })
      } else {
        pictures.push({ image: prepared.image, alt: row.alts[index]! })
      }
    }
    problems.push(...found)
    if (!found.length) ready.set(row.rad, pictures)
  }
  return { ready, problems }
}
