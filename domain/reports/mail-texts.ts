import type { ReportKind } from './reference-number.ts'

/**
 * The texts report e-mail is written with. They live in i18n/ (`reports`); the caller passes
 * them in, since domain code does not import the app. E-mail to authorities is in Bokmål.
 */
export interface ReportMailTexts {
  /** Labels by wire field name. */
  fields: Record<string, string>
  /** Display names of enumeration values (PRIVAT_FORBRUKER, LOW, ...). */
  values: Record<string, string>
  mail: {
    kinds: Record<ReportKind, string>
    receiptSubject: string
    receiptText: string
    authoritySubject: string
    authorityIntro: string
    recipients: string
    attachmentsNote: string
    filesAnnounced: string
    followUpSubject: string
    followUpText: string
    notGiven: string
    injuredPerson: string
    productLink: string
  }
}

/**
 * One line of an authority's e-mail: a field's wire name and what the sender gave, if anything,
 * ready to show (enumeration codes already turned into names by `valueNames`).
 */
export type MailLine = [field: string, value: string | number | readonly string[] | undefined]

/** Fills `{name}` placeholders, as i18n/format.ts does for the pages. */
export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) =>
    key in values ? String(values[key]) : whole,
  )
}

/** The display name of enumeration values (LOW is 'Lav'); codes without one are shown as they are. */
export function valueNames(
  texts: ReportMailTexts,
  codes: string | readonly string[] | undefined,
): string[] | undefined {
  if (codes === undefined) return undefined
  return (typeof codes === 'string' ? [codes] : codes).map((code) => texts.values[code] ?? code)
}
