import { createContext, useContext, type ReactNode } from 'react'
import type { Messages } from '../../../i18n/nb.ts'
import { translateKey } from '../../../i18n/translate.ts'
import { CAPTCHA_TARGET } from '../form/captcha-field.tsx'
import { useMessages } from '../messages/use-messages.ts'
import { rowCount, type ReportErrors } from './report-values.ts'

/** What every field of a report form reads: its first value and its problem, by form name. */
interface ReportFormState {
  values: Record<string, string[]>
  errors: ReportErrors
  /** JavaScript runs: the form goes a step at a time, and fields may change as they are used. */
  enhanced?: boolean
}

const ReportFormContext = createContext<ReportFormState>({ values: {}, errors: {} })

export function ReportFormStateProvider(props: ReportFormState & { children: ReactNode }) {
  const { children, ...state } = props
  return <ReportFormContext value={state}>{children}</ReportFormContext>
}

/**
 * Whether JavaScript runs in the form. A part that shows or hides itself as the sender answers
 * must show everything until then: without JavaScript it never changes.
 */
export function useFormEnhanced(): boolean {
  return useContext(ReportFormContext).enhanced ?? false
}

/**
 * The id a field's input has, which its label and the error summary point at; with an option's
 * value, the id of that option's radio button or checkbox. An id may hold no whitespace, and
 * option values are text ("Varig skade"): whitespace and `%` are percent-encoded, one to one, so
 * two values never share an id.
 */
export function fieldId(name: string, optionValue?: string) {
  const id = `felt-${idPart(name.replaceAll('.', '-'))}`
  return optionValue === undefined ? id : `${id}-${idPart(optionValue)}`
}

const idPart = (text: string) =>
  text.replace(/[\s%]/g, (character) => encodeURIComponent(character))

/** One field's id, label, starting value(s) and error text. */
export function useReportField(name: string) {
  const t = useMessages()
  const { values, errors } = useContext(ReportFormContext)
  const problem = errors[name]
  return {
    id: fieldId(name),
    name,
    label: labelOf(t, name),
    value: values[name]?.[0],
    values: values[name] ?? [],
    error: problem ? (translateKey(t, problem.key, problem.params) ?? problem.key) : undefined,
  }
}

/** The form's errors for its summary, each named by its field's label and linking to it. */
export function errorSummaryItems(t: Messages, errors: ReportErrors) {
  return Object.entries(errors).map(([name, problem]) => {
    const text = translateKey(t, problem.key, problem.params) ?? problem.key
    // Not a field's: the captcha, or the whole form (sent too often), beside the send button.
    if (name === 'captcha' || name === 'form') return { target: CAPTCHA_TARGET, text }
    return { target: fieldId(name), text: `${labelOf(t, name)}: ${text}` }
  })
}

function labelOf(t: Messages, name: string) {
  const field = name.split('.').pop()!
  return (t.reports.fields as Record<string, string>)[field] ?? field
}

/** The rows a repeatable group starts with: as many as the values hold, at least `minimum`. */
export function useGroupRows(group: string, minimum: number) {
  const { values } = useContext(ReportFormContext)
  return Math.max(minimum, rowCount(values, group))
}
