import { Alert, Heading, Paragraph } from '@digdir/designsystemet-react'
import { servicesContext } from '#app-context'
import type { RouteHandle } from '../components/breadcrumbs/route-handle.ts'
import { dutySteps } from '../components/report/duty-steps.tsx'
import { loadDutyPage } from '../components/report/load-duty.server.ts'
import { ReportForm } from '../components/report/report-form.tsx'
import { formPageHeaders } from '../components/form/form-answer.ts'
import { reportPageAction } from '../components/report/submit-report.server.ts'
import { pageMeta } from '../components/head/page-meta.ts'
import { useMessages } from '../components/messages/use-messages.ts'
import type { Route } from './+types/report-duty.ts'
import { unlessUnavailable } from '../unavailable.server.ts'

export async function loader({ context }: Route.LoaderArgs) {
  return unlessUnavailable(loadDutyPage(context.get(servicesContext)))
}

export const action = (args: Route.ActionArgs) => reportPageAction('meldeplikt', args)

export const headers = formPageHeaders

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, (t) => ({
    title: t.reports.duty.title,
    description: t.reports.duty.description,
  }))

export const handle: RouteHandle = {
  breadcrumb: ({ t }) => ({ label: t.reports.duty.title, to: '/innmelding/meldeplikt' }),
}

/**
 * /innmelding/meldeplikt: a producer, importer or distributor reports a product it has made
 * available that may be dangerous (the duty of the product control act, section 6b).
 */
export default function ReportDuty({ loaderData, actionData }: Route.ComponentProps) {
  const t = useMessages()
  const d = t.reports.duty
  const { question, ...lists } = loaderData
  return (
    <article className="report-page">
      <header>
        <Heading level={1} data-size="lg">
          {d.title}
        </Heading>
        <Paragraph>{d.lead}</Paragraph>
      </header>
      {/* Before the first field: the deadlines decide whether to send now, incomplete or not. */}
      <Alert data-color="info">
        <Heading level={2} data-size="xs">
          {d.deadlineHeading}
        </Heading>
        <div className="report-guidance">
          <Paragraph>{d.deadline}</Paragraph>
          <Paragraph>{d.incomplete}</Paragraph>
          <Paragraph>{d.gateway}</Paragraph>
        </div>
      </Alert>
      <ReportForm
        kind="meldeplikt"
        steps={dutySteps(t, lists)}
        result={actionData}
        question={question}
      />
    </article>
  )
}
