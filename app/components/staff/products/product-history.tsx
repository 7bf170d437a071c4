import { Heading, Paragraph, Table } from '@digdir/designsystemet-react'
import { formatDateTime } from '../../../../i18n/dates.ts'
import type { HistoryEntry } from '../../../../domain/staff/products/product-history.ts'
import { fieldLabel, t } from './product-texts.ts'

/** Every save of the product: when, who, what they did and which fields they changed. */
export function ProductHistory({ entries }: { entries: HistoryEntry[] }) {
  return (
    <section aria-labelledby="history-heading">
      <Heading level={2} data-size="sm" id="history-heading">
        {t.history.title}
      </Heading>
      {entries.length ? (
        <Table>
          <Table.Head>
            <Table.Row>
              <Table.HeaderCell>{t.history.when}</Table.HeaderCell>
              <Table.HeaderCell>{t.history.who}</Table.HeaderCell>
              <Table.HeaderCell>{t.history.what}</Table.HeaderCell>
              <Table.HeaderCell>{t.history.fields}</Table.HeaderCell>
            </Table.Row>
          </Table.Head>
          <Table.Body>
            {[...entries].reverse().map((entry) => (
              <Table.Row key={`${entry.versjon}-${entry.hendelse}`}>
                <Table.Cell>{formatDateTime(entry.tidspunkt)}</Table.Cell>
                <Table.Cell>{entry.navn}</Table.Cell>
                <Table.Cell>{t.history.events[entry.hendelse]}</Table.Cell>
                <Table.Cell>{entry.felt.map(fieldLabel).join(', ')}</Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table>
      ) : (
        <Paragraph>{t.history.none}</Paragraph>
      )}
    </section>
  )
}
