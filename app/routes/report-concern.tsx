import { Heading, Paragraph } from '@digdir/designsystemet-react'
import { data } from 'react-router'
import { servicesContext } from '#app-context'
import type { RouteHandle } from '../components/breadcrumbs/route-handle.ts'
import { concernSteps } from '../components/report/concern-steps.tsx'
import { loadConcernPage } from '../components/report/load-concern.server.ts'
import { ReportForm } from '../components/report/report-form.tsx'
import { formPageHeaders } from '../components/form/form-answer.ts'
import { refusePostToUnlistedProduct } from '../components/report/product-in-address.server.ts'
import { reportPageAction } from '../components/report/submit-report.server.ts'
import { pageMeta } from '../components/head/page-meta.ts'
import { useMessages } from '../components/messages/use-messages.ts'
import type { Route } from './+types/report-concern.ts'
import { unlessUnavailable } from '../unavailable.server.ts'

export async function loader({ params, context }: Route.LoaderArgs) {
  const page = await unlessUnavailable(
    loadConcernPage(context.get(servicesContext), params.productId),
  )
  // A product that is not listed (or no longer): the 404 page, as on the product page.
  if (!page) throw data(null, { status: 404 })
  return page
}

export async function action(args: Route.ActionArgs) {
  await refusePostToUnlistedProduct(args)
  return reportPageAction('bekymring', args)
}

export const headers = formPageHeaders

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, (t) => ({
    title: t.reports.concern.title,
    description: t.reports.concern.description,
  }))

export const handle: RouteHandle = {
  breadcrumb: ({ t, pathname }) => ({ label: t.reports.concern.title, to: pathname }),
}

/** /innmelding/bekymring/{productId?}: a concern about a product, listed or not. */
export default function ReportConcern({ loaderData, actionData }: Route.ComponentProps) {
  const t = useMessages()
  const c = t.reports.concern
  return (
    <article className="report-page">
      <header>
        <Heading level={1} data-size="lg">
          {c.title}
        </Heading>
        <Paragraph>{c.lead}</Paragraph>
        <Paragraph data-size="sm">{c.requiredNote}</Paragraph>
      </header>
      <ReportForm
        // Another product in the address is another report, not this one with a new name.
        key={loaderData.product?.id ?? 'any'}
        kind="bekymring"
        steps={concernSteps(t, loaderData)}
        result={actionData}
        question={loaderData.question}
        preset={loaderData.preset}
      />
    </article>
  )
}
