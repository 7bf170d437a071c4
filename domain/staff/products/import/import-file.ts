import { formatBytes } from '../../../reports/attachment-rules.ts'
import { ImportFileError } from './import-errors.ts'
import { IMPORT_LIMITS } from './import-limits.ts'
import { isZip, readSheet, type SheetRows } from './read-sheet.ts'
import { readZip } from './read-zip.ts'

/** Pictures sent with a sheet, by their file name without folders, in lower case. */
export type PictureFiles = ReadonlyMap<string, Buffer>

/** An import as sent: the sheet's rows, and the pictures when it came in a zip with them. */
export interface ImportFile {
  sheet: SheetRows
  pictures: PictureFiles | undefined
}

/** The name a picture is looked up by: without folders, in lower case, as people type it. */
export const pictureKey = (name: string) =>
  name
    .replace(/^.*[\\/]/, '')
    .trim()
    .toLowerCase()

/** Files a zip made on a Mac or by Windows carries besides those put in it. */
const packingLeftover = (path: string) =>
  path.startsWith('__MACOSX/') ||
  pictureKey(path).startsWith('._') ||
  pictureKey(path) === 'thumbs.db'

const tooLarge = (max: number) => new ImportFileError('tooLarge', { max: formatBytes(max) })

/**
 * Reads an import: an XLSX or CSV sheet, or a zip holding one such sheet and the pictures its
 * `bilder` column names. Told apart by content: an XLSX file is a zip with the parts every
 * workbook has. Sizes are checked before anything is read or unpacked.
 */
export async function readImportFile(bytes: Uint8Array): Promise<ImportFile> {
  const zipped = isZip(bytes)
  if (bytes.length > (zipped ? IMPORT_LIMITS.maxZipBytes : IMPORT_LIMITS.maxBytes)) {
    throw tooLarge(zipped ? IMPORT_LIMITS.maxZipBytes : IMPORT_LIMITS.maxBytes)
  }
  if (!zipped) return { sheet: await readSheet(bytes), pictures: undefined }
  const files = await readZip(bytes)
  if (files.has('[Content_Types].xml')) {
    if (bytes.length > IMPORT_LIMITS.maxBytes) throw tooLarge(IMPORT_LIMITS.maxBytes)
    return { sheet: await readSheet(bytes), pictures: undefined }
  }
  const kept = [...files].filter(([path]) => !packingLeftover(path))
  const sheets = kept.filter(([path]) => /\.(xlsx|csv)$/i.test(path))
  if (sheets.length !== 1) throw new ImportFileError('zipSheet')
  const [sheetPath, sheetBytes] = sheets[0]!
  if (sheetBytes.length > IMPORT_LIMITS.maxBytes) throw tooLarge(IMPORT_LIMITS.maxBytes)
  const pictures = new Map<string, Buffer>()
  for (const [path, data] of kept) {
    if (path === sheetPath) continue
    if (pictures.has(pictureKey(path))) {
      throw new ImportFileError('zipTwiceName', { name: pictureKey(path).slice(0, 100) })
    }
    pictures.set(pictureKey(path), data)
  }
  return { sheet: await readSheet(sheetBytes), pictures }
}
