import { Heading, Table } from '@digdir/designsystemet-react'
import type { ClosingRow, MonthTable } from '../../../../domain/staff/inbox/inbox-numbers.ts'
import { formatMonth } from '../../../../i18n/months.ts'
import { ScrollingTable } from '../scrolling-table.tsx'
import { t as inboxTexts } from './inbox-texts.ts'

const t = inboxTexts.numbers

/** Days with a decimal comma, as Norwegian numbers are written. */
const days = (value: number) => value.toFixed(1).replace('.', ',')

/** A table's caption as a heading too, so a screen reader can jump between the tables. */
const TableCaption = ({ text }: { text: string }) => (
  <caption>
    <Heading level={2} data-size="xs">
      {text}
    </Heading>
  </caption>
)

/** One month per row, a column per kind, category or status, and the month's total. */
export function MonthCountTable({ caption, table }: { caption: string; table: MonthTable }) {
  return (
    <ScrollingTable label={caption}>
      <Table className="staff-numbers">
        <TableCaption text={caption} />
        <Table.Head>
          <Table.Row>
            <Table.HeaderCell scope="col">{t.month}</Table.HeaderCell>
            {table.columns.map((column) => (
              <Table.HeaderCell key={column} scope="col">
                {column}
              </Table.HeaderCell>
            ))}
            <Table.HeaderCell scope="col">{t.total}</Table.HeaderCell>
          </Table.Row>
        </Table.Head>
        <Table.Body>
          {table.rows.map((row) => (
            <Table.Row key={row.month}>
              <Table.HeaderCell scope="row">{formatMonth(row.month)}</Table.HeaderCell>
              {row.counts.map((count, index) => (
                <Table.Cell key={table.columns[index]}>{count}</Table.Cell>
              ))}
              <Table.Cell>{row.total}</Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table>
    </ScrollingTable>
  )
}

/** Per month: the reports closed in it, and the median days from received to closed. */
export function ClosingTable({ rows }: { rows: ClosingRow[] }) {
  return (
    <Table className="staff-numbers">
      <TableCaption text={t.closing} />
      <Table.Head>
        <Table.Row>
          <Table.HeaderCell scope="col">{t.month}</Table.HeaderCell>
          <Table.HeaderCell scope="col">{t.closed}</Table.HeaderCell>
          <Table.HeaderCell scope="col">{t.median}</Table.HeaderCell>
        </Table.Row>
      </Table.Head>
      <Table.Body>
        {rows.map((row) => (
          <Table.Row key={row.month}>
            <Table.HeaderCell scope="row">{formatMonth(row.month)}</Table.HeaderCell>
            <Table.Cell>{row.closed}</Table.Cell>
            <Table.Cell>{row.medianDays === null ? t.none : days(row.medianDays)}</Table.Cell>
          </Table.Row>
        ))}
      </Table.Body>
    </Table>
  )
}
