import { Button, Heading, Paragraph } from '@digdir/designsystemet-react'
import { Form, Link } from 'react-router'
import { routingNb } from '../../i18n/staff-routing.nb.ts'
import { staffNb } from '../../i18n/staff.nb.ts'
import { format } from '../../i18n/format.ts'
import { signedInStaff } from '../components/staff/staff-area.server.ts'
import { ROUTING_PATH } from '../components/staff/routing/routing-paths.ts'
import { staffMeta } from '../components/staff/staff-meta.ts'
import { SIGN_OUT_PATH } from '../components/staff/staff-paths.ts'
import { INBOX_PATH } from '../components/staff/inbox/inbox-paths.ts'
import { t as inboxTexts } from '../components/staff/inbox/inbox-texts.ts'
import { PRODUCTS_PATH } from '../components/staff/products/product-paths.ts'
import { t as productTexts } from '../components/staff/products/product-texts.ts'
import type { Route } from './+types/staff-start.ts'

export function loader({ context }: Route.LoaderArgs) {
  const { navn, epost, rolle, myndighetNavn } = signedInStaff(context)
  return { navn, epost, rolle, myndighetNavn }
}

export const meta: Route.MetaFunction = () => staffMeta(staffNb.start.title)

const t = staffNb.start

/** /forvaltning: who is signed in, in which role and for which authority, and sign-out. */
export default function StaffStart({ loaderData: staff }: Route.ComponentProps) {
  return (
    <article className="staff-page">
      <header>
        <Heading level={1} data-size="lg">
          {t.title}
        </Heading>
        <Paragraph>{format(t.signedInAs, { name: staff.navn })}</Paragraph>
      </header>
      <dl>
        <dt>{t.role}</dt>
        <dd>{staffNb.roles[staff.rolle]}</dd>
        <dt>{t.authority}</dt>
        <dd>{staff.myndighetNavn ?? t.allAuthorities}</dd>
        <dt>{t.email}</dt>
        <dd>{staff.epost}</dd>
      </dl>
      <nav aria-label={t.work}>
        <ul>
          <li>
            <Link className="ds-link" to={INBOX_PATH}>
              {inboxTexts.list.title}
            </Link>
          </li>
          <li>
            <Link className="ds-link" to={PRODUCTS_PATH}>
              {productTexts.list.title}
            </Link>
          </li>
        </ul>
      </nav>
      {staff.rolle === 'administrator' ? (
        <nav aria-label={t.administration}>
          <ul>
            <li>
              <Link to="/forvaltning/ansatte" className="ds-link">
                {staffNb.staffList.title}
              </Link>
            </li>
            <li>
              <Link to="/forvaltning/myndigheter" className="ds-link">
                {staffNb.authorities.title}
              </Link>
            </li>
            <li>
              <Link to="/forvaltning/logg" className="ds-link">
                {staffNb.audit.title}
              </Link>
            </li>
            <li>
              <Link to={ROUTING_PATH} className="ds-link">
                {routingNb.title}
              </Link>
            </li>
          </ul>
        </nav>
      ) : null}
      <Form method="post" action={SIGN_OUT_PATH}>
        <Button type="submit" variant="secondary">
          {t.signOut}
        </Button>
      </Form>
    </article>
  )
}
