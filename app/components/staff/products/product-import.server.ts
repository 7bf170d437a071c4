import { data, redirect } from 'react-router'
import type { Services } from '#app-context'
import { importProducts } from '../../../../domain/staff/products/import/import-products.ts'
import {
  ImportFileError,
  ImportRowsError,
} from '../../../../domain/staff/products/import/import-errors.ts'
import { IMPORT_LIMITS } from '../../../../domain/staff/products/import/import-limits.ts'
import { ProductForbiddenError } from '../../../../domain/staff/products/product-rules.ts'
import type { StaffMember } from '../../../../domain/staff/staff-member.ts'
import { readForm } from '../../form/read-form.server.ts'
import { unlessUnavailable } from '../../../unavailable.server.ts'
import { PRODUCTS_PATH } from './product-paths.ts'
import { problemText, t } from './product-texts.ts'

/** One line of the error report: the spreadsheet's row, the column's name, the problem. */
interface ImportReportRow {
  rad: number
  kolonne: string
  melding: string
}

/** What a refused import answers: a problem with the file, or the rows that must be fixed. */
export interface ImportResult {
  fileError?: string
  /** The first problems, at most IMPORT_LIMITS.maxProblemsShown. */
  problems: ImportReportRow[]
  problemCount: number
  rowCount: number
}

const refused = (result: Partial<ImportResult>, status: number) =>
  data<ImportResult>({ problems: [], problemCount: 0, rowCount: 0, ...result }, { status })

/**
 * The import page's post: one file, `fil`, read by the domain as a sheet of products. Every
 * refusal says in Norwegian what is wrong: the file at the field, or each row's cell in a
 * report; a row for an authority this person may not change makes the answer 403.
 */
export async function submitImport(
  services: Services,
  staff: StaffMember,
  request: Request,
  now: Date,
) {
  const file = (await readForm(request)).get('fil')
  if (!(file instanceof File) || file.size === 0) {
    return refused({ fileError: t.import.chooseFile }, 400)
  }
  try {
    const bytes = new Uint8Array(await file.arrayBuffer())
    const result = await unlessUnavailable(
      importProducts(services.db, { actor: staff, now }, { filnavn: file.name, bytes }),
    )
    return redirect(`${PRODUCTS_PATH}?import=${result.importId}&importert=${result.antall}`)
  } catch (error) {
    if (error instanceof ImportFileError) {
      return refused({ fileError: problemText(error.key, error.params) }, 400)
    }
    if (error instanceof ImportRowsError) {
      const problems = error.problems.map((problem) => ({
        rad: problem.rad,
        kolonne: problem.kolonne,
        melding: problemText(problem.key, problem.params),
      }))
      return refused(
        {
          problems: problems.slice(0, IMPORT_LIMITS.maxProblemsShown),
          problemCount: problems.length,
          rowCount: new Set(problems.map((problem) => problem.rad)).size,
        },
        error.forbidden ? 403 : 400,
      )
    }
    if (error instanceof ProductForbiddenError) throw data(null, { status: 403 })
    throw error
  }
}
