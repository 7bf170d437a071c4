import { once } from 'node:events'
import { PassThrough, Readable, type Writable } from 'node:stream'
import type ExcelJS from 'exceljs'
import { loadExcelJs } from './excel.ts'

export type Cell = string | number | null
export type SpreadsheetFormat = 'xlsx' | 'csv'

export interface Sheet {
  name: string
  headings: string[]
  /** Rows in batches, read one batch at a time as the file is written. */
  rows: AsyncIterable<Cell[][]>
}

export const CONTENT_TYPES: Record<SpreadsheetFormat, string> = {
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  csv: 'text/csv; charset=utf-8',
}

/**
 * Writes sheets as a file stream: XLSX with one worksheet per sheet, or CSV. The CSV is the way
 * Norwegian spreadsheet programs read it without asking: semicolons, and a byte-order mark so
 * that æ, ø and å survive. Either reads the next batch of rows only when the client has taken
 * most of what was written before, and stops reading when the client goes away.
 */
export function spreadsheetStream(format: SpreadsheetFormat, sheets: Sheet[]): Readable {
  // Readable.from holds one chunk (a batch) at a time and reads the next only when it is taken.
  return format === 'csv' ? Readable.from(csvChunks(sheets)) : xlsxStream(sheets)
}

async function* csvChunks(sheets: Sheet[]): AsyncGenerator<string> {
  yield '\uFEFF'
  for (const [index, sheet] of sheets.entries()) {
    if (index > 0) yield '\r\n'
    if (sheets.length > 1) yield `${csvLine([sheet.name])}`
    yield csvLine(sheet.headings)
    for await (const batch of sheet.rows) yield batch.map(csvLine).join('')
  }
}

function csvLine(cells: Cell[]): string {
  return `${cells.map(csvCell).join(';')}\r\n`
}

function csvCell(cell: Cell): string {
  if (cell === null) return ''
  const text = String(cell)
  // A leading =, +, - or @ would make a spreadsheet run the cell as a formula.
  const safe = /^[=+\-@]/.test(text) ? `'${text}` : text
  return /[;"\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe
}

function xlsxStream(sheets: Sheet[]): Readable {
  const output = new PassThrough()
  const write = async () => {
    const { stream } = await loadExcelJs()
    const workbook = new stream.xlsx.WorkbookWriter({ stream: output, useStyles: true })
    for (const sheet of sheets) {
      const worksheet = workbook.addWorksheet(sheet.name.slice(0, 31))
      worksheet.columns = sheet.headings.map((header) => ({ header, width: 20 }))
      worksheet.getRow(1).font = { bold: true }
      worksheet.getRow(1).commit()
      const zipInput = worksheetZipInput(worksheet)
      for await (const batch of sheet.rows) {
        for (const row of batch) worksheet.addRow(row).commit()
        if (!(await roomFor(zipInput, output))) return
      }
      worksheet.commit()
    }
    await workbook.commit()
  }
  write().catch((error: unknown) => output.destroy(error as Error))
  return output
}

/**
 * The stream a worksheet's XML waits in before it is compressed into the file. ExcelJS writes
 * rows into it without heeding its backpressure (exceljs/exceljs#734), so it grows without end
 * while the client reads slowly unless the writer waits for it to drain.
 */
function worksheetZipInput(worksheet: ExcelJS.Worksheet): Writable {
  const input = (worksheet as unknown as { stream?: { pipes?: Writable[] } }).stream?.pipes?.[0]
  if (!input) throw new Error('ExcelJS no longer pipes a worksheet into the zip this way')
  return input
}

/** Waits until the zip has taken most of what it was given; false once the client is gone. */
async function roomFor(zipInput: Writable, output: Readable): Promise<boolean> {
  // write() answers whether the stream has room, the one question every stream version answers
  // alike; an empty chunk adds nothing to the file.
  if (!zipInput.write(Buffer.alloc(0)) && !output.destroyed) {
    const done = new AbortController()
    const signal = done.signal
    await Promise.race([once(zipInput, 'drain', { signal }), once(output, 'close', { signal })])
    done.abort()
  }
  return !output.destroyed
}
