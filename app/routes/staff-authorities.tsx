import { Alert, Button, Heading, Paragraph, Table } from '@digdir/designsystemet-react'
import { Form } from 'react-router'
import { servicesContext } from '#app-context'
import {
  INBOX_DELIVERIES,
  listInboxDeliveries,
} from '../../domain/staff/authorities/inbox-delivery.ts'
import { staffNb } from '../../i18n/staff.nb.ts'
import { readForm } from '../components/form/read-form.server.ts'
import { changeInboxDelivery } from '../components/staff/inbox-delivery-action.server.ts'
import { forbiddenAs403 } from '../components/staff/manage-staff.server.ts'
import { signedInStaff } from '../components/staff/staff-area.server.ts'
import { staffMeta } from '../components/staff/staff-meta.ts'
import { StaffSelect } from '../components/staff/staff-select.tsx'
import { unlessUnavailable } from '../unavailable.server.ts'
import type { Route } from './+types/staff-authorities.ts'

export async function loader({ context }: Route.LoaderArgs) {
  const actor = signedInStaff(context)
  const { db } = context.get(servicesContext)
  return unlessUnavailable(
    forbiddenAs403(async () => ({ authorities: await listInboxDeliveries(db, actor) })),
  )
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await readForm(request)
  return unlessUnavailable(changeInboxDelivery(context, form))
}

export const meta: Route.MetaFunction = () => staffMeta(staffNb.authorities.title)

const t = staffNb.authorities
const deliveryOptions = INBOX_DELIVERIES.map((value) => ({ value, label: t.deliveries[value] }))

/**
 * /forvaltning/myndigheter (administrators): each authority, and whether the reports routed to
 * it come in the staff inbox and by e-mail, or only in the inbox.
 */
export default function StaffAuthorities({ loaderData, actionData }: Route.ComponentProps) {
  const failed = actionData && !actionData.ok ? actionData : undefined
  return (
    <article className="staff-page">
      <Heading level={1} data-size="lg">
        {t.title}
      </Heading>
      <Paragraph>{t.intro}</Paragraph>
      {actionData?.ok ? (
        <Alert data-color="success" role="status">
          <Paragraph>{t.saved}</Paragraph>
        </Alert>
      ) : null}
      {failed ? (
        <Alert data-color="danger" role="alert">
          <Paragraph>{t.refused[failed.error] ?? failed.error}</Paragraph>
        </Alert>
      ) : null}
      <Table>
        <caption>{t.caption}</caption>
        <Table.Head>
          <Table.Row>
            <Table.HeaderCell>{t.authority}</Table.HeaderCell>
            <Table.HeaderCell>{t.delivery}</Table.HeaderCell>
          </Table.Row>
        </Table.Head>
        <Table.Body>
          {loaderData.authorities.map((authority) => {
            const key = String(authority.id)
            const error = failed?.id === key ? (t.refused[failed.error] ?? failed.error) : undefined
            return (
              <Table.Row key={authority.id}>
                <Table.Cell>{authority.navn}</Table.Cell>
                <Table.Cell>
                  <Form method="post">
                    <input type="hidden" name="myndighet" value={key} />
                    <StaffSelect
                      id={`levering-${key}`}
                      name="levering"
                      label={`${t.delivery}, ${authority.navn}`}
                      options={deliveryOptions}
                      defaultValue={authority.levering}
                      error={error}
                    />
                    <Button type="submit" variant="secondary">
                      {t.save}
                      {/* Each row's button is named for its authority when read out. */}
                      <span className="ds-sr-only">, {authority.navn}</span>
                    </Button>
                  </Form>
                </Table.Cell>
              </Table.Row>
            )
          })}
        </Table.Body>
      </Table>
    </article>
  )
}
