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
  const rows = await tx.select({ id: table.id }).from(table).where(inArray(table.id, ids))
  return new Set(rows.map((row) => row.id))
}

/**
 * The ids in a product's fields that name nothing in the reference lists (a risk, category,
 * measure, authority or country removed, or a post made by hand), at the field that holds them.
 */
export async function unknownReferences(
  tx: DbOrTransaction,
  fields: StoredFields,
): Promise<FieldProblems> {
  const problems: FieldProblems = {}
  // One after the other: a save asks in its transaction, whose connection is one.
  const risks = await known(
    tx,
    risiko,
    fields.fareList.map((hazard) => hazard.risikoId),
  )
  const categories = await known(
    tx,
    kategori,
    fields.fareList.map((hazard) => hazard.produktKategoriId),
  )
  const measures = await known(tx, tiltak, fields.tiltak)
  const authorities = await known(tx, myndighet, [fields.myndighet])
  fields.fareList.forEach((hazard, index) => {
    if (!risks.has(hazard.risikoId))
      problems[`fareList.${index}.risikoId`] = 'reports.invalidChoice'
    if (!categories.has(hazard.produktKategoriId)) {
      problems[`fareList.${index}.produktKategoriId`] = 'reports.invalidChoice'
    }
  })
  if (fields.tiltak.some((id) => !measures.has(id))) problems.tiltak = 'reports.invalidChoice'
  if (!authorities.has(fields.myndighet)) {
    problems.myndighet = 'staffProducts.validation.unknownAuthority'
  }
  if (fields.meldingFraLand) {
    const [country] = await tx
      .select({ alpha2: land.alpha2 })
      .from(land)
      .where(inArray(land.alpha2, [fields.meldingFraLand]))
    if (!country) problems.meldingFraLand = 'reports.invalidChoice'
  }
  return problems
}

/** The save was refused for the fields named: nothing was written. */
export class ProductInvalidError extends Error {
  readonly problems: FieldProblems
  constructor(problems: FieldProblems) {
    super('invalid references')
    this.problems = problems
  }
}
