import { Button, Heading, Paragraph } from '@digdir/designsystemet-react'
import { data, Form, Link, useNavigation } from 'react-router'
import { servicesContext } from '#app-context'
import type { RouteHandle } from '../components/breadcrumbs/route-handle.ts'
import { PRIVATE_PAGE_HEADERS } from '../components/subscription/private-page.ts'
import { ResultMessage } from '../components/subscription/result-message.tsx'
import { deleteFromForm } from '../components/subscription/subscription-actions.server.ts'
import '../components/subscription/subscription.css'
import { pageMeta } from '../i18n/page-meta.ts'
import { useMessages } from '../i18n/use-messages.ts'
import type { Route } from './+types/subscription-delete.ts'
import { unlessUnavailable } from '../unavailable.server.ts'

/** Asking changes nothing: a link checker or a mail scanner that opens the link deletes nothing. */
export function loader({ request }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get('token') ?? ''
  return data({ token }, { headers: PRIVATE_PAGE_HEADERS })
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const deleted = await unlessUnavailable(
    deleteFromForm(context.get(servicesContext), params.id, await request.formData()),
  )
  return data({ deleted }, { status: deleted ? 200 : 400, headers: PRIVATE_PAGE_HEADERS })
}

export const headers: Route.HeadersFunction = () => PRIVATE_PAGE_HEADERS

export const meta: Route.MetaFunction = ({ matches }) => [
  ...pageMeta(matches, (t) => ({ title: t.subscriptions.remove.title })),
  { name: 'robots', content: 'noindex' },
]

export const handle: RouteHandle = {
  breadcrumb: ({ t, pathname }) => ({ label: t.subscriptions.remove.title, to: pathname }),
}

/** /abonnement/{id}/slett?token=…: asks first, then 'deleted' or the delete error of section 8. */
export default function SubscriptionDelete({ loaderData, actionData }: Route.ComponentProps) {
  const s = useMessages().subscriptions
  const busy = useNavigation().state === 'submitting'
  if (actionData) {
    return (
      <div className="subscription-page">
        {actionData.deleted ? (
          <ResultMessage kind="success" heading={s.remove.doneHeading} text={s.success.deleted} />
        ) : (
          <ResultMessage kind="danger" heading={s.remove.errorHeading} text={s.errors.delete}>
            <Link to="/abonnement/mine" className="ds-link">
              {s.remove.toOverview}
            </Link>
          </ResultMessage>
        )}
      </div>
    )
  }
  return (
    <article className="subscription-page">
      <Heading level={1} data-size="lg">
        {s.remove.heading}
      </Heading>
      <Paragraph>{s.remove.lead}</Paragraph>
      <Form method="post" className="subscription-form">
        <input type="hidden" name="token" value={loaderData.token} />
        <Button type="submit" data-color="danger" disabled={busy}>
          {s.remove.submit}
        </Button>
      </Form>
    </article>
  )
}
