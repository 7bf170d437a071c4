import { Heading, Link as DsLink, Paragraph } from '@digdir/designsystemet-react'
import { isRouteErrorResponse, Link } from 'react-router'
import { servicesContext } from '#app-context'
import { referenceList } from '../../domain/catalogue/reference-lists.ts'
import { openReport } from '../../domain/staff/inbox/open-report.ts'
import { formatDateTime } from '../../i18n/dates.ts'
import { format } from '../../i18n/format.ts'
import { ErrorPage } from '../components/error-page/error-page.tsx'
import { INBOX_PATH, reportPath } from '../components/staff/inbox/inbox-paths.ts'
import { reportTexts, t } from '../components/staff/inbox/inbox-texts.ts'
import {
  refusalsAsStatus,
  reportRef,
  workOnReport,
} from '../components/staff/inbox/report-actions.server.ts'
import {
  ReportAttachments,
  ReportFields,
  ReportHistory,
  ReportInboxes,
} from '../components/staff/inbox/report-view.tsx'
import { ReportWorkForms } from '../components/staff/inbox/report-work-forms.tsx'
import { readForm } from '../components/form/read-form.server.ts'
import { signedInStaff } from '../components/staff/staff-area.server.ts'
import { staffMeta } from '../components/staff/staff-meta.ts'
import { unlessUnavailable } from '../unavailable.server.ts'
import type { Route } from './+types/staff-report.ts'

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const actor = signedInStaff(context)
  const ref = reportRef(params)
  const { db } = context.get(servicesContext)
  const report = await unlessUnavailable(
    refusalsAsStatus(() => openReport(db, actor, ref, reportTexts)),
  )
  const authorities = await unlessUnavailable(referenceList(db, 'authorities'))
  const query = new URL(request.url).searchParams
  // An editor works in their own inbox; an administrator in the one chosen, else the first.
  const chosen = Number(query.get('innboks'))
  const inboxId =
    actor.rolle === 'administrator'
      ? (report.entries.find((entry) => entry.myndighetId === chosen) ?? report.entries[0]!)
          .myndighetId
      : actor.myndighetId!
  return {
    report,
    inboxId,
    administrator: actor.rolle === 'administrator',
    authorities: authorities.map(({ id, navn }) => ({ id, navn })),
    done: query.get('lagret') ?? undefined,
  }
}

export async function action({ request, context, params }: Route.ActionArgs) {
  return workOnReport(context, reportRef(params), await readForm(request))
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  staffMeta(
    loaderData
      ? format(t.detail.title, {
          kind: reportTexts.mail.kinds[loaderData.report.kind],
          reference: loaderData.report.referanse,
        })
      : t.list.title,
  )

/** /forvaltning/meldinger/:kind/:id: a report as the sender gave it, and the work on it. */
export default function StaffReport({ loaderData, actionData }: Route.ComponentProps) {
  const { report, inboxId, administrator, authorities, done } = loaderData
  return (
    <article className="staff-page">
      <Paragraph>
        <Link className="ds-link" to={INBOX_PATH}>
          {t.detail.back}
        </Link>
      </Paragraph>
      <header>
        <Heading level={1} data-size="lg">
          {format(t.detail.title, {
            kind: reportTexts.mail.kinds[report.kind],
            reference: report.referanse,
          })}
        </Heading>
        <Paragraph>{format(t.detail.received, { when: formatDateTime(report.mottatt) })}</Paragraph>
      </header>
      <ReportInboxes entries={report.entries} />
      <ReportFields lines={report.lines} />
      <ReportAttachments report={report} />
      <ReportHistory history={report.history} />
      {administrator && report.entries.length > 1 ? (
        <nav aria-label={t.work.inbox}>
          <ul>
            {report.entries.map((entry) => (
              <li key={entry.myndighetId}>
                <DsLink href={`${reportPath(report)}?innboks=${entry.myndighetId}`}>
                  {`${t.work.inbox}: ${entry.kortnavn}`}
                </DsLink>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      <ReportWorkForms
        report={report}
        inboxId={inboxId}
        authorities={authorities}
        refused={actionData}
        done={done}
      />
    </article>
  )
}

/** A report this person may not see says so in the inbox's words; the rest as the staff area. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (!isRouteErrorResponse(error) || error.status !== 403) throw error
  return (
    <div className="staff-page">
      <ErrorPage
        heading={t.forbidden.title}
        text={t.forbidden.text}
        backLabel={t.detail.back}
        to={INBOX_PATH}
      />
    </div>
  )
}
