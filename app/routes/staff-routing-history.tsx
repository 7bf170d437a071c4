import { Heading, Paragraph, Table } from '@digdir/designsystemet-react'
import { Link } from 'react-router'
import { servicesContext } from '#app-context'
import { routingHistory } from '../../domain/routing/read-rules.ts'
import { formatDateTime } from '../../i18n/dates.ts'
import { routingNb } from '../../i18n/staff-routing.nb.ts'
import { forbiddenAs403 } from '../components/staff/manage-staff.server.ts'
import { ROUTING_PATH } from '../components/staff/routing/routing-paths.ts'
import { ruleSummary } from '../components/staff/routing/routing-labels.ts'
import { routingNames } from '../components/staff/routing/routing-names.server.ts'
import { signedInStaff } from '../components/staff/staff-area.server.ts'
import { ScrollingTable } from '../components/staff/scrolling-table.tsx'
import { staffMeta } from '../components/staff/staff-meta.ts'
import { unlessUnavailable } from '../unavailable.server.ts'
import type { Route } from './+types/staff-routing-history.ts'

export async function loader({ context }: Route.LoaderArgs) {
  const actor = signedInStaff(context)
  const { db } = context.get(servicesContext)
  return unlessUnavailable(
    forbiddenAs403(async () => ({
      versions: await routingHistory(db, actor),
      names: await routingNames(db),
    })),
  )
}

const t = routingNb.historyPage

export const meta: Route.MetaFunction = () => staffMeta(t.title)

/** /forvaltning/ruting/historikk (administrators): every version of the routing table. */
export default function StaffRoutingHistory({ loaderData }: Route.ComponentProps) {
  const { versions, names } = loaderData
  return (
    <article className="staff-page">
      <Link className="ds-link" to={ROUTING_PATH}>
        {routingNb.form.back}
      </Link>
      <Heading level={1} data-size="lg">
        {t.title}
      </Heading>
      {versions.length ? (
        <ScrollingTable label={t.caption}>
          <Table>
            <caption>{t.caption}</caption>
            <Table.Head>
              <Table.Row>
                <Table.HeaderCell>{t.version}</Table.HeaderCell>
                <Table.HeaderCell>{t.when}</Table.HeaderCell>
                <Table.HeaderCell>{t.who}</Table.HeaderCell>
                <Table.HeaderCell>{t.what}</Table.HeaderCell>
                <Table.HeaderCell>{t.before}</Table.HeaderCell>
                <Table.HeaderCell>{t.after}</Table.HeaderCell>
                <Table.HeaderCell>{t.reason}</Table.HeaderCell>
              </Table.Row>
            </Table.Head>
            <Table.Body>
              {versions.map((version) => (
                <Table.Row key={version.versjon}>
                  <Table.Cell>{version.versjon}</Table.Cell>
                  <Table.Cell>{formatDateTime(version.tidspunkt)}</Table.Cell>
                  <Table.Cell>{version.navn}</Table.Cell>
                  <Table.Cell>{t.actions[version.handling]}</Table.Cell>
                  <Table.Cell>{ruleSummary(names, version.foer)}</Table.Cell>
                  <Table.Cell>{ruleSummary(names, version.etter)}</Table.Cell>
                  <Table.Cell>{version.begrunnelse ?? ''}</Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table>
        </ScrollingTable>
      ) : (
        <Paragraph>{t.empty}</Paragraph>
      )}
    </article>
  )
}
