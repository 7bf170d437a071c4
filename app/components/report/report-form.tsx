import { Button, Heading, Paragraph } from '@digdir/designsystemet-react'
import { useEffect, useRef, useState, type FormEvent } from 'react'
import { Form } from 'react-router'
import { format } from '../../../i18n/format.ts'
import { useMessages } from '../messages/use-messages.ts'
import { FormErrorSummary } from '../form/form-error-summary.tsx'
import { formFields } from '../form/form-values.ts'
import { CAPTCHA_FIELD } from '../search/captcha-widget.tsx'
import { AttachmentsProvider } from './attachment-picker.tsx'
import { CaptchaArea } from './captcha-area.tsx'
import { unknownPostalCodes } from './postal-lookup.ts'
import type { QuestionView } from './question-field.tsx'
import { readDraft, writeDraft } from './report-draft.ts'
import { errorSummaryItems, ReportFormStateProvider } from './report-form-state.tsx'
import { REPORT_FORMS, type ReportKind } from './report-kinds.ts'
import { ReportReceipt } from './report-receipt.tsx'
import { summarize, type SummaryLine } from './report-summary.ts'
import { inFields, stepOf, stillWrong, type ReportStep } from './report-steps.ts'
import { StepProgress } from './step-progress.tsx'
import { checkReport, reportFromForm, type ReportErrors } from './report-values.ts'
import type { ReportFormResult } from './submit-report.server.ts'
import { useSendReport } from './use-send-report.ts'
import './report.css'

interface ReportFormProps {
  kind: ReportKind
  steps: ReportStep[]
  /** What the page's action answered to a post without JavaScript. */
  result: ReportFormResult | undefined
  question: QuestionView
  /** Values to start from when there is no draft, such as the product in the address. */
  preset?: Record<string, string[]>
}

/**
 * A report form. Without JavaScript it is one page with every part, posted whole to the page's
 * action, files and all. With JavaScript it goes a step at a time (each checked with the
 * report's schema before the next), ends with a summary to check, keeps a draft in session
 * storage, sends the report to the API and then its files, each with its own progress.
 */
export function ReportForm({ kind, steps, result, question, preset }: ReportFormProps) {
  const t = useMessages()
  const r = t.reports.form
  const form = useRef<HTMLFormElement>(null)
  const heading = useRef<HTMLHeadingElement>(null)
  const [enhanced, setEnhanced] = useState(false)
  const [values, setValues] = useState(() =>
    result?.ok === false ? result.values : (preset ?? {}),
  )
  const [generation, setGeneration] = useState(0)
  const [errors, setErrors] = useState<ReportErrors>(result?.ok === false ? result.errors : {})
  const [step, setStep] = useState(0)
  const [summary, setSummary] = useState<SummaryLine[][]>([])
  const [files, setFiles] = useState<File[]>([])
  const { busy, attempt, sent, send, retry, finishWithout } = useSendReport(kind)
  const last = steps.length // the summary and send step
  // A string, not the preset's array: the draft is read again when the product changes, not
  // whenever the loader's data is a new object.
  const presetProduct = preset?.produkt_id?.[0]

  useEffect(() => {
    // The server's HTML is the form without JavaScript; the steps may only replace it once the
    // page has hydrated, and the draft lives in session storage, which only the browser has.
    // eslint-disable-next-line react-hooks/set-state-in-effect -- see the comment above
    setEnhanced(true)
    if (result) return
    const draft = readDraft(kind)
    // A draft about another product than the one in the address is another report.
    if (draft && (presetProduct === undefined || draft.produkt_id?.[0] === presetProduct)) {
      setValues(draft)
      setGeneration((value) => value + 1)
    }
  }, [kind, result, presetProduct])

  useEffect(() => {
    if (result?.ok === false) {
      // The action's answer (a post before the page hydrated, or a row added without
      // JavaScript) replaces what the fields show: new values, and a new generation so the
      // uncontrolled fields are drawn again with them as their defaults.
      // eslint-disable-next-line react-hooks/set-state-in-effect -- see the comment above
      setValues(result.values)
      setErrors(result.errors)
      setGeneration((value) => value + 1)
    }
  }, [result])

  function currentEntries() {
    const entries = formFields(new FormData(form.current!))
    for (const secret of [CAPTCHA_FIELD]) delete entries[secret]
    return entries
  }

  function problemsIn(names: readonly string[] | undefined) {
    const { schema, shape } = REPORT_FORMS[kind]
    const checked = checkReport(schema, reportFromForm(currentEntries(), shape))
    const found = { ...unknownPostalCodes(form.current!), ...(checked.ok ? {} : checked.errors) }
    return Object.fromEntries(
      Object.entries(found).filter(([name]) => !names || inFields(names, name)),
    )
  }

  function onChange() {
    writeDraft(kind, currentEntries())
    // A shown problem goes as soon as its field is put right, not only at the next "Neste"; a
    // field not yet flagged is left alone until then, so nobody is told off while typing.
    if (Object.keys(errors).length) setErrors(stillWrong(errors, problemsIn(undefined)))
  }

  function goTo(index: number) {
    if (index === last) {
      setSummary(
        [...form.current!.querySelectorAll<HTMLElement>('[data-report-step]')].map(summarize),
      )
    }
    setStep(index)
    requestAnimationFrame(() => heading.current?.focus())
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (busy) return
    if (step < last) {
      const found = problemsIn(steps[step]!.fields)
      setErrors(found)
      if (!Object.keys(found).length) goTo(step + 1)
      return
    }
    const found = problemsIn(undefined)
    const captcha = new FormData(event.currentTarget).get(CAPTCHA_FIELD)
    if (typeof captcha !== 'string' || !captcha) found.captcha = { key: 'captcha.required' }
    setErrors(found)
    // The first step with a problem; the captcha's is on the summary, where the sender is.
    const onSteps = Object.keys(found)
      .map((name) => stepOf(steps, name))
      .filter((index) => index >= 0)
    if (onSteps.length) return goTo(Math.min(...onSteps))
    if (Object.keys(found).length) return
    await send(reportFromForm(currentEntries(), REPORT_FORMS[kind].shape), captcha as string, files)
  }

  if (sent || result?.ok) {
    const reference = sent?.reference ?? (result as { reference: string }).reference
    return (
      <ReportReceipt
        kind={kind}
        reference={reference}
        uploads={sent?.uploads ?? []}
        // Without JavaScript the files came with the form, in the one transaction.
        finished={sent ? sent.finished : { missing: [] }}
        onRetry={(index) => void retry(index)}
        onFinishWithout={() => void finishWithout()}
      />
    )
  }

  return (
    <ReportFormStateProvider values={values} errors={errors} enhanced={enhanced}>
      <AttachmentsProvider files={[files, setFiles]}>
        <FormErrorSummary items={errorSummaryItems(t, errors)} />
        <StepProgress
          titles={[...steps.map((each) => each.title), r.summaryStep]}
          current={step}
          waiting={!enhanced}
        />
        <Form
          ref={form}
          method="post"
          encType={REPORT_FORMS[kind].attachments ? 'multipart/form-data' : undefined}
          noValidate
          className="report-form"
          onSubmit={enhanced ? (event) => void onSubmit(event) : undefined}
          onChange={enhanced ? onChange : undefined}
        >
          <div key={generation} className="report-form__steps">
            {steps.map((each, index) => (
              <fieldset
                key={each.title}
                className="report-step"
                data-report-step
                hidden={enhanced && index !== step}
              >
                <legend className="report-step__legend">
                  {enhanced && index === step ? (
                    <Heading level={2} data-size="md" ref={heading} tabIndex={-1}>
                      {each.title}
                    </Heading>
                  ) : (
                    <Heading level={2} data-size="md">
                      {each.title}
                    </Heading>
                  )}
                </legend>
                {each.content}
              </fieldset>
            ))}
          </div>
          {enhanced && step === last ? (
            <section className="report-summary" aria-labelledby="report-summary-heading">
              <Heading
                level={2}
                data-size="md"
                id="report-summary-heading"
                ref={heading}
                tabIndex={-1}
              >
                {r.summaryStep}
              </Heading>
              <Paragraph>{r.summaryLead}</Paragraph>
              {steps.map((each, index) => (
                <div key={each.title} className="report-summary__part">
                  <Heading level={3} data-size="sm">
                    {each.title}
                  </Heading>
                  <dl>
                    {(summary[index] ?? []).map((line, at) => (
                      <div key={at}>
                        <dt>{line.label}</dt>
                        <dd>{line.value}</dd>
                      </div>
                    ))}
                  </dl>
                  {files.length && index === steps.length - 1 ? (
                    <Paragraph data-size="sm">
                      {format(r.filesChosen, { count: files.length })}
                    </Paragraph>
                  ) : null}
                  <Button
                    type="button"
                    variant="tertiary"
                    data-size="sm"
                    onClick={() => goTo(index)}
                  >
                    {format(r.change, { part: each.title })}
                  </Button>
                </div>
              ))}
            </section>
          ) : null}
          <div className="report-form__send" hidden={enhanced && step !== last}>
            <CaptchaArea question={question} attempt={attempt} />
          </div>
          <div className="report-form__buttons">
            {enhanced && step > 0 ? (
              <Button type="button" variant="secondary" onClick={() => goTo(step - 1)}>
                {r.previous}
              </Button>
            ) : null}
            <Button type="submit" disabled={busy} aria-disabled={busy || undefined}>
              {enhanced && step < last ? r.next : busy ? r.sending : r.send}
            </Button>
          </div>
          {enhanced ? (
            <Paragraph data-size="sm" aria-live="polite" className="report-form__position">
              {format(r.stepOf, { step: step + 1, count: steps.length + 1 })}
            </Paragraph>
          ) : null}
        </Form>
      </AttachmentsProvider>
    </ReportFormStateProvider>
  )
}
