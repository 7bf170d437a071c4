import { mayEditProductOf, type Actor } from '../../roles.ts'
import type { StoredFields } from '../changed-fields.ts'
import { productSchema } from '../product-schema.ts'
import { sortedLists } from '../product-store.ts'
import { referenceProblems, type KnownReferences } from '../references.ts'
import { IMPORT_COLUMNS, NEEDED_COLUMNS, rowInput } from './import-columns.ts'
import { ImportFileError, type ImportProblem } from './import-errors.ts'
import { PICTURE_COLUMNS, rowPictures, type RowPictures } from './import-pictures.ts'
import type { SheetRows } from './read-sheet.ts'

/** A row that passed the product schema, as a draft stores it. */
export interface CheckedRow {
  rad: number
  fields: StoredFields
}

/** Every column a sheet may have: the product's fields, then its pictures. */
const SHEET_COLUMNS = [...IMPORT_COLUMNS, ...PICTURE_COLUMNS]
type SheetColumn = (typeof SHEET_COLUMNS)[number]

/** Which column of the sheet holds each field; unknown or missing columns refuse the file. */
function columnsOf(headings: string[]): Map<SheetColumn, number> {
  const columns = new Map<SheetColumn, number>()
  headings.forEach((heading, index) => {
    if (heading === '') return
    const field = SHEET_COLUMNS.find((name) => name === heading)
    if (!field) throw new ImportFileError('unknownColumn', { column: heading.slice(0, 60) })
    if (columns.has(field)) throw new ImportFileError('twiceColumn', { column: field })
    columns.set(field, index)
  })
  const missing = NEEDED_COLUMNS.filter((field) => !columns.has(field))
  if (missing.length) throw new ImportFileError('missingColumns', { columns: missing.join(', ') })
  return columns
}

/**
 * Each row through the product form's own schema: its cells in their documented format, then
 * every field as the form checks it. Answers the rows that passed and the problems of the rest.
 */
export function parseRows(sheet: SheetRows): {
  rows: CheckedRow[]
  pictures: RowPictures[]
  problems: ImportProblem[]
} {
  const columns = columnsOf(sheet.headings)
  const rows: CheckedRow[] = []
  const pictures: RowPictures[] = []
  const problems: ImportProblem[] = []
  for (const { rad, cells } of sheet.rows) {
    const { bilder, bildetekster, ...named } = Object.fromEntries(
      [...columns].map(([field, index]) => [field, cells[index] ?? '']),
    ) as Partial<Record<SheetColumn, string>>
    const rowPicturesNamed = rowPictures(rad, { bilder, bildetekster })
    if (rowPicturesNamed) pictures.push(rowPicturesNamed)
    const { input, problems: cellProblems } = rowInput(rad, named)
    const parsed = productSchema.safeParse(input)
    problems.push(...cellProblems)
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const params = (issue as { params?: Record<string, string | number> }).params
        problems.push({ rad, kolonne: String(issue.path[0] ?? ''), key: issue.message, params })
      }
    } else if (!cellProblems.length) {
      const { versjon: _versjon, ...fields } = parsed.data
      rows.push({ rad, fields: sortedLists(fields) })
    }
  }
  return { rows, pictures, problems }
}

/**
 * The problems of rows that passed the schema: ids the reference lists do not hold, and an
 * authority this person may not import for (`forbidden`).
 */
export function checkRows(
  actor: Actor,
  known: KnownReferences,
  rows: CheckedRow[],
): Array<ImportProblem & { forbidden?: true }> {
  return rows.flatMap(({ rad, fields }) => {
    const found: Array<ImportProblem & { forbidden?: true }> = Object.entries(
      referenceProblems(known, fields),
    ).map(([name, key]) => ({ rad, kolonne: name.split('.')[0]!, key }))
    if (!found.length && !mayEditProductOf(actor, fields.myndighet)) {
      found.push({
        rad,
        kolonne: 'myndighet',
        key: 'staffProducts.import.cell.otherAuthority',
        forbidden: true,
      })
    }
    return found
  })
}

/** One problem per cell, the first, in the sheet's order of rows and columns. */
export function firstPerCell(problems: ImportProblem[]): ImportProblem[] {
  const seen = new Set<string>()
  const order = (column: string) => SHEET_COLUMNS.indexOf(column as SheetColumn)
  return problems
    .filter((problem) => {
      const cell = `${problem.rad}:${problem.kolonne}`
      return seen.has(cell) ? false : (seen.add(cell), true)
    })
    .sort((a, b) => a.rad - b.rad || order(a.kolonne) - order(b.kolonne))
}
