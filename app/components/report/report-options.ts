import type { Country } from '../../../domain/catalogue/reference-schemas.ts'
import type { Option } from './report-fields.tsx'

/**
 * The choices report forms offer from the reference lists and the spec's enumerations, as the
 * form posts them (ids and codes) with the names a sender reads.
 */

/** Reference list rows (risks, measures) by id; a row without a name cannot be offered. */
export function namedOptions(rows: readonly { id: number; navn: string | null }[]): Option[] {
  return rows.flatMap((row) => (row.navn ? [{ value: String(row.id), label: row.navn }] : []))
}

export function countryOptions(countries: readonly Country[]): Option[] {
  return countries.map((country) => ({ value: country.alpha2, label: country.name }))
}

/** Spec section 9: Norway is not among the countries a product was sold in outside Norway. */
export function outsideNorway(countries: readonly Option[]): Option[] {
  return countries.filter((country) => country.value !== 'NO')
}

/** An enumeration of spec section 3 with its texts (`reports.values`), in the spec's order. */
export function enumOptions(values: readonly string[], texts: Record<string, string>): Option[] {
  return values.map((value) => ({ value, label: texts[value] ?? value }))
}
