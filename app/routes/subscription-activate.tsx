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
import type { Route } from './+types/subscription-activate.ts'
import { unlessUnavailable } from '../unavailable.server.ts'

/**
 * Opening the link changes nothing (decision 032): a mail provider's link scanner opens it too.
 * The page shows what will be activated; a link the button would refuse gets the error of spec
 * section 8 at once.
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const link = await unlessUnavailable(
    loadLinkPage(context.get(servicesContext), params.id, request, 'activate'),
  )
  return data({ link }, { status: link ? 200 : 400, headers: PRIVATE_PAGE_HEADERS })
}

/** The button: the token is checked again and spent, and the subscription activated. */
export async function action({ request, params, context }: Route.ActionArgs) {
  const activated = await unlessUnavailable(
    actOnLink(context.get(servicesContext), params.id, await readForm(request), 'activate'),
  )
  return data({ activated }, { status: activated ? 200 : 400, headers: PRIVATE_PAGE_HEADERS })
}

export const headers: Route.HeadersFunction = () => PRIVATE_PAGE_HEADERS

export const meta: Route.MetaFunction = ({ matches }) => [
  ...pageMeta(matches, (t) => ({ title: t.subscriptions.activate.title })),
  { name: 'robots', content: 'noindex' },
]

export const handle: RouteHandle = {
  breadcrumb: ({ t, pathname }) => ({ label: t.subscriptions.activate.title, to: pathname }),
}

/** /abonnement/{id}/aktiver?token=…: asks first, then 'activated' or the error of section 8. */
export default function SubscriptionActivate({ loaderData, actionData }: Route.ComponentProps) {
  const s = useMessages().subscriptions
  if (actionData?.activated) {
    return (
      <div className="subscription-page">
        <ResultMessage kind="success" heading={s.activate.doneHeading} text={s.success.activated}>
          <p className="ds-paragraph">{s.activate.doneText}</p>
        </ResultMessage>
      </div>
    )
  }
  if (actionData || !loaderData.link) {
    return (
      <div className="subscription-page">
        <ResultMessage kind="danger" heading={s.activate.errorHeading} text={s.errors.activation}>
          <Link to="/search" className="ds-link">
            {s.activate.toSearch}
          </Link>
        </ResultMessage>
      </div>
    )
  }
  return <LinkConfirmation link={loaderData.link} texts={s.activate} />
}
