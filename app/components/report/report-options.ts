import type { Category, Country } from '../../../domain/catalogue/reference-schemas.ts'
import type { Option } from './report-fields.tsx'

/**
 * The choices report forms offer from the reference lists and the spec's enumerations, as the
 * form posts them (ids and codes) with the names a sender reads.
 */

/** Between the levels of a category's name: 'Leker › Slim og modelleire'. */
const PATH_SEPARATOR = ' › '

/**
 * Every category, each under its parent (depth first, the list's own order within a level),
 * named by its whole path: one list a sender can pick any level from, where a level-3 name
 * still says which part of the tree it belongs to, read aloud as well as seen.
 */
export function categoryOptions(categories: readonly Category[]): Option[] {
  const children = new Map<number | null, Category[]>()
  for (const category of categories) {
    const siblings = children.get(category.parent) ?? []
    siblings.push(category)
    children.set(category.parent, siblings)
  }
  const options: Option[] = []
  const visit = (parent: number | null, path: string[]) => {
    // The tree has three levels; a cycle in bad data must not hang the page.
    if (path.length >= 3) return
    for (const category of children.get(parent) ?? []) {
      const names = [...path, category.navn]
      options.push({ value: String(category.id), label: names.join(PATH_SEPARATOR) })
      visit(category.id, names)
    }
  }
  visit(null, [])
  return options
}

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
