import type { Language } from './language.ts'

// The months by name in each language, as Intl writes them (decision 056; i18n/intl-free.test.ts
// compares): the staff area's numbers, the newsletter's months and the demo data's texts.
const NORWEGIAN_MONTHS = [
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
const MONTHS: Record<Language, readonly string[]> = {
  nb: NORWEGIAN_MONTHS,
  nn: NORWEGIAN_MONTHS,
  en: [
    'January',
    'February',
    'March',
    'April',
    'May',
    'June',
    'July',
    'August',
    'September',
    'October',
    'November',
    'December',
  ],
}

/** A month by its number (1–12), as 'mars'. */
export function monthOfYear(month: number, language: Language = 'nb'): string {
  return MONTHS[language][month - 1]!
}

/** A whole month, 'yyyy-MM', as 'mars 2026' ('March 2026' in English). */
export function formatMonth(yearMonth: string, language: Language = 'nb'): string {
  const [year, month] = yearMonth.split('-').map(Number)
  return `${monthOfYear(month!, language)} ${year}`
}
