import type { RouterContextProvider } from 'react-router'
import { formPostContext, servicesContext, type Services } from '#app-context'
import { verifyCaptcha } from '../../../domain/captcha/captcha.ts'
import { verifyQuestion } from '../../../domain/captcha/question-captcha.ts'
import { ATTACHMENT_LIMITS } from '../../../domain/reports/attachment-rules.ts'
import { concernServerSchema } from '../../../domain/reports/concern-server-schema.ts'
import { ReportRejected } from '../../../domain/reports/report-rejected.ts'
import type { DbOrTransaction } from '../../../domain/reports/save-report.ts'
import { saveConcern } from '../../../domain/reports/save-concern.ts'
import { saveDutyToReport } from '../../../domain/reports/save-duty-to-report.ts'
import { saveObservation } from '../../../domain/reports/save-observation.ts'
import { formAnswer } from '../form/form-answer.ts'
import { formFields } from '../form/form-values.ts'
import { withStreamedForm, type StreamedForm } from '../form/streamed-form.server.ts'
import { nb } from '../../../i18n/nb.ts'
import { CAPTCHA_FIELD } from '../search/captcha-widget.tsx'
import {
  ATTACHMENT_FIELD,
  QUESTION_ANSWER_FIELD,
  QUESTION_TOKEN_FIELD,
  REPORT_FORMS,
  type ReportKind,
} from './report-kinds.ts'
import { checkFiles, saveFiles } from './report-files.server.ts'
import { changeRows, checkReport, reportFromForm, type ReportErrors } from './report-values.ts'
import { unlessUnavailable } from '../../unavailable.server.ts'

/** What a report form's action answers: the reference, or what failed and what was typed. */
export type ReportFormResult =
  | { ok: true; reference: string }
  | {
      ok: false
      errors: ReportErrors
      values: Record<string, string[]>
      /** Refused for posting too often: the page answers 429 with this as Retry-After. */
      retryAfterSeconds?: number
    }

const options = { texts: nb.reports }

/** The browser's schemas, but the concern's postal codes are also looked up in the register. */
const SERVER_SCHEMAS = {
  observasjon: REPORT_FORMS.observasjon.schema,
  bekymring: concernServerSchema,
  meldeplikt: REPORT_FORMS.meldeplikt.schema,
}

/**
 * A report form posted as a whole, without JavaScript: the same schema, captcha and domain code
 * as the API, files included. Every check that can fail is made before anything is saved: the
 * fields, then each file by its name, size and bytes (on disk, where they were streamed to),
 * then the captcha (last, so a typing mistake does not spend it). Then the report is saved with
 * its routing and e-mails, its files added, and its authority e-mail released.
 */
async function submitReportForm(
  services: Services,
  kind: ReportKind,
  form: StreamedForm,
): Promise<ReportFormResult> {
  const entries = formFields(form.fields)
  const values = Object.fromEntries(
    Object.entries(entries).filter(([name]) => !SECRET_FIELDS.includes(name)),
  )
  const { shape } = REPORT_FORMS[kind]
  const schema = SERVER_SCHEMAS[kind]
  const changed = changeRows(values, 'groups' in shape ? shape.groups : [])
  if (changed) return { ok: false, errors: {}, values: changed }
  const checked = checkReport(schema, reportFromForm(values, shape))
  const files = await checkFiles(form.files)
  const errors: ReportErrors = {
    ...(checked.ok ? {} : checked.errors),
    ...(files.ok ? {} : { [ATTACHMENT_FIELD]: files.problem }),
  }
  if (!checked.ok || !files.ok) return { ok: false, errors, values }
  if (!(await captchaPassed(services, entries))) {
    return { ok: false, errors: { captcha: { key: 'captcha.required' } }, values }
  }
  try {
    // The report and its files are kept together or not at all: a crash or a refused file
    // between them leaves nothing, and no e-mail goes out for a report that is not whole.
    const reference = await services.db.transaction(async (tx) => {
      const saved = await save(tx, kind, checked.data)
      if (kind !== 'observasjon') await saveFiles(tx, { kind, reference: saved }, files.files)
      return saved
    })
    services.mail?.wake()
    return { ok: true, reference }
  } catch (error) {
    if (!(error instanceof ReportRejected)) throw error
    return {
      ok: false,
      errors: { [error.field]: { key: error.key, params: error.values } },
      values,
    }
  }
}

const SECRET_FIELDS = [CAPTCHA_FIELD, QUESTION_TOKEN_FIELD, QUESTION_ANSWER_FIELD]

/**
 * Saves the report in the caller's transaction. Its files come in the same transaction, so its
 * e-mails need not wait for any (`filesToFollow: 0`).
 * `data` passed the schema of `kind` (TypeScript cannot follow that through the lookup).
 */
async function save(tx: DbOrTransaction, kind: ReportKind, data: unknown): Promise<string> {
  if (kind === 'observasjon') return (await saveObservation(tx, data as never, options)).id
  const whole = { ...options, filesToFollow: 0 }
  const saved =
    kind === 'bekymring'
      ? await saveConcern(tx, data as never, whole)
      : await saveDutyToReport(tx, data as never, whole)
  return saved.referanse
}

/** The ALTCHA solution when the page had JavaScript, else the answer to the question. */
async function captchaPassed(services: Services, entries: Record<string, string[]>) {
  const solution = entries[CAPTCHA_FIELD]?.[0]
  const verdict = solution
    ? await verifyCaptcha(services.db, services.captcha, solution)
    : await verifyQuestion(
        services.db,
        services.captcha,
        entries[QUESTION_TOKEN_FIELD]?.[0],
        entries[QUESTION_ANSWER_FIELD]?.[0],
      )
  return verdict.ok
}

/** A report page's action: the whole form posted without JavaScript, answered 200, 400 or 429. */
export async function reportPageAction(
  kind: ReportKind,
  { request, context }: { request: Request; context: Readonly<RouterContextProvider> },
) {
  const counted = context.get(formPostContext)
  if (!counted.ok) return formAnswer(tooManyPosts(counted.retryAfterSeconds))
  const services = context.get(servicesContext)
  const result = await withStreamedForm(request, fileFieldOf(kind), (form) =>
    unlessUnavailable(submitReportForm(services, kind, form)),
  )
  return formAnswer(result)
}

/**
 * The field a report's files come in, if it takes any. One file more than a report may have is
 * kept: if the checks reach it, it is refused (too many), so none after it is ever looked at.
 */
function fileFieldOf(kind: ReportKind) {
  if (!REPORT_FORMS[kind].attachments) return undefined
  return { name: ATTACHMENT_FIELD, maxFiles: ATTACHMENT_LIMITS.maxFiles + 1 }
}

/**
 * A post refused for coming too often, before its body was read (page-form-posts.ts), so what
 * was typed is not here to show again: the text says how long to wait and where to find it.
 */
function tooManyPosts(retryAfterSeconds: number): ReportFormResult {
  const problem = { key: 'reports.tooManyPagePosts', params: { seconds: retryAfterSeconds } }
  return { ok: false, errors: { form: problem }, values: {}, retryAfterSeconds }
}
