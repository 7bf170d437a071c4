import { staffInboxNb } from '../../../i18n/staff-inbox.nb.ts'
import type { Cell, Sheet } from '../../spreadsheets/spreadsheets.ts'
import type { InboxNumbers, MonthTable } from './inbox-numbers.ts'

const t = staffInboxNb.numbers

const rowsOf = async function* (rows: Cell[][]) {
  yield rows
}

const countSheet = (name: string, table: MonthTable): Sheet => ({
  name,
  headings: [t.month, ...table.columns, t.total],
  rows: rowsOf(table.rows.map((row) => [row.month, ...row.counts, row.total])),
})

/** The numbers as the page shows them, one sheet per table (in a CSV one after the other). */
export function numbersSheets(numbers: InboxNumbers): Sheet[] {
  return [
    countSheet(t.sheets.kinds, numbers.kinds),
    countSheet(t.sheets.categories, numbers.categories),
    countSheet(t.sheets.statuses, numbers.statuses),
    {
      name: t.sheets.closing,
      headings: [t.month, t.closed, t.median],
      rows: rowsOf(numbers.closing.map((row) => [row.month, row.closed, row.medianDays])),
    },
  ]
}
