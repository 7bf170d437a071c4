import { Heading, Paragraph, Table, Tag } from '@digdir/designsystemet-react'
import { data, Link } from 'react-router'
import { servicesContext } from '#app-context'
import { referenceList } from '../../domain/catalogue/reference-lists.ts'
import { refusedDays } from '../../domain/staff/filter-day.ts'
import {
  INBOX_PAGE_SIZE,
  inboxFilterSchema,
  listInbox,
} from '../../domain/staff/inbox/list-inbox.ts'
import { formatDateTime } from '../../i18n/dates.ts'
import { format } from '../../i18n/format.ts'
import { InboxFilters } from '../components/staff/inbox/inbox-filters.tsx'
import { NUMBERS_PATH, reportPath } from '../components/staff/inbox/inbox-paths.ts'
import { reportTexts, t } from '../components/staff/inbox/inbox-texts.ts'
import { ListPages } from '../components/staff/list-pages.tsx'
import { signedInStaff } from '../components/staff/staff-area.server.ts'
import { staffMeta } from '../components/staff/staff-meta.ts'
import { unlessUnavailable } from '../unavailable.server.ts'
import type { Route } from './+types/staff-inbox.ts'

export async function loader({ request, context }: Route.LoaderArgs) {
  const actor = signedInStaff(context)
  const { db } = context.get(servicesContext)
  const { searchParams } = new URL(request.url)
  const filter = inboxFilterSchema.parse(Object.fromEntries(searchParams))
  // A day that is none (year 0000, 31 February) is named at its field; the list goes without it.
  const refused = refusedDays(searchParams, ['fra', 'til'])
  const [list, categories, authorities] = await unlessUnavailable(
    Promise.all([
      listInbox(db, actor, filter),
      referenceList(db, 'categories'),
      referenceList(db, 'authorities'),
    ]),
  )
  const administrator = actor.rolle === 'administrator'
  const page = {
    filter,
    refused,
    ...list,
    authorityName: actor.myndighetNavn,
    choices: {
      categories: categories.map(({ id, navn, nivaa }) => ({ id, navn, nivaa })),
      authorities: administrator ? authorities.map(({ id, navn }) => ({ id, navn })) : undefined,
    },
  }
  return data(page, Object.keys(refused).length ? { status: 400 } : undefined)
}

export const meta: Route.MetaFunction = () => staffMeta(t.list.title)

const STATUS_COLOR = { ny: 'info', 'under-behandling': 'warning', avsluttet: 'neutral' } as const

/** /forvaltning/meldinger: the reports in this person's authority's inbox, newest first. */
export default function StaffInbox({ loaderData }: Route.ComponentProps) {
  const { filter, refused, rows, total, more, choices, authorityName } = loaderData
  return (
    <article className="staff-page staff-page--wide">
      <header>
        <Heading level={1} data-size="lg">
          {t.list.title}
        </Heading>
        <Paragraph>
          {authorityName ? format(t.list.lead, { authority: authorityName }) : t.list.leadAll}
        </Paragraph>
        <Paragraph>
          <Link className="ds-link" to={NUMBERS_PATH}>
            {t.numbers.link}
          </Link>
        </Paragraph>
      </header>
      <InboxFilters filter={filter} refused={refused} choices={choices} />
      <Paragraph role="status">
        {format(more ? t.list.countMore : t.list.count, { count: total })}
      </Paragraph>
      {rows.length ? (
        <Table>
          <caption>{t.list.caption}</caption>
          <Table.Head>
            <Table.Row>
              <Table.HeaderCell>{t.list.product}</Table.HeaderCell>
              <Table.HeaderCell>{t.list.kind}</Table.HeaderCell>
              <Table.HeaderCell>{t.list.status}</Table.HeaderCell>
              <Table.HeaderCell>{t.list.received}</Table.HeaderCell>
              <Table.HeaderCell>{t.list.reference}</Table.HeaderCell>
              {choices.authorities ? <Table.HeaderCell>{t.list.authority}</Table.HeaderCell> : null}
            </Table.Row>
          </Table.Head>
          <Table.Body>
            {rows.map((row) => (
              <Table.Row key={`${row.kind}-${row.id}-${row.myndighetId}`}>
                <Table.Cell>
                  <Link className="ds-link" to={reportPath(row)}>
                    {row.produktNavn}
                  </Link>
                </Table.Cell>
                <Table.Cell>{reportTexts.mail.kinds[row.kind]}</Table.Cell>
                <Table.Cell>
                  <Tag data-color={STATUS_COLOR[row.status]}>{t.statuses[row.status]}</Tag>
                </Table.Cell>
                <Table.Cell>{formatDateTime(row.mottatt)}</Table.Cell>
                <Table.Cell>{row.referanse}</Table.Cell>
                {choices.authorities ? <Table.Cell>{row.myndighet}</Table.Cell> : null}
              </Table.Row>
            ))}
          </Table.Body>
        </Table>
      ) : (
        <Paragraph>{t.list.none}</Paragraph>
      )}
      <ListPages query={filter} total={total} pageSize={INBOX_PAGE_SIZE} />
    </article>
  )
}
