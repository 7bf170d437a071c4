import { Button, Heading, Paragraph, Table } from '@digdir/designsystemet-react'
import { data, Form } from 'react-router'
import { servicesContext } from '#app-context'
import { auditFilterSchema, readAudit } from '../../domain/staff/audit/read-audit.ts'
import { refusedDays } from '../../domain/staff/filter-day.ts'
import { listStaff } from '../../domain/staff/manage-staff.ts'
import { staffNb } from '../../i18n/staff.nb.ts'
import { DayFilter } from '../components/staff/day-filter.tsx'
import { forbiddenAs403 } from '../components/staff/manage-staff.server.ts'
import { signedInStaff } from '../components/staff/staff-area.server.ts'
import { staffMeta } from '../components/staff/staff-meta.ts'
import { StaffSelect } from '../components/staff/staff-select.tsx'
import { unlessUnavailable } from '../unavailable.server.ts'
import type { Route } from './+types/staff-audit-log.ts'

export async function loader({ request, context }: Route.LoaderArgs) {
  const actor = signedInStaff(context)
  const { db } = context.get(servicesContext)
  const { searchParams } = new URL(request.url)
  const filter = auditFilterSchema.parse(Object.fromEntries(searchParams))
  // A day that is none (year 0000, 31 February) is named at its field; the log goes without it.
  const refused = refusedDays(searchParams, ['fra', 'til'])
  const page = await unlessUnavailable(
    forbiddenAs403(async () => ({
      entries: (await readAudit(db, actor, filter)).map((entry) => ({
        ...entry,
        tidspunkt: entry.tidspunkt.toISOString(),
      })),
      staff: (await listStaff(db, actor)).map(({ id, navn }) => ({ id, navn })),
      filter,
      refused,
    })),
  )
  return data(page, Object.keys(refused).length ? { status: 400 } : undefined)
}

export const meta: Route.MetaFunction = () => staffMeta(staffNb.audit.title)

const t = staffNb.audit

const when = (iso: string) =>
  new Intl.DateTimeFormat('nb-NO', {
    dateStyle: 'short',
    timeStyle: 'medium',
    timeZone: 'Europe/Oslo',
  }).format(new Date(iso))

/** The details as "key: value", lists comma-joined: they hold no personal data (recordAudit). */
const detailText = (details: Record<string, unknown> | null) =>
  Object.entries(details ?? {})
    .map(([key, value]) => `${key}: ${Array.isArray(value) ? value.join(', ') : String(value)}`)
    .join('; ')

/** /forvaltning/logg (administrators): the audit log, newest first, filtered by a GET form. */
export default function StaffAuditLog({ loaderData }: Route.ComponentProps) {
  const { entries, staff, filter, refused } = loaderData
  return (
    <article className="staff-page">
      <Heading level={1} data-size="lg">
        {t.title}
      </Heading>
      <Form method="get">
        <StaffSelect
          id="logg-handling"
          name="handling"
          label={t.action}
          defaultValue={filter.handling}
          options={[
            { value: '', label: t.anyAction },
            ...Object.entries(t.actions).map(([value, label]) => ({ value, label })),
          ]}
        />
        <StaffSelect
          id="logg-ansatt"
          name="ansatt"
          label={t.person}
          defaultValue={filter.ansatt ? String(filter.ansatt) : ''}
          options={[
            { value: '', label: t.anyPerson },
            ...staff.map((member) => ({ value: String(member.id), label: member.navn })),
          ]}
        />
        <DayFilter label={t.from} name="fra" value={filter.fra} refused={refused.fra} />
        <DayFilter label={t.to} name="til" value={filter.til} refused={refused.til} />
        <Button type="submit" variant="secondary">
          {t.filter}
        </Button>
      </Form>
      {entries.length === 0 ? <Paragraph>{t.empty}</Paragraph> : null}
      <Table>
        <caption>{t.caption}</caption>
        <Table.Head>
          <Table.Row>
            <Table.HeaderCell>{t.when}</Table.HeaderCell>
            <Table.HeaderCell>{t.person}</Table.HeaderCell>
            <Table.HeaderCell>{t.action}</Table.HeaderCell>
            <Table.HeaderCell>{t.subject}</Table.HeaderCell>
            <Table.HeaderCell>{t.details}</Table.HeaderCell>
          </Table.Row>
        </Table.Head>
        <Table.Body>
          {entries.map((entry) => (
            <Table.Row key={entry.id}>
              <Table.Cell>{when(entry.tidspunkt)}</Table.Cell>
              <Table.Cell>{entry.ansattNavn ?? t.nobody}</Table.Cell>
              <Table.Cell>{t.actions[entry.handling] ?? entry.handling}</Table.Cell>
              <Table.Cell>
                {entry.objektType ? `${entry.objektType} ${entry.objektId ?? ''}` : ''}
              </Table.Cell>
              <Table.Cell>{detailText(entry.detaljer)}</Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table>
    </article>
  )
}
