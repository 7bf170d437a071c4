import { Outlet } from 'react-router'
import type { RouteHandle } from '../components/breadcrumbs/route-handle.ts'
import { clearReportDrafts, hasReportDrafts } from '../components/report/report-draft.ts'
import '../components/report/report.css'

/**
 * /innmelding and its forms. Its crumb starts the reporting afresh: it clears every draft, after
 * asking, when one holds something typed.
 */
export const handle: RouteHandle = {
  breadcrumb: ({ t }) => ({
    label: t.reports.start.crumb,
    to: '/innmelding',
    onFollow: clearReportDrafts,
    confirmFollow: () => (hasReportDrafts() ? t.reports.start.discardDrafts : undefined),
  }),
}

export default function Report() {
  return <Outlet />
}
