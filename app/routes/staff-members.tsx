import { Alert, Button, Heading, Paragraph, Table } from '@digdir/designsystemet-react'
import { Form } from 'react-router'
import { servicesContext } from '#app-context'
import { authorityChoices, listStaff } from '../../domain/staff/manage-staff.ts'
import { staffNb } from '../../i18n/staff.nb.ts'
import { readForm } from '../components/form/read-form.server.ts'
import { TextField } from '../components/form/text-field.tsx'
import { forbiddenAs403, manageStaff } from '../components/staff/manage-staff.server.ts'
import { signedInStaff } from '../components/staff/staff-area.server.ts'
import { staffMeta } from '../components/staff/staff-meta.ts'
import { StaffSelect } from '../components/staff/staff-select.tsx'
import { unlessUnavailable } from '../unavailable.server.ts'
import type { Route } from './+types/staff-members.ts'

export async function loader({ context }: Route.LoaderArgs) {
  const actor = signedInStaff(context)
  const { db } = context.get(servicesContext)
  return unlessUnavailable(
    forbiddenAs403(async () => ({
      staff: await listStaff(db, actor),
      authorities: await authorityChoices(db),
      me: actor.id,
    })),
  )
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await readForm(request)
  return unlessUnavailable(manageStaff(context, form))
}

export const meta: Route.MetaFunction = () => staffMeta(staffNb.staffList.title)

const t = staffNb.staffList
const roleOptions = Object.entries(staffNb.roles).map(([value, label]) => ({ value, label }))

/** A refusal's words: a validation key of the schemas, or a reason of the domain. */
function errorText(key: string | undefined) {
  if (!key) return undefined
  return (
    (staffNb.validation as Record<string, string>)[key] ??
    (t.refused as Record<string, string>)[key] ??
    key
  )
}

/** /forvaltning/ansatte (administrators): every member of staff, and the forms that change them. */
export default function StaffMembers({ loaderData, actionData }: Route.ComponentProps) {
  const result = actionData
  const failed = result && !result.ok ? result : undefined
  const authorityOptions = [
    { value: '', label: t.noAuthority },
    ...loaderData.authorities.map((a) => ({ value: String(a.id), label: a.navn })),
  ]
  const errorFor = (intent: string, id: string | undefined, field: string) =>
    failed?.intent === intent && failed.id === id ? errorText(failed.errors[field]) : undefined
  return (
    <article className="staff-page">
      <Heading level={1} data-size="lg">
        {t.title}
      </Heading>
      {result?.ok ? (
        <Alert data-color="success" role="status">
          <Paragraph>{t.done[result.done]}</Paragraph>
        </Alert>
      ) : null}
      {failed?.errors.form ? (
        <Alert data-color="danger" role="alert">
          <Paragraph>{errorText(failed.errors.form)}</Paragraph>
        </Alert>
      ) : null}
      <Table>
        <caption>{t.caption}</caption>
        <Table.Head>
          <Table.Row>
            <Table.HeaderCell>{t.name}</Table.HeaderCell>
            <Table.HeaderCell>{t.status}</Table.HeaderCell>
            <Table.HeaderCell>{t.role}</Table.HeaderCell>
          </Table.Row>
        </Table.Head>
        <Table.Body>
          {loaderData.staff.map((member) => {
            const key = String(member.id)
            return (
              <Table.Row key={member.id}>
                <Table.Cell>
                  {member.navn}
                  <br />
                  {member.epost}
                </Table.Cell>
                <Table.Cell>{member.aktiv ? t.active : t.inactive}</Table.Cell>
                <Table.Cell>
                  <Form method="post">
                    <input type="hidden" name="id" value={key} />
                    <StaffSelect
                      id={`rolle-${key}`}
                      name="rolle"
                      label={`${t.role}, ${member.navn}`}
                      options={roleOptions}
                      defaultValue={member.rolle}
                    />
                    <StaffSelect
                      id={`myndighet-${key}`}
                      name="myndighet"
                      label={`${t.authority}, ${member.navn}`}
                      options={authorityOptions}
                      defaultValue={member.myndighetId ? String(member.myndighetId) : ''}
                      error={errorFor('endre', key, 'myndighet')}
                    />
                    <Button type="submit" name="intent" value="endre" variant="secondary">
                      {t.save}
                    </Button>
                    {member.aktiv && member.id !== loaderData.me ? (
                      <Button type="submit" name="intent" value="deaktiver" variant="tertiary">
                        {t.deactivate} {member.navn}
                      </Button>
                    ) : null}
                  </Form>
                </Table.Cell>
              </Table.Row>
            )
          })}
        </Table.Body>
      </Table>
      <Heading level={2} data-size="md">
        {t.addTitle}
      </Heading>
      <Form method="post" noValidate>
        <TextField
          id="ny-navn"
          name="navn"
          label={t.name}
          defaultValue={failed?.intent === 'legg-til' ? failed.values.navn : undefined}
          error={errorFor('legg-til', undefined, 'navn')}
        />
        <TextField
          id="ny-epost"
          name="epost"
          type="email"
          label={t.email}
          defaultValue={failed?.intent === 'legg-til' ? failed.values.epost : undefined}
          error={errorFor('legg-til', undefined, 'epost')}
        />
        <StaffSelect id="ny-rolle" name="rolle" label={t.role} options={roleOptions} />
        <StaffSelect
          id="ny-myndighet"
          name="myndighet"
          label={t.authority}
          options={authorityOptions}
          error={errorFor('legg-til', undefined, 'myndighet')}
        />
        <Button type="submit" name="intent" value="legg-til">
          {t.add}
        </Button>
      </Form>
    </article>
  )
}
