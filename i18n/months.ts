// The months by name, as Intl writes them in Bokmål (decision 056): the staff area's numbers,
// and the demo data's texts.
export const MONTHS = [
  'januar',
  'februar',
  'mars',
  'april',
  'mai',
  'juni',
  'juli',
  'august',
  'september',
  'oktober',
  'november',
  'desember',
]

/** A whole month, 'yyyy-MM', as 'mars 2026'. */
export function formatMonth(yearMonth: string): string {
  const [year, month] = yearMonth.split('-').map(Number)
  return `${MONTHS[month! - 1]} ${year}`
}
