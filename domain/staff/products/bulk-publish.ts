import { asc, eq, inArray } from 'drizzle-orm'
import { z } from 'zod'
import type { Db } from '../../../db/connection.ts'
import { produktUtkast } from '../../../db/schema/index.ts'
import { choice, id, list, optional } from '../../reports/fields.ts'
import type { StoredFields } from './changed-fields.ts'
import type { SaveBy } from './drafts.ts'
import { assertMayEdit, ProductNotFoundError } from './product-rules.ts'
import { productSchema, type ProductFields } from './product-schema.ts'
import { publishInTransaction } from './publish.ts'
import { knownReferences, referenceProblems } from './references.ts'

/** The most drafts one action publishes: the largest import, with room. */
const MAX_BULK_PUBLISH = 2_000

/** A draft that lacks what a published product needs (or names what is gone), and where. */
export interface IncompleteDraft {
  utkastId: number
  navn: string | null
  /** The field and the i18n key of its first problem. */
  felt: string
  problem: string
}

/** Some of the drafts chosen cannot be published yet: none was. */
export class DraftsIncompleteError extends Error {
  readonly drafts: IncompleteDraft[]
  constructor(drafts: IncompleteDraft[]) {
    super('drafts incomplete')
    this.drafts = drafts
  }
}

/**
 * Publishes the drafts named, all or none, each through the same code as one product published
 * from its form (publishInTransaction): history, first published, the change feed's triggers.
 * The rules come first for every draft, then the whole product's schema; a draft another person
 * saved meanwhile is published as it now stands, since the person chose it, not a version of it.
 * Answers the new products' ids, in the order of the drafts' ids.
 */
export async function publishDrafts(db: Db, by: SaveBy, utkastIds: number[]): Promise<number[]> {
  // A fixed order, so two such actions over the same drafts wait for each other, never deadlock.
  const ids = [...new Set(utkastIds)].sort((a, b) => a - b).slice(0, MAX_BULK_PUBLISH)
  return db.transaction(async (tx) => {
    const ready: Array<{ utkastId: number; fields: ProductFields }> = []
    const incomplete: IncompleteDraft[] = []
    // Every draft locked in one statement, in the order of their ids.
    const drafts = await tx
      .select()
      .from(produktUtkast)
      .where(inArray(produktUtkast.id, ids))
      .orderBy(asc(produktUtkast.id))
      .for('update')
    if (drafts.length !== ids.length) throw new ProductNotFoundError()
    for (const draft of drafts) {
      const fields = draft.felter as StoredFields
      assertMayEdit(by.actor, fields.myndighet)
      const parsed = productSchema.safeParse({ ...fields, versjon: draft.versjon })
      if (parsed.success) ready.push({ utkastId: draft.id, fields: parsed.data })
      else {
        const [issue] = parsed.error.issues
        incomplete.push({
          utkastId: draft.id,
          navn: fields.navn,
          felt: String(issue?.path[0] ?? ''),
          problem: issue?.message ?? 'reports.required',
        })
      }
    }
    // The references of all at once: five queries, not five a draft.
    const known = await knownReferences(
      tx,
      ready.map((input) => input.fields),
    )
    for (const { utkastId, fields } of ready) {
      const [name, key] = Object.entries(referenceProblems(known, fields))[0] ?? []
      if (name && key) {
        incomplete.push({ utkastId, navn: fields.navn, felt: name.split('.')[0]!, problem: key })
      }
    }
    if (incomplete.length) throw new DraftsIncompleteError(incomplete)
    const published: number[] = []
    for (const input of ready) {
      published.push(await publishInTransaction(tx, by, input, { referencesChecked: true }))
    }
    return published
  })
}

/** The drafts an import made that are still drafts, oldest first. */
export async function draftsOfImport(db: Db, importId: number): Promise<number[]> {
  const rows = await db
    .select({ id: produktUtkast.id })
    .from(produktUtkast)
    .where(eq(produktUtkast.importId, importId))
    .orderBy(asc(produktUtkast.id))
  return rows.map((row) => row.id)
}

/**
 * The staff list's publish buttons: the drafts ticked, or every draft an import made. The
 * rules are publishDrafts'; this only says which drafts were asked for.
 */
export const bulkPublishSchema = z.object({
  handling: choice(['publiser-valgte', 'publiser-import']),
  utkast: list(id(), MAX_BULK_PUBLISH),
  import: optional(id()),
})
