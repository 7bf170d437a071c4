import type { Db } from '../../db/connection.ts'
import {
  listAuthorities,
  listCategories,
  listCountries,
  listMeasures,
  listRisks,
} from './reference-data.ts'

/**
 * How long a page may show a reference list after the table behind it changed. The lists (the
 * authorities, the category tree, risks, measures, countries) change a few times a year, while
 * every page shows some of them: decision 025.
 */
export const REFERENCE_LISTS_KEPT_MS = 60_000

const loaders = {
  authorities: listAuthorities,
  categories: listCategories,
  risks: listRisks,
  measures: listMeasures,
  countries: listCountries,
}

type ListName = keyof typeof loaders
type List<Name extends ListName> = Readonly<Awaited<ReturnType<(typeof loaders)[Name]>>>

interface Kept {
  until: number
  list: Promise<unknown>
}

// Per database, so that each test's own database has lists of its own.
const keptByDatabase = new WeakMap<Db, Map<ListName, Kept>>()

/**
 * A reference list as the pages show it: read from the database at most once a minute per
 * process, and once for requests that ask at the same moment. The list is frozen, as every
 * request shares it. A failed read is not kept: the next request tries again.
 */
export function referenceList<Name extends ListName>(
  db: Db,
  name: Name,
  now = Date.now(),
): Promise<List<Name>> {
  let kept = keptByDatabase.get(db)
  if (!kept) keptByDatabase.set(db, (kept = new Map<ListName, Kept>()))
  const current = kept.get(name)
  if (current && current.until > now) return current.list as Promise<List<Name>>
  const list = loaders[name](db).then((rows) => Object.freeze(rows))
  const entry = { until: now + REFERENCE_LISTS_KEPT_MS, list }
  kept.set(name, entry)
  list.catch(() => {
    if (kept.get(name) === entry) kept.delete(name)
  })
  return list as Promise<List<Name>>
}
