import { Button, Heading, Paragraph } from '@digdir/designsystemet-react'
import { data, Form, useNavigation } from 'react-router'
import { servicesContext } from '#app-context'
import { isSignInLinkUsable } from '../../domain/staff/sign-in-link.ts'
import { staffNb } from '../../i18n/staff.nb.ts'
import { readForm } from '../components/form/read-form.server.ts'
import { signInByLink } from '../components/staff/sign-in-actions.server.ts'
import { SignInRefused } from '../components/staff/sign-in-form.tsx'
import { readStaffCookie, servedOverHttps } from '../components/staff/staff-cookies.server.ts'
import { staffClockContext } from '../components/staff/staff-context.ts'
import { staffMeta } from '../components/staff/staff-meta.ts'
import { unlessUnavailable } from '../unavailable.server.ts'
import type { Route } from './+types/staff-sign-in-link.ts'

/**
 * Opening the link signs nobody in (decision 032): a mail provider's link scanner opens it too.
 * The page asks, if the link would work in this browser; else it says at once that it does not.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const services = context.get(servicesContext)
  const token = new URL(request.url).searchParams.get('token') ?? ''
  const browser = readStaffCookie(
    request,
    'nettleser',
    servedOverHttps(request, services.publicUrl),
  )
  const usable = await unlessUnavailable(
    isSignInLinkUsable(services.db, token, browser, context.get(staffClockContext)()),
  )
  return data({ token: usable ? token : null }, { status: usable ? 200 : 400 })
}

/** The button: the link is checked again, spent, and a session opened. */
export async function action({ request, context }: Route.ActionArgs) {
  const services = context.get(servicesContext)
  const form = await readForm(request)
  return unlessUnavailable(signInByLink(services, request, form, context.get(staffClockContext)()))
}

export const meta: Route.MetaFunction = () => staffMeta(staffNb.link.title)

const t = staffNb.link

/** /forvaltning/logg-inn/lenke?token=…: one button, or why the link does not work. */
export default function StaffSignInLink({ loaderData, actionData }: Route.ComponentProps) {
  const busy = useNavigation().state === 'submitting'
  if (actionData || !loaderData.token) {
    return (
      <SignInRefused title={t.invalidTitle} text={t.invalidText} again={staffNb.signIn.askAgain} />
    )
  }
  return (
    <article className="staff-page">
      <Heading level={1} data-size="lg">
        {t.title}
      </Heading>
      <Paragraph>{t.confirmText}</Paragraph>
      <Form method="post">
        <input type="hidden" name="token" value={loaderData.token} />
        <Button type="submit" disabled={busy}>
          {t.confirm}
        </Button>
      </Form>
    </article>
  )
}
