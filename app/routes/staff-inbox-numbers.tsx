import { Button, Heading, Paragraph, Textfield } from '@digdir/designsystemet-react'
import { Form, Link } from 'react-router'
import { servicesContext } from '#app-context'
import { referenceList } from '../../domain/catalogue/reference-lists.ts'
import { inboxNumbers, numbersFilterSchema } from '../../domain/staff/inbox/inbox-numbers.ts'
import { formatMonth } from '../../i18n/months.ts'
import { format } from '../../i18n/format.ts'
import { INBOX_PATH, numbersFilePath } from '../components/staff/inbox/inbox-paths.ts'
import { t as inboxTexts } from '../components/staff/inbox/inbox-texts.ts'
import { ClosingTable, MonthCountTable } from '../components/staff/inbox/numbers-tables.tsx'
import { ProductSelect } from '../components/staff/products/product-fields.tsx'
import { signedInStaff } from '../components/staff/staff-area.server.ts'
import { staffMeta } from '../components/staff/staff-meta.ts'
import { unlessUnavailable } from '../unavailable.server.ts'
import type { Route } from './+types/staff-inbox-numbers.ts'

const t = inboxTexts.numbers

export async function loader({ request, context }: Route.LoaderArgs) {
  const actor = signedInStaff(context)
  const { db } = context.get(servicesContext)
  const filter = numbersFilterSchema.parse(Object.fromEntries(new URL(request.url).searchParams))
  const [numbers, authorities] = await unlessUnavailable(
    Promise.all([inboxNumbers(db, actor, filter), referenceList(db, 'authorities')]),
  )
  const administrator = actor.rolle === 'administrator'
  return {
    numbers,
    filter,
    authorities: administrator ? authorities.map(({ id, navn }) => ({ id, navn })) : undefined,
  }
}

export const meta: Route.MetaFunction = () => staffMeta(t.title)

/**
 * /forvaltning/meldinger/tall: the inbox's numbers per month for a period, as tables and as
 * files. A plain GET form, so the address says what is shown and the files get the same period.
 */
export default function StaffInboxNumbers({ loaderData }: Route.ComponentProps) {
  const { numbers, filter, authorities } = loaderData
  const { period } = numbers
  const lead = format(numbers.authority ? t.lead : t.leadAll, {
    authority: numbers.authority?.navn ?? '',
    from: formatMonth(period.from),
    to: formatMonth(period.to),
  })
  const query = new URLSearchParams({ fra: period.from, til: period.to })
  if (numbers.authority && authorities) query.set('myndighet', String(numbers.authority.id))
  return (
    <article className="staff-page staff-page--wide">
      <header>
        <Heading level={1} data-size="lg">
          {t.title}
        </Heading>
        <Paragraph>{lead}</Paragraph>
        <Paragraph>
          <Link className="ds-link" to={INBOX_PATH}>
            {t.back}
          </Link>
        </Paragraph>
      </header>
      <Form method="get" className="staff-product-filters">
        <Textfield
          label={t.from}
          description={t.monthHint}
          name="fra"
          type="month"
          defaultValue={period.from}
        />
        <Textfield
          label={t.to}
          description={t.monthHint}
          name="til"
          type="month"
          defaultValue={period.to}
        />
        {authorities ? (
          <ProductSelect
            name="myndighet"
            label={inboxTexts.list.authority}
            value={filter.myndighet === undefined ? '' : String(filter.myndighet)}
            options={authorities.map((a) => ({ value: String(a.id), label: a.navn }))}
            placeholder={inboxTexts.list.allAuthorities}
          />
        ) : null}
        <Button type="submit" variant="secondary">
          {t.show}
        </Button>
      </Form>
      <section aria-labelledby="tall-filer">
        <Heading level={2} data-size="xs" id="tall-filer">
          {t.download}
        </Heading>
        <ul>
          <li>
            <a className="ds-link" href={numbersFilePath('xlsx', query.toString())} download>
              {t.xlsx}
            </a>
          </li>
          <li>
            <a className="ds-link" href={numbersFilePath('csv', query.toString())} download>
              {t.csv}
            </a>
          </li>
        </ul>
      </section>
      <MonthCountTable caption={t.byKind} table={numbers.kinds} />
      <MonthCountTable caption={t.byCategory} table={numbers.categories} />
      <MonthCountTable caption={t.byStatus} table={numbers.statuses} />
      <ClosingTable rows={numbers.closing} />
    </article>
  )
}
