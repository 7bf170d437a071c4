import { Heading, Paragraph } from '@digdir/designsystemet-react'
import { data } from 'react-router'
import { servicesContext } from '#app-context'
import type { RouteHandle } from '../components/breadcrumbs/route-handle.ts'
import { loadObservationPage } from '../components/report/load-observation.server.ts'
import { observationSteps } from '../components/report/observation-steps.tsx'
import { ProductSearchForm } from '../components/report/product-picker.tsx'
import { ReportForm } from '../components/report/report-form.tsx'
import { formPageHeaders } from '../components/form/form-answer.ts'
import { refusePostToUnlistedProduct } from '../components/report/product-in-address.server.ts'
import { reportPageAction } from '../components/report/submit-report.server.ts'
import { pageMeta } from '../components/head/page-meta.ts'
import { useMessages } from '../components/messages/use-messages.ts'
import type { Route } from './+types/report-observation.ts'
import { unlessUnavailable } from '../unavailable.server.ts'

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const page = await unlessUnavailable(
    loadObservationPage(
      context.get(servicesContext),
      params.productId,
      new URL(request.url).searchParams,
    ),
  )
  // A product that is not listed (or no longer): the 404 page, as on the product page.
  if (!page) throw data(null, { status: 404 })
  return page
}

export async function action(args: Route.ActionArgs) {
  await refusePostToUnlistedProduct(args)
  return reportPageAction('observasjon', args)
}

export const headers = formPageHeaders

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, (t) => ({
    title: t.reports.observation.title,
    description: t.reports.observation.description,
  }))

export const handle: RouteHandle = {
  breadcrumb: ({ t, pathname }) => ({ label: t.reports.observation.title, to: pathname }),
}

/** /innmelding/observasjon/{productId?}: where and when a listed product was seen. */
export default function ReportObservation({ loaderData, actionData }: Route.ComponentProps) {
  const t = useMessages()
  const o = t.reports.observation
  return (
    <article className="report-page">
      <header>
        <Heading level={1} data-size="lg">
          {o.title}
        </Heading>
        <Paragraph>{o.lead}</Paragraph>
      </header>
      <ProductSearchForm />
      <ReportForm
        kind="observasjon"
        steps={observationSteps(t, loaderData)}
        result={actionData}
        question={loaderData.question}
      />
    </article>
  )
}
