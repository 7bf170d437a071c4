import { randomBytes } from 'node:crypto'
import { setImmediate as nextTurn } from 'node:timers/promises'
import ExcelJS from 'exceljs'
import { describe, expect, it } from 'vitest'
import { spreadsheetStream, type Cell, type SpreadsheetFormat } from './spreadsheets.ts'

const BATCHES = 40
const ROWS_PER_BATCH = 100
/** How many batches a file may read ahead of its client: what its buffers hold, about 1 MB. */
const MOST_AHEAD = 6

/**
 * Rows that barely compress (random text, about 150 kB a batch and 6 MB in all), counting how
 * many batches the file has asked for, the way an export reads them from the database.
 */
function countedRows() {
  const source = { batchesRead: 0, closed: false }
  async function* rows(): AsyncGenerator<Cell[][]> {
    try {
      for (let batch = 0; batch < BATCHES; batch++) {
        source.batchesRead++
        yield Array.from({ length: ROWS_PER_BATCH }, (_, row) => [
          batch * ROWS_PER_BATCH + row + 1,
          randomBytes(1125).toString('base64'),
        ])
      }
    } finally {
      source.closed = true
    }
  }
  return { source, rows: rows() }
}

function exportOf(format: SpreadsheetFormat) {
  const { source, rows } = countedRows()
  const stream = spreadsheetStream(format, [{ name: 'Produkter', headings: ['Id', 'Tekst'], rows }])
  return { source, stream }
}

describe.each(['xlsx', 'csv'] as const)('a %s export', (format) => {
  it('reads rows only as fast as the client takes the file', async () => {
    const { source, stream } = exportOf(format)
    const chunks: Buffer[] = []
    const readAhead: { batchesRead: number; bytesTaken: number }[] = []
    let bytesTaken = 0
    for await (const chunk of stream) {
      readAhead.push({ batchesRead: source.batchesRead, bytesTaken })
      chunks.push(Buffer.from(chunk))
      bytesTaken += chunks.at(-1)!.length
      // A slow client: the file has every chance to run ahead of it between two reads.
      await nextTurn()
    }
    const file = Buffer.concat(chunks)
    expect(await rowCount(format, file)).toBe(BATCHES * ROWS_PER_BATCH)
    // Before the client has taken a byte, the file has read only the first few batches, and it
    // never gets further ahead of what the client took than that: never the whole export.
    expect(readAhead[0]!.batchesRead).toBeLessThanOrEqual(MOST_AHEAD)
    const bytesPerBatch = file.length / BATCHES
    for (const { batchesRead, bytesTaken } of readAhead) {
      expect(batchesRead - bytesTaken / bytesPerBatch).toBeLessThanOrEqual(MOST_AHEAD)
    }
  })

  it('stops reading rows when the client goes away', async () => {
    const { source, stream } = exportOf(format)
    // The client takes the start of the file, rows included, then closes the connection.
    for await (const _chunk of stream) if (source.batchesRead > 0) break
    while (!source.closed) await nextTurn()
    expect(source.batchesRead).toBeLessThanOrEqual(MOST_AHEAD)
  })
})

async function rowCount(format: SpreadsheetFormat, file: Buffer): Promise<number> {
  if (format === 'csv') return file.toString('utf8').split('\r\n').length - 2
  const workbook = new ExcelJS.Workbook()
  await workbook.xlsx.load(file as unknown as ArrayBuffer)
  return workbook.worksheets[0]!.rowCount - 1
}
