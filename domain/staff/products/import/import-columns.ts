import { PRODUCT_FIELDS, type ProductField } from '../product-schema.ts'
import type { ImportProblem } from './import-errors.ts'

/** Pictures and documents are uploads of the staff form, named by their ids: no cell holds them. */
const UPLOAD_FIELDS = ['bilder', 'hovedbilde', 'dokumenter'] as const
export type ImportColumn = Exclude<ProductField, (typeof UPLOAD_FIELDS)[number]>

/**
 * The columns of an import sheet: the API's product fields (spec section 7), in the form's
 * order, named exactly as the API names them. A column for image files (named in a zip sent
 * with the sheet) would be one more here, read after the row has passed the product schema.
 */
export const IMPORT_COLUMNS: readonly ImportColumn[] = PRODUCT_FIELDS.filter(
  (field): field is ImportColumn => !(UPLOAD_FIELDS as readonly string[]).includes(field),
)

/** The columns a sheet must have: without them no row could be a whole product. */
export const NEEDED_COLUMNS: readonly ImportColumn[] = [
  'navn',
  'kjennetegn',
  'beskrivelse',
  'hvorforFarlig',
  'forbrukerAksjon',
  'fareList',
  'myndighet',
]

/** Items in a list cell: separated by commas, semicolons or line breaks. */
const ITEM_SEPARATOR = /[,;\n]+/

const items = (cell: string) =>
  cell
    .split(ITEM_SEPARATOR)
    .map((item) => item.trim())
    .filter(Boolean)

/** Yes and no as people write them in a sheet; a blank cell is no. */
const YES = new Set(['ja', 'j', 'x', 'true', '1', 'yes'])
const NO = new Set(['nei', 'n', 'false', '0', 'no', ''])

/**
 * One row's cells as the product schema takes a form's fields, with the problems of cells that
 * are not in their documented format (docs/operations.md, "Flytte inn produkter"):
 * `fareList` is pairs of risk and category ids, `risikoId:kategoriId` (`3:12, 5:40`);
 * `tiltak` measure ids (`1, 4`); `proff` and `utland` ja or nei; every other cell as typed.
 */
export function rowInput(
  rad: number,
  cells: Partial<Record<ImportColumn, string>>,
): { input: Record<string, unknown>; problems: ImportProblem[] } {
  const problems: ImportProblem[] = []
  const problem = (kolonne: ImportColumn, key: string) =>
    problems.push({ rad, kolonne, key: `staffProducts.import.cell.${key}` })
  const input: Record<string, unknown> = { ...cells }
  input.fareList = items(cells.fareList ?? '').map((pair) => {
    const match = /^(\d+)\s*:\s*(\d+)$/.exec(pair)
    if (!match) problem('fareList', 'hazardFormat')
    return { risikoId: match?.[1] ?? '', produktKategoriId: match?.[2] ?? '' }
  })
  input.tiltak = items(cells.tiltak ?? '')
  for (const flag of ['proff', 'utland'] as const) {
    const value = (cells[flag] ?? '').trim().toLowerCase()
    if (!YES.has(value) && !NO.has(value)) problem(flag, 'yesNo')
    input[flag] = YES.has(value)
  }
  return { input, problems }
}
