import { formPostContext, servicesContext } from '#app-context'
import { formPageHeaders } from '../components/form/form-answer.ts'
import { readForm } from '../components/form/read-form.server.ts'
import { configuredLinks } from '../components/staff/oidc-actions.server.ts'
import { askForSignInLink, tooManyRequests } from '../components/staff/sign-in-actions.server.ts'
import { CheckYourEmail, OidcSignInButton, SignInForm } from '../components/staff/sign-in-form.tsx'
import { staffClockContext } from '../components/staff/staff-context.ts'
import { staffMeta } from '../components/staff/staff-meta.ts'
import { staffNb } from '../../i18n/staff.nb.ts'
import { unlessUnavailable } from '../unavailable.server.ts'
import type { Route } from './+types/staff-sign-in.ts'

export function loader({ request, context }: Route.LoaderArgs) {
  return {
    signedOut: new URL(request.url).searchParams.has('utlogget'),
    oidc: Boolean(context.get(servicesContext).oidc),
  }
}

/**
 * Counted per sender address before the body is read (page-form-posts.ts); a member is mailed
 * no more than a few open links at a time (requestSignInLink).
 */
export async function action({ request, context }: Route.ActionArgs) {
  const counted = context.get(formPostContext)
  if (!counted.ok) return tooManyRequests(counted.retryAfterSeconds)
  const services = context.get(servicesContext)
  // With an identity provider configured, it is the only way in: no links are mailed.
  configuredLinks(services)
  return unlessUnavailable(
    askForSignInLink(services, request, await readForm(request), context.get(staffClockContext)()),
  )
}

export const headers = formPageHeaders

export const meta: Route.MetaFunction = () => staffMeta(staffNb.signIn.title)

/**
 * /forvaltning/logg-inn: an address in, a link out by e-mail; or, with an identity provider
 * configured, a button that goes there.
 */
export default function StaffSignIn({ loaderData, actionData }: Route.ComponentProps) {
  if (loaderData.oidc) return <OidcSignInButton signedOut={loaderData.signedOut} />
  if (actionData?.ok) return <CheckYourEmail />
  return <SignInForm result={actionData} signedOut={loaderData.signedOut} />
}
