import { buffer } from 'node:stream/consumers'
import type { createReportCatalogue } from './report-fixture.ts'
import { IMPORT_COLUMNS } from '../../domain/staff/products/import/import-columns.ts'
import {
  PICTURE_COLUMNS,
  type PictureColumn,
} from '../../domain/staff/products/import/import-pictures.ts'
import type { ProductField } from '../../domain/staff/products/product-schema.ts'
import {
  spreadsheetStream,
  type Cell,
  type SpreadsheetFormat,
} from '../../domain/spreadsheets/spreadsheets.ts'

/** A row of an import sheet: the product's fields, and its pictures' file names and texts. */
export type ImportRow = Partial<Record<ProductField | PictureColumn, Cell>>

/** The ids a sheet's rows name: one authority's products, one hazard, one measure. */
export interface SheetIds {
  authority: number
  risk: number
  category: number
  measure: number
}

/** The ids an import sheet names, from the small catalogue of the report fixture. */
export const sheetIdsOf = ({
  authorities,
  risks,
  categories,
  measures,
}: Awaited<ReturnType<typeof createReportCatalogue>>): SheetIds => ({
  authority: authorities.dsb.id,
  risk: risks.fire.id,
  category: categories.toys.id,
  measure: measures.recall.id,
})

/**
 * `count` whole products as import rows, each with a name of its own (`{word} {n}`) and a
 * description with `word` in it, so that search can find them all by one word.
 */
export function productRows(count: number, ids: SheetIds, word = 'Importlykt'): ImportRow[] {
  return Array.from({ length: count }, (_, index) => ({
    navn: `${word} ${index + 1}`,
    kjennetegn: `Modell IL-${index + 1}`,
    beskrivelse: `Batteridrevet ${word.toLowerCase()} for hage og terrasse.`,
    hvorforFarlig: 'Batteriet kan bli varmt og ta fyr.',
    forbrukerAksjon: 'Ta ut batteriet og lever lykten tilbake til butikken.',
    fareList: `${ids.risk}:${ids.category}`,
    tiltak: String(ids.measure),
    myndighet: ids.authority,
    eanNr: '4006381333931',
    batchSerieNr: `LOT ${index + 1}, LOT ${index + 2}`,
    proff: 'nei',
    utland: index % 2 ? 'ja' : 'nei',
    meldingFraLand: index % 2 ? 'SE' : null,
  }))
}

/**
 * The rows as a spreadsheet file with the import's columns, written as an export writes; with
 * `pictures`, the picture columns too.
 */
export async function sheetFile(
  rows: ImportRow[],
  format: SpreadsheetFormat = 'xlsx',
  { pictures = false } = {},
) {
  const columns = [...IMPORT_COLUMNS, ...(pictures ? PICTURE_COLUMNS : [])]
  const cells = rows.map((row) => columns.map((column) => row[column] ?? null))
  const rowBatches = async function* () {
    yield cells
  }
  const stream = spreadsheetStream(format, [
    { name: 'Produkter', headings: columns, rows: rowBatches() },
  ])
  return new Uint8Array(await buffer(stream))
}

/**
 * Spoils five rows (of at least 500), each in one cell and each in a different way: a missing
 * name, a hazard not written as risk:category, an EAN with a wrong check digit, an unknown
 * measure, a yes-or-no that is neither. Answers the spreadsheet row numbers spoiled.
 */
export function spoilFiveRows(rows: ImportRow[]): number[] {
  const spoiled: Array<[number, ImportRow]> = [
    [3, { navn: '' }],
    [99, { fareList: 'brann i leker' }],
    [250, { eanNr: '4006381333932' }],
    [401, { tiltak: '999999' }],
    [rows.length - 1, { proff: 'kanskje' }],
  ]
  for (const [index, change] of spoiled) rows[index] = { ...rows[index], ...change }
  // The headings are row 1, so the first product is row 2.
  return spoiled.map(([index]) => index + 2)
}
