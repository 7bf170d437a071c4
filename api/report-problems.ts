import { nb } from '../i18n/nb.ts'
import { translateKey } from '../i18n/translate.ts'
import { ReportRejected } from '../domain/reports/report-rejected.ts'
import { HttpProblem } from './errors.ts'

/**
 * Runs `work`, turning a report's refusal into a 400 in the error shape with its Norwegian text.
 * The type is not one the web translates into a general text (as it does BAD_REQUEST), so the
 * sender reads what is wrong.
 */
export async function withReportRefusals<T>(
  type: 'INVALID_REPORT' | 'INVALID_ATTACHMENT',
  work: () => Promise<T>,
): Promise<T> {
  try {
    return await work()
  } catch (error) {
    if (!(error instanceof ReportRejected)) throw error
    const values = { name: error.field, ...error.values }
    const message = translateKey(nb, error.key, values) ?? nb.errors.BAD_REQUEST
    throw new HttpProblem(400, type, message)
  }
}
