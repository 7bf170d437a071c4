import { Alert, Button, Heading, Paragraph, Table } from '@digdir/designsystemet-react'
import { Link } from 'react-router'
import { servicesContext } from '#app-context'
import { listRules, routingHistory } from '../../domain/routing/read-rules.ts'
import { formatDateTime } from '../../i18n/dates.ts'
import { format } from '../../i18n/format.ts'
import { routingNb as t } from '../../i18n/staff-routing.nb.ts'
import { forbiddenAs403 } from '../components/staff/manage-staff.server.ts'
import { ROUTING_PATH } from '../components/staff/routing/routing-paths.ts'
import {
  authorityLabels,
  categoryPathLabel,
  levelLabel,
  riskLabel,
} from '../components/staff/routing/routing-labels.ts'
import { routingNames } from '../components/staff/routing/routing-names.server.ts'
import { tryRouting } from '../components/staff/routing/try-routing.server.ts'
import { TryRouting } from '../components/staff/routing/try-routing.tsx'
import { signedInStaff } from '../components/staff/staff-area.server.ts'
import { ScrollingTable } from '../components/staff/scrolling-table.tsx'
import { staffMeta } from '../components/staff/staff-meta.ts'
import { unlessUnavailable } from '../unavailable.server.ts'
import type { Route } from './+types/staff-routing.ts'

export async function loader({ request, context }: Route.LoaderArgs) {
  const actor = signedInStaff(context)
  const { db } = context.get(servicesContext)
  const url = new URL(request.url)
  return unlessUnavailable(
    forbiddenAs403(async () => {
      const [rules, [latest], names, tried] = await Promise.all([
        listRules(db, actor),
        routingHistory(db, actor, 1),
        routingNames(db),
        tryRouting(db, url),
      ])
      const done = url.searchParams.get('utfort') ?? ''
      const sorted = rules
        .map((rule) => ({ ...rule, path: categoryPathLabel(names, rule.kategoriId) }))
        .sort((a, b) => a.path.localeCompare(b.path, 'nb') || a.id - b.id)
      return {
        rules: sorted,
        latest,
        names,
        ...tried,
        done: Object.hasOwn(t.done, done) ? (done as keyof typeof t.done) : undefined,
      }
    }),
  )
}

export const meta: Route.MetaFunction = () => staffMeta(t.title)

/**
 * /forvaltning/ruting (administrators): the routing table as it stands, its version, the way to
 * add and change rules, and "prøv rutingen".
 */
export default function StaffRouting({ loaderData }: Route.ComponentProps) {
  const { rules, latest, names, done } = loaderData
  return (
    <article className="staff-page">
      <Heading level={1} data-size="lg">
        {t.title}
      </Heading>
      {done ? (
        <Alert data-color="success" role="status">
          <Paragraph>{t.done[done]}</Paragraph>
        </Alert>
      ) : null}
      <Paragraph>{t.lead}</Paragraph>
      <Paragraph>
        {latest
          ? format(t.version, {
              version: latest.versjon,
              when: formatDateTime(latest.tidspunkt),
              name: latest.navn,
            })
          : t.noVersion}{' '}
        <Link className="ds-link" to={`${ROUTING_PATH}/historikk`}>
          {t.history}
        </Link>
      </Paragraph>
      {/* Above the table, which is long: its answer is in view after the page comes back. */}
      <TryRouting
        names={names}
        rules={rules}
        choices={loaderData.choices}
        decision={loaderData.decision}
      />
      <Heading level={2} data-size="md">
        {t.caption}
      </Heading>
      <Button asChild>
        <Link to={`${ROUTING_PATH}/ny`}>{t.add}</Link>
      </Button>
      <ScrollingTable label={t.caption}>
        <Table>
          <caption>{t.caption}</caption>
          <Table.Head>
            <Table.Row>
              <Table.HeaderCell>{t.category}</Table.HeaderCell>
              <Table.HeaderCell>{t.risk}</Table.HeaderCell>
              <Table.HeaderCell>{t.level}</Table.HeaderCell>
              <Table.HeaderCell>{t.recipients}</Table.HeaderCell>
              <Table.HeaderCell>{t.description}</Table.HeaderCell>
            </Table.Row>
          </Table.Head>
          <Table.Body>
            {rules.map((rule) => (
              <Table.Row key={rule.id} id={`regel-${rule.id}`}>
                <Table.Cell>
                  <Link className="ds-link" to={`${ROUTING_PATH}/${rule.id}`}>
                    {rule.path}
                  </Link>
                </Table.Cell>
                <Table.Cell>{riskLabel(names, rule.risikoId)}</Table.Cell>
                <Table.Cell>{levelLabel(rule.risikoNivaa)}</Table.Cell>
                <Table.Cell>{authorityLabels(names, rule.mottakere)}</Table.Cell>
                <Table.Cell>
                  {rule.beskrivelse}
                  {rule.kategoriId === null && rule.risikoId === null && !rule.risikoNivaa ? (
                    <>
                      <br />
                      <strong>{t.fallback}</strong>
                    </>
                  ) : null}
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table>
      </ScrollingTable>
    </article>
  )
}
