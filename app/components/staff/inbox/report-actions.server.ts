import { data, redirect, type RouterContextProvider } from 'react-router'
import type { z } from 'zod'
import { servicesContext } from '#app-context'
import {
  ReportForbiddenError,
  ReportNotFoundError,
  type ReportRef,
} from '../../../../domain/staff/inbox/inbox-access.ts'
import {
  addReportNote,
  linkReportToProduct,
  ReportWorkRefusedError,
  rerouteReport,
  setReportStatus,
} from '../../../../domain/staff/inbox/work-report.ts'
import {
  linkProductFormSchema,
  noteFormSchema,
  rerouteFormSchema,
  statusFormSchema,
} from '../../../../domain/staff/inbox/work-schemas.ts'
import { draftFromReport } from '../../../../domain/staff/inbox/draft-from-report.ts'
import { unknownButton } from '../../form/form-answer.ts'
import { fieldErrors, formObject } from '../../form/form-values.ts'
import { signedInStaff } from '../staff-area.server.ts'
import { staffClockContext } from '../staff-context.ts'
import { productPath } from '../products/product-paths.ts'
import { reportPath } from './inbox-paths.ts'

/** What a refused form answers: which form, its errors by field, and what was typed. */
export interface WorkRefused {
  intent: string
  errors: Record<string, string>
  values: Record<string, string>
}

/** The report a page's address names, or 404 for an address that names none. */
export function reportRef(params: { kind?: string; id?: string }): ReportRef {
  const id = Number(params.id)
  const kind = params.kind
  if (
    (kind !== 'observasjon' && kind !== 'bekymring' && kind !== 'meldeplikt') ||
    !/^\d{1,9}$/.test(params.id ?? '') ||
    id < 1
  ) {
    throw data(null, { status: 404 })
  }
  return { kind, id }
}

/** The domain's refusals as the staff area answers them: 403, 404. */
export async function refusalsAsStatus<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work()
  } catch (error) {
    if (error instanceof ReportForbiddenError) throw data(null, { status: 403 })
    if (error instanceof ReportNotFoundError) throw data(null, { status: 404 })
    throw error
  }
}

/** Each form of the detail page: its schema and the domain function that does the work. */
const FORMS = {
  status: { schema: statusFormSchema, work: setReportStatus },
  notat: { schema: noteFormSchema, work: addReportNote },
  omruting: { schema: rerouteFormSchema, work: rerouteReport },
  produkt: { schema: linkProductFormSchema, work: linkReportToProduct },
} as const

type Intent = keyof typeof FORMS

/**
 * The detail page's forms, told apart by `intent`. A form that passes is done and the page is
 * shown again (post, redirect, get) saying what was done; one that fails answers 400 with the
 * errors at its fields. Who may is the domain's rule.
 */
export async function workOnReport(
  context: Readonly<RouterContextProvider>,
  ref: ReportRef,
  form: FormData,
) {
  const actor = signedInStaff(context)
  const { db } = context.get(servicesContext)
  const values = formObject(form)
  if (values.myndighet === '') delete values.myndighet
  const intent = values.intent ?? ''
  const now = context.get(staffClockContext)()
  if (intent === 'lag-produkt' && ref.kind === 'meldeplikt') {
    const inbox = Number(values.myndighet) || undefined
    const draftId = await refusalsAsStatus(() => draftFromReport(db, actor, ref.id, inbox, now))
    return redirect(productPath({ kind: 'draft', id: draftId }), 303)
  }
  if (!Object.hasOwn(FORMS, intent)) throw unknownButton()
  const { schema, work } = FORMS[intent as Intent]
  const parsed = (schema as z.ZodType).safeParse(values)
  const refused = (errors: Record<string, string>) =>
    data<WorkRefused>({ intent, errors, values }, { status: 400 })
  if (!parsed.success) return refused(fieldErrors(parsed.error))
  return refusalsAsStatus(async () => {
    try {
      await (work as (...args: unknown[]) => Promise<void>)(db, actor, ref, parsed.data, now)
    } catch (error) {
      if (error instanceof ReportWorkRefusedError) return refused({ [error.field]: error.reason })
      throw error
    }
    return redirect(`${reportPath(ref)}?lagret=${intent}`, 303)
  })
}
