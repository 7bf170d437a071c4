import { Readable } from 'node:stream'
import { loadExcelJs } from '../../../spreadsheets/excel.ts'
import { IMPORT_LIMITS } from './import-limits.ts'
import { ImportFileError } from './import-errors.ts'

/** A sheet as read: its headings (row 1) and its rows of cell texts, blank rows left out. */
export interface SheetRows {
  headings: string[]
  /** Each row with its number in the spreadsheet (the headings are row 1). */
  rows: Array<{ rad: number; cells: string[] }>
}

/** An XLSX file is a zip, which begins with these four bytes whatever its name says. */
const ZIP_SIGNATURE = [0x50, 0x4b, 0x03, 0x04]

/** Whether a file is a zip: an XLSX workbook, or a sheet sent in one with its pictures. */
export const isZip = (file: Uint8Array) =>
  ZIP_SIGNATURE.every((byte, index) => file[index] === byte)

/**
 * Reads the first worksheet of an XLSX file, or a CSV file, told apart by their content. Stops
 * one row past the limit, so a huge sheet is refused without being read to its end.
 */
export async function readSheet(file: Uint8Array): Promise<SheetRows> {
  const lines = isZip(file) ? await xlsxLines(file) : csvLines(decodeText(file))
  const [headings = [], ...rest] = lines
  const rows = rest
    .map((cells, index) => ({ rad: index + 2, cells }))
    .filter((row) => row.cells.some((cell) => cell.trim() !== ''))
  if (!headings.some((heading) => heading.trim())) throw new ImportFileError('empty')
  if (!rows.length) throw new ImportFileError('noRows')
  if (rows.length > IMPORT_LIMITS.maxRows) {
    throw new ImportFileError('tooManyRows', { max: IMPORT_LIMITS.maxRows })
  }
  return { headings: headings.map((heading) => heading.trim()), rows }
}

/**
 * Refuses a sheet as soon as it has more rows than the limit (the headings and blank rows
 * counted too, a margin of a few rows), before the rest of it is read.
 */
function refuseBeyondLimit(linesRead: number) {
  if (linesRead > IMPORT_LIMITS.maxRows + 1 + IMPORT_LIMITS.blankRowMargin) {
    throw new ImportFileError('tooManyRows', { max: IMPORT_LIMITS.maxRows })
  }
}

/** The text of a cell as ExcelJS gives it: plain, rich text, a link, or a formula's result. */
function cellText(value: unknown): string {
  if (value === null || value === undefined) return ''
  if (typeof value === 'string') return value
  if (typeof value === 'number' || typeof value === 'boolean') return String(value)
  if (typeof value !== 'object') return ''
  if (value instanceof Date) return value.toISOString().slice(0, 10)
  const cell = value as { richText?: Array<{ text: string }>; text?: unknown; result?: unknown }
  if (cell.richText) return cell.richText.map((part) => part.text).join('')
  if (cell.text !== undefined) return cellText(cell.text)
  return cellText(cell.result)
}

async function xlsxLines(file: Uint8Array): Promise<string[][]> {
  const lines: string[][] = []
  let read = 0
  try {
    const { stream } = await loadExcelJs()
    const reader = new stream.xlsx.WorkbookReader(Readable.from([Buffer.from(file)]), {
      sharedStrings: 'cache',
      worksheets: 'emit',
    })
    for await (const worksheet of reader) {
      for await (const row of worksheet) {
        const values = (row.values as unknown[]).slice(1)
        lines[row.number - 1] = Array.from(values, cellText)
        refuseBeyondLimit(++read)
      }
      break // The first worksheet only: a template's others are notes.
    }
  } catch (error) {
    throw error instanceof ImportFileError ? error : new ImportFileError('unreadable')
  }
  return Array.from(lines, (line) => line ?? [])
}

/** UTF-8 (with or without a byte-order mark), else Windows-1252, as older Excel saves CSV. */
function decodeText(file: Uint8Array): string {
  if (file.includes(0)) throw new ImportFileError('unreadable')
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(file).replace(/^\uFEFF/, '')
  } catch {
    return new TextDecoder('windows-1252').decode(file)
  }
}

/** The separator a CSV file uses: the one of ; , and tab its heading line has most of. */
function separatorOf(text: string): string {
  const heading = text.slice(0, text.search(/\r?\n|$/))
  const counts = [';', ',', '\t'].map((mark) => [mark, heading.split(mark).length] as const)
  return counts.reduce((best, next) => (next[1] > best[1] ? next : best))[0]
}

/** CSV as spreadsheets write it (RFC 4180): quoted cells may hold separators, quotes and lines. */
function csvLines(text: string): string[][] {
  const separator = separatorOf(text)
  const lines: string[][] = []
  let line: string[] = []
  let cell = ''
  let quoted = false
  const endCell = () => {
    line.push(cell)
    cell = ''
  }
  const endLine = () => {
    endCell()
    lines.push(line)
    line = []
    refuseBeyondLimit(lines.length)
  }
  for (let index = 0; index < text.length; index++) {
    const char = text[index]!
    if (quoted) {
      if (char !== '"') cell += char
      else if (text[index + 1] === '"') cell += text[++index]
      else quoted = false
    } else if (char === '"' && cell === '') quoted = true
    else if (char === separator) endCell()
    else if (char === '\n') endLine()
    else if (char !== '\r') cell += char
  }
  if (cell !== '' || line.length) endLine()
  return lines
}
