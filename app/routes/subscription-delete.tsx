import { data, Link } from 'react-router'
import { servicesContext } from '#app-context'
import type { RouteHandle } from '../components/breadcrumbs/route-handle.ts'
import { readForm } from '../components/form/read-form.server.ts'
import { LinkConfirmation } from '../components/subscription/link-confirmation.tsx'
import { actOnLink, loadLinkPage } from '../components/subscription/link-pages.server.ts'
import { PRIVATE_PAGE_HEADERS } from '../components/subscription/private-page.ts'
import { ResultMessage } from '../components/subscription/result-message.tsx'
import '../components/subscription/subscription.css'
import { pageMeta } from '../components/head/page-meta.ts'
import { useMessages } from '../components/messages/use-messages.ts'
import type { Route } from './+types/subscription-delete.ts'
import { unlessUnavailable } from '../unavailable.server.ts'

/**
 * Opening the link changes nothing (decision 032): a link checker or a mail scanner that opens
 * it deletes nothing. The page shows what will be deleted; a link the button would refuse gets
 * the error of spec section 8 at once.
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const link = await unlessUnavailable(
    loadLinkPage(context.get(servicesContext), params.id, request, 'delete'),
  )
  return data({ link }, { status: link ? 200 : 400, headers: PRIVATE_PAGE_HEADERS })
}

/** The button: the token is checked again and spent, and the subscription deleted. */
export async function action({ request, params, context }: Route.ActionArgs) {
  const deleted = await unlessUnavailable(
    actOnLink(context.get(servicesContext), params.id, await readForm(request), 'delete'),
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
  if (actionData?.deleted) {
    return (
      <div className="subscription-page">
        <ResultMessage kind="success" heading={s.remove.doneHeading} text={s.success.deleted} />
      </div>
    )
  }
  if (actionData || !loaderData.link) {
    return (
      <div className="subscription-page">
        <ResultMessage kind="danger" heading={s.remove.errorHeading} text={s.errors.delete}>
          <Link to="/abonnement/mine" className="ds-link">
            {s.remove.toOverview}
          </Link>
        </ResultMessage>
      </div>
    )
  }
  return <LinkConfirmation link={loaderData.link} texts={s.remove} danger />
}
