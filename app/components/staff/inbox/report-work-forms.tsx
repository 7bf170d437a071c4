import { Alert, Button, Heading, Paragraph } from '@digdir/designsystemet-react'
import type { ReactNode } from 'react'
import { Form } from 'react-router'
import { FormErrorSummary } from '../../form/form-error-summary.tsx'
import { fieldId, ProductSelect, ProductText } from '../products/product-fields.tsx'
import { problemText, t } from './inbox-texts.ts'
import type { WorkRefused } from './report-actions.server.ts'
import type { OpenedReport } from './report-view.tsx'

interface WorkProps {
  report: OpenedReport
  /** The inbox the forms work in. */
  inboxId: number
  authorities: Array<{ id: number; navn: string }>
  refused?: WorkRefused
  done?: string
}

const LABELS: Record<string, string> = {
  status: t.work.status,
  tekst: t.work.note,
  til: t.work.target,
  begrunnelse: t.work.reason,
  produkt: t.work.product,
}

/** One of the page's forms: its heading, the inbox it works in, what it asks, its button. */
function WorkForm(props: {
  intent: string
  inboxId: number
  title: string
  lead?: string
  submit: string
  children: ReactNode
}) {
  const headingId = `work-${props.intent}`
  return (
    <section aria-labelledby={headingId} className="staff-report-work">
      <Heading level={3} data-size="xs" id={headingId}>
        {props.title}
      </Heading>
      {props.lead ? <Paragraph>{props.lead}</Paragraph> : null}
      <Form method="post" noValidate>
        <input type="hidden" name="intent" value={props.intent} />
        <input type="hidden" name="myndighet" value={props.inboxId} />
        {props.children}
        <Button type="submit" variant="secondary">
          {props.submit}
        </Button>
      </Form>
    </section>
  )
}

/** Status, note, re-routing and product link: the work staff do on a report. */
export function ReportWorkForms({ report, inboxId, authorities, refused, done }: WorkProps) {
  const error = (intent: string, field: string) =>
    refused?.intent === intent && refused.errors[field]
      ? problemText(refused.errors[field])
      : undefined
  const typed = (intent: string, field: string) =>
    refused?.intent === intent ? (refused.values[field] ?? '') : ''
  const entry = report.entries.find((each) => each.myndighetId === inboxId)
  const summary = Object.entries(refused?.errors ?? {}).map(([field, key]) => ({
    target: fieldId(field),
    text: `${LABELS[field] ?? field}: ${problemText(key)}`,
  }))
  const doneText = done && (t.work.done as Record<string, string>)[done]
  return (
    <section aria-labelledby="report-work">
      <Heading level={2} data-size="sm" id="report-work">
        {`${t.work.inbox}: ${entry?.kortnavn ?? ''}`}
      </Heading>
      {doneText ? (
        <Alert data-color="success" role="status">
          {doneText}
        </Alert>
      ) : null}
      <FormErrorSummary items={summary} />
      <WorkForm
        intent="status"
        inboxId={inboxId}
        title={t.work.statusTitle}
        submit={t.work.setStatus}
      >
        <ProductSelect
          name="status"
          label={t.work.status}
          value={typed('status', 'status') || (entry?.status ?? '')}
          options={Object.entries(t.statuses).map(([value, label]) => ({ value, label }))}
          placeholder={t.work.choose}
          error={error('status', 'status')}
        />
      </WorkForm>
      <WorkForm intent="notat" inboxId={inboxId} title={t.work.noteTitle} submit={t.work.addNote}>
        <ProductText
          name="tekst"
          label={t.work.note}
          rows={4}
          value={typed('notat', 'tekst')}
          error={error('notat', 'tekst')}
        />
      </WorkForm>
      <WorkForm
        intent="omruting"
        inboxId={inboxId}
        title={t.work.rerouteTitle}
        lead={t.work.rerouteLead}
        submit={t.work.reroute}
      >
        <ProductSelect
          name="til"
          label={t.work.target}
          value={typed('omruting', 'til')}
          options={authorities
            .filter((authority) => authority.id !== inboxId)
            .map((authority) => ({ value: String(authority.id), label: authority.navn }))}
          placeholder={t.work.choose}
          error={error('omruting', 'til')}
        />
        <ProductText
          name="begrunnelse"
          label={t.work.reason}
          rows={3}
          value={typed('omruting', 'begrunnelse')}
          error={error('omruting', 'begrunnelse')}
        />
      </WorkForm>
      <WorkForm intent="produkt" inboxId={inboxId} title={t.work.linkTitle} submit={t.work.link}>
        <ProductText
          name="produkt"
          label={t.work.product}
          inputMode="numeric"
          value={typed('produkt', 'produkt')}
          error={error('produkt', 'produkt')}
        />
      </WorkForm>
      {report.kind === 'meldeplikt' ? (
        <WorkForm
          intent="lag-produkt"
          inboxId={inboxId}
          title={t.work.draftTitle}
          lead={t.work.draftLead}
          submit={t.work.draft}
        >
          {null}
        </WorkForm>
      ) : null}
    </section>
  )
}
