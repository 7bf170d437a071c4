import type ExcelJS from 'exceljs'

/**
 * ExcelJS, loaded when a spreadsheet is first written or read rather than when the server
 * starts: its code is 8 MB of a server's heap, and most processes never export to XLSX or
 * import a product sheet (docs/performance.md, the index's memory, 7 December 2026).
 */
export async function loadExcelJs(): Promise<typeof ExcelJS> {
  return (await import('exceljs')).default
}
