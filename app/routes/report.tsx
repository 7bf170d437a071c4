import { Outlet } from 'react-router'
import type { RouteHandle } from '../components/breadcrumbs/route-handle.ts'
import { clearReportDrafts } from '../components/report/report-kinds.ts'
import '../components/report/report.css'

/** /innmelding and its forms. Its crumb starts the reporting afresh: it clears every draft. */
export const handle: RouteHandle = {
  breadcrumb: ({ t }) => ({
    label: t.reports.start.crumb,
    to: '/innmelding',
    onFollow: clearReportDrafts,
  }),
}

export default function Report() {
  return <Outlet />
}
