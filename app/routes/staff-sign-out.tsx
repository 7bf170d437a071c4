import { Button, Heading, Paragraph } from '@digdir/designsystemet-react'
import { Form } from 'react-router'
import { servicesContext } from '#app-context'
import { staffNb } from '../../i18n/staff.nb.ts'
import { readForm } from '../components/form/read-form.server.ts'
import { signOut } from '../components/staff/sign-in-actions.server.ts'
import { staffClockContext } from '../components/staff/staff-context.ts'
import { staffMeta } from '../components/staff/staff-meta.ts'
import { unlessUnavailable } from '../unavailable.server.ts'
import type { Route } from './+types/staff-sign-out.ts'

export async function action({ request, context }: Route.ActionArgs) {
  const services = context.get(servicesContext)
  // The button posts no fields; a body that is no form is refused as on every page.
  await readForm(request)
  return unlessUnavailable(signOut(services, request, context.get(staffClockContext)()))
}

export const meta: Route.MetaFunction = () => staffMeta(staffNb.signOut.title)

/**
 * /forvaltning/logg-ut: only the button signs out, here or on the start page; opening the
 * address alone changes nothing.
 */
export default function StaffSignOut() {
  return (
    <article className="staff-page">
      <Heading level={1} data-size="lg">
        {staffNb.signOut.title}
      </Heading>
      <Paragraph>{staffNb.signOut.text}</Paragraph>
      <Form method="post">
        <Button type="submit">{staffNb.signOut.submit}</Button>
      </Form>
    </article>
  )
}
