import { servicesContext } from '#app-context'
import { staffNb } from '../../i18n/staff.nb.ts'
import { readForm } from '../components/form/read-form.server.ts'
import { beginOidcSignIn, finishOidcSignIn } from '../components/staff/oidc-actions.server.ts'
import { staffClockContext } from '../components/staff/staff-context.ts'
import { staffMeta } from '../components/staff/staff-meta.ts'
import { SignInRefused } from '../components/staff/sign-in-form.tsx'
import { unlessUnavailable } from '../unavailable.server.ts'
import type { Route } from './+types/staff-sign-in-oidc.ts'

/** The identity provider sends the browser back here, with its answer in the address. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const services = context.get(servicesContext)
  return unlessUnavailable(finishOidcSignIn(services, request, context.get(staffClockContext)()))
}

/** The sign-in page's button: off to the identity provider. */
export async function action({ request, context }: Route.ActionArgs) {
  // The button posts no fields; a body that is no form is refused as on every page.
  await readForm(request)
  return beginOidcSignIn(context.get(servicesContext), request)
}

export const meta: Route.MetaFunction = () => staffMeta(staffNb.oidc.refusedTitle)

const t = staffNb.oidc

/** /forvaltning/logg-inn/oidc: only ever seen when the sign-in did not succeed. */
export default function StaffSignInOidc({ loaderData }: Route.ComponentProps) {
  return (
    <SignInRefused title={t.refusedTitle} text={t.refused[loaderData.refusal]} again={t.tryAgain} />
  )
}
