import { asc, eq } from 'drizzle-orm'
import { z } from 'zod'
import type { Db } from '../../../db/connection.ts'
import { produktUtkast } from '../../../db/schema/index.ts'
import { choice, id, list, optional } from '../../reports/fields.ts'
import { readDraft, type SaveBy } from './drafts.ts'
import { assertMayEdit, ProductNotFoundError } from './product-rules.ts'
import { productSchema, type ProductFields } from './product-schema.ts'
import { publishInTransaction } from './publish.ts'

/** The most drafts one action publishes: the largest import, with room. */
const MAX_BULK_PUBLISH = 2_000

/** A draft that lacks what a published product needs, and the first field it lacks. */
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
    for (const utkastId of ids) {
      const draft = await readDraft(tx, utkastId, { lock: true })
      if (!draft) throw new ProductNotFoundError()
      assertMayEdit(by.actor, draft.fields.myndighet)
      const parsed = productSchema.safeParse({ ...draft.fields, versjon: draft.versjon })
      if (parsed.success) ready.push({ utkastId, fields: parsed.data })
      else {
        const [issue] = parsed.error.issues
        incomplete.push({
          utkastId,
          navn: draft.fields.navn,
          felt: String(issue?.path[0] ?? ''),
          problem: issue?.message ?? 'reports.required',
        })
      }
    }
    if (incomplete.length) throw new DraftsIncompleteError(incomplete)
    const published: number[] = []
    for (const input of ready) published.push(await publishInTransaction(tx, by, input))
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
