import { inArray } from 'drizzle-orm'
import { kategori, land, myndighet, risiko, tiltak } from '../../../db/schema/index.ts'
import type { DbOrTransaction } from '../../mail/queue-mail.ts'
import type { StoredFields } from './changed-fields.ts'

/** Field problems by the form's field name (`fareList.0.risikoId`), each an i18n key. */
export type FieldProblems = Record<string, string>

async function known(
  tx: DbOrTransaction,
  table: typeof risiko | typeof kategori | typeof tiltak | typeof myndighet,
  ids: number[],
): Promise<Set<number>> {
  if (!ids.length) return new Set()
  const rows = await tx
    .select({ id: table.id })
    .from(table)
    .where(inArray(table.id, [...new Set(ids)]))
  return new Set(rows.map((row) => row.id))
}

/** Which of the ids named in some products' fields the reference lists hold. */
export interface KnownReferences {
  risks: Set<number>
  categories: Set<number>
  measures: Set<number>
  authorities: Set<number>
  countries: Set<string>
}

/**
 * Looks up, in one query per list, the ids the fields of one or many products name (an import
 * checks hundreds of rows with five queries, not five a row).
 */
export async function knownReferences(
  tx: DbOrTransaction,
  products: readonly StoredFields[],
): Promise<KnownReferences> {
  const hazards = products.flatMap((fields) => fields.fareList)
  const countryCodes = [...new Set(products.flatMap((fields) => fields.meldingFraLand ?? []))]
  // One after the other: a save asks in its transaction, whose connection is one.
  const risks = await known(
    tx,
    risiko,
    hazards.map((hazard) => hazard.risikoId),
  )
  const categories = await known(
    tx,
    kategori,
    hazards.map((hazard) => hazard.produktKategoriId),
  )
  const measures = await known(
    tx,
    tiltak,
    products.flatMap((fields) => fields.tiltak),
  )
  const authorities = await known(
    tx,
    myndighet,
    products.map((fields) => fields.myndighet),
  )
  const countries = countryCodes.length
    ? await tx.select({ alpha2: land.alpha2 }).from(land).where(inArray(land.alpha2, countryCodes))
    : []
  return {
    risks,
    categories,
    measures,
    authorities,
    countries: new Set(countries.map((country) => country.alpha2)),
  }
}

/**
 * The ids in a product's fields that name nothing in the reference lists (a risk, category,
 * measure, authority or country removed, or a post made by hand), at the field that holds them.
 */
export function referenceProblems(known: KnownReferences, fields: StoredFields): FieldProblems {
  const problems: FieldProblems = {}
  fields.fareList.forEach((hazard, index) => {
    if (!known.risks.has(hazard.risikoId))
      problems[`fareList.${index}.risikoId`] = 'reports.invalidChoice'
    if (!known.categories.has(hazard.produktKategoriId)) {
      problems[`fareList.${index}.produktKategoriId`] = 'reports.invalidChoice'
    }
  })
  if (fields.tiltak.some((id) => !known.measures.has(id))) problems.tiltak = 'reports.invalidChoice'
  if (!known.authorities.has(fields.myndighet)) {
    problems.myndighet = 'staffProducts.validation.unknownAuthority'
  }
  if (fields.meldingFraLand && !known.countries.has(fields.meldingFraLand)) {
    problems.meldingFraLand = 'reports.invalidChoice'
  }
  return problems
}

/** The reference problems of one product's fields, looked up in the save's transaction. */
export async function unknownReferences(
  tx: DbOrTransaction,
  fields: StoredFields,
): Promise<FieldProblems> {
  return referenceProblems(await knownReferences(tx, [fields]), fields)
}

/** The save was refused for the fields named: nothing was written. */
export class ProductInvalidError extends Error {
  readonly problems: FieldProblems
  constructor(problems: FieldProblems) {
    super('invalid references')
    this.problems = problems
  }
}
