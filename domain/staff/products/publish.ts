import { and, eq, isNull, sql } from 'drizzle-orm'
import type { Db } from '../../../db/connection.ts'
import { produkt, produktUtkast } from '../../../db/schema/index.ts'
import { BLANK_FIELDS, changedFields, type StoredFields } from './changed-fields.ts'
import { lockDraftIfAny, type SaveBy } from './drafts.ts'
import { listHistory, moveHistoryToProduct, recordHistory } from './product-history.ts'
import { documentProblems } from './product-document-store.ts'
import { imageProblems } from './product-image-store.ts'
import type { ProductFields } from './product-schema.ts'
import { insertProduct, readProduct, sortedLists, updateProduct } from './product-store.ts'
import { assertMayEdit, ProductNotFoundError } from './product-rules.ts'
import { ProductInvalidError, unknownReferences } from './references.ts'
import { ProductConflictError } from './save-errors.ts'
import type { DbOrTransaction } from '../../mail/queue-mail.ts'

type WholeProduct = Omit<ProductFields, 'versjon'>

const withoutVersion = ({ versjon: _versjon, ...fields }: ProductFields): WholeProduct =>
  sortedLists(fields)

/**
 * Refuses ids that name nothing, and pictures this save may not use (product-image-store.ts).
 * A bulk publish has checked every draft's ids at once (`idsChecked`); pictures are each one's.
 */
async function refuseUnknownReferences(
  tx: DbOrTransaction,
  by: SaveBy,
  fields: StoredFields,
  { produktId, idsChecked = false }: { produktId?: number; idsChecked?: boolean } = {},
) {
  const problems = {
    ...(idsChecked ? {} : await unknownReferences(tx, fields)),
    ...(await imageProblems(tx, by.actor, fields, produktId)),
    ...(await documentProblems(tx, by.actor, fields, produktId)),
  }
  if (Object.keys(problems).length) throw new ProductInvalidError(problems)
}

/**
 * Publishes a product: from the draft named (which must be at the form's version, and is then
 * gone, its history going with the product) or straight from the form. First published and
 * last changed are now. Answers the product's id.
 */
export async function publishProduct(
  db: Db,
  by: SaveBy,
  input: { utkastId?: number; fields: ProductFields },
): Promise<number> {
  return db.transaction((tx) => publishInTransaction(tx, by, input))
}

/**
 * publishProduct in the caller's transaction, so that many can be published as one. A caller
 * that has checked the references of many products at once says so with `referencesChecked`.
 */
export async function publishInTransaction(
  tx: DbOrTransaction,
  by: SaveBy,
  input: { utkastId?: number; fields: ProductFields },
  { referencesChecked = false } = {},
): Promise<number> {
  const fields = withoutVersion(input.fields)
  const draft = await lockDraftIfAny(tx, by, input.utkastId, input.fields.versjon, fields)
  await refuseUnknownReferences(tx, by, fields, { idsChecked: referencesChecked })
  // The product's versions go on from the draft's, so its history reads as one line.
  const versjon = (draft?.versjon ?? 0) + 1
  const produktId = await insertProduct(tx, fields, versjon, by.now)
  if (draft) await moveHistoryToProduct(tx, draft.id, produktId)
  await recordHistory(tx, {
    produktId,
    ansattId: by.actor.id,
    hendelse: 'publisert',
    felt: changedFields(draft?.fields ?? BLANK_FIELDS, fields),
    versjon,
    now: by.now,
  })
  if (draft) await tx.delete(produktUtkast).where(eq(produktUtkast.id, draft.id))
  return produktId
}

/** A product locked for a change that started from `versjon`, after the same rules as a draft. */
async function lockProductForSave(
  tx: DbOrTransaction,
  { actor }: SaveBy,
  id: number,
  versjon: number | undefined,
  toAuthority: number,
) {
  const stored = await readProduct(tx, id, { lock: true })
  if (!stored) throw new ProductNotFoundError()
  assertMayEdit(actor, stored.fields.myndighet, toAuthority)
  if (versjon !== stored.versjon) {
    throw new ProductConflictError(
      await listHistory(tx, { produktId: id }, versjon),
      stored.versjon,
    )
  }
  return stored
}

/**
 * Saves a published (or withdrawn) product's corrected fields as its next version, last
 * changed now; a save that changes nothing writes nothing. Answers the version it is at.
 */
export async function saveProduct(
  db: Db,
  by: SaveBy,
  produktId: number,
  input: ProductFields,
): Promise<number> {
  const fields = withoutVersion(input)
  return db.transaction(async (tx) => {
    const stored = await lockProductForSave(tx, by, produktId, input.versjon, fields.myndighet)
    await refuseUnknownReferences(tx, by, fields, { produktId })
    const changed = changedFields(stored.fields, fields)
    if (!changed.length) return stored.versjon
    await updateProduct(tx, produktId, fields, by.now)
    await recordHistory(tx, {
      produktId,
      ansattId: by.actor.id,
      hendelse: 'endret',
      felt: changed,
      versjon: stored.versjon + 1,
      now: by.now,
    })
    return stored.versjon + 1
  })
}

/**
 * Withdraws a product once its recall is complete: from now on it is in no list, search, feed
 * or newsletter, and its page says it was withdrawn and when. Withdrawing it again does nothing.
 */
export async function withdrawProduct(
  db: Db,
  by: SaveBy,
  produktId: number,
  versjon: number | undefined,
): Promise<void> {
  await db.transaction(async (tx) => {
    const stored = await readProduct(tx, produktId, { lock: true })
    if (!stored) throw new ProductNotFoundError()
    assertMayEdit(by.actor, stored.fields.myndighet)
    if (stored.withdrawnAt) return
    await lockProductForSave(tx, by, produktId, versjon, stored.fields.myndighet)
    await tx
      .update(produkt)
      .set({ withdrawnAt: by.now, versjon: sql`${produkt.versjon} + 1` })
      .where(and(eq(produkt.id, produktId), isNull(produkt.withdrawnAt)))
    await recordHistory(tx, {
      produktId,
      ansattId: by.actor.id,
      hendelse: 'trukket_tilbake',
      felt: [],
      versjon: stored.versjon + 1,
      now: by.now,
    })
  })
}
