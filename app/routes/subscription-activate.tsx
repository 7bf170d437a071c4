import { Link } from 'react-router'
import { data } from 'react-router'
import { servicesContext } from '#app-context'
import type { RouteHandle } from '../components/breadcrumbs/route-handle.ts'
import { PRIVATE_PAGE_HEADERS } from '../components/subscription/private-page.ts'
import { ResultMessage } from '../components/subscription/result-message.tsx'
import { activateFromLink } from '../components/subscription/subscription-actions.server.ts'
import '../components/subscription/subscription.css'
import { pageMeta } from '../i18n/page-meta.ts'
import { useMessages } from '../i18n/use-messages.ts'
import type { Route } from './+types/subscription-activate.ts'
import { unlessUnavailable } from '../unavailable.server.ts'

/**
 * The link in the activation e-mail activates on arrival, as the spec's client does with
 * PUT activate. A second visit finds the token spent and says so (spec section 8).
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get('token')
  const activated = await unlessUnavailable(
    activateFromLink(context.get(servicesContext), params.id, token),
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

// Reloading would spend nothing but show the error: the result stays as it came.
export const shouldRevalidate = () => false

/** /abonnement/{id}/aktiver?token=…: 'activated', or the activation error of section 8. */
export default function SubscriptionActivate({ loaderData }: Route.ComponentProps) {
  const s = useMessages().subscriptions
  return (
    <div className="subscription-page">
      {loaderData.activated ? (
        <ResultMessage kind="success" heading={s.activate.doneHeading} text={s.success.activated}>
          <p className="ds-paragraph">{s.activate.doneText}</p>
        </ResultMessage>
      ) : (
        <ResultMessage kind="danger" heading={s.activate.errorHeading} text={s.errors.activation}>
          <Link to="/search" className="ds-link">
            {s.activate.toSearch}
          </Link>
        </ResultMessage>
      )}
    </div>
  )
}
