import { redirect } from 'react-router'
import { servicesContext } from '#app-context'
import { readForm } from '../components/form/read-form.server.ts'
import { signOut } from '../components/staff/sign-in-actions.server.ts'
import { staffClockContext } from '../components/staff/staff-context.ts'
import { START_PATH } from '../components/staff/staff-paths.ts'
import { unlessUnavailable } from '../unavailable.server.ts'
import type { Route } from './+types/staff-sign-out.ts'

/** Only the start page's button signs out: opening the address does nothing. */
export function loader() {
  return redirect(START_PATH)
}

export async function action({ request, context }: Route.ActionArgs) {
  const services = context.get(servicesContext)
  // The button posts no fields; a body that is no form is refused as on every page.
  await readForm(request)
  return unlessUnavailable(signOut(services, request, context.get(staffClockContext)()))
}
