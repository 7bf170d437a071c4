import { eq, sql } from 'drizzle-orm'
import type { Db } from '../../../db/connection.ts'
import { produktUtkast } from '../../../db/schema/index.ts'
import type { Actor } from '../roles.ts'
import { BLANK_FIELDS, changedFields, type StoredFields } from './changed-fields.ts'
import { listHistory, recordHistory } from './product-history.ts'
import type { ProductDraftFields } from './product-schema.ts'
import { documentProblems } from './product-document-store.ts'
import { imageProblems } from './product-image-store.ts'
import { sortedLists } from './product-store.ts'
import { ProductInvalidError, unknownReferences } from './references.ts'
import { assertMayEdit, ProductNotFoundError } from './product-rules.ts'
import { ProductConflictError } from './save-errors.ts'
import type { DbOrTransaction } from '../../mail/queue-mail.ts'

/** Who saves, and when. */
export interface SaveBy {
  actor: Actor & { id: number }
  now: Date
}

/** A draft as the form resumes it. */
export interface StoredDraft {
  id: number
  fields: StoredFields
  versjon: number
  sistLagret: Date
}

const withoutVersion = ({ versjon: _versjon, ...fields }: ProductDraftFields): StoredFields =>
  sortedLists(fields)

/** A draft, locked for the rest of the transaction when `lock` is set; undefined if none. */
export async function readDraft(
  tx: DbOrTransaction,
  id: number,
  { lock = false } = {},
): Promise<StoredDraft | undefined> {
  const query = tx.select().from(produktUtkast).where(eq(produktUtkast.id, id))
  const [row] = lock ? await query.for('update') : await query
  if (!row) return undefined
  return {
    id: row.id,
    fields: row.felter as StoredFields,
    versjon: row.versjon,
    sistLagret: row.sistLagret,
  }
}

/**
 * A draft locked for a save that started from `versjon`, after the rules: it must exist, the
 * person may change its authority's products and the one it moves to, and no one has saved it
 * since that version.
 */
async function lockDraftForSave(
  tx: DbOrTransaction,
  { actor }: SaveBy,
  id: number,
  versjon: number | undefined,
  toAuthority: number,
): Promise<StoredDraft> {
  const draft = await readDraft(tx, id, { lock: true })
  if (!draft) throw new ProductNotFoundError()
  assertMayEdit(actor, draft.fields.myndighet, toAuthority)
  if (versjon !== draft.versjon) {
    throw new ProductConflictError(await listHistory(tx, { utkastId: id }, versjon), draft.versjon)
  }
  return draft
}

/**
 * The draft a save goes over, locked (lockDraftForSave), or none for a new product, which the
 * person must still be allowed to make for the authority named.
 */
export async function lockDraftIfAny(
  tx: DbOrTransaction,
  by: SaveBy,
  utkastId: number | undefined,
  versjon: number | undefined,
  fields: StoredFields,
): Promise<StoredDraft | undefined> {
  if (utkastId !== undefined) {
    return lockDraftForSave(tx, by, utkastId, versjon, fields.myndighet)
  }
  assertMayEdit(by.actor, fields.myndighet)
  return undefined
}

/** What a draft is saved from: the form's fields, and the draft it goes over if any. */
interface DraftInput {
  utkastId?: number
  fields: ProductDraftFields
}

/**
 * Saves a draft: a new one without `utkastId`, else over the one named, which must still be at
 * the version the form was filled in from. Answers its id and new version. One transaction:
 * the draft and its history row are written together or not at all.
 */
export async function saveDraft(
  db: Db,
  by: SaveBy,
  input: DraftInput,
): Promise<{ utkastId: number; versjon: number }> {
  return db.transaction((tx) => saveDraftIn(tx, by, input))
}

/**
 * saveDraft in the caller's transaction, for work that must be kept together with the draft
 * or not at all (a draft made from a report and its audit entry).
 */
export async function saveDraftIn(
  tx: DbOrTransaction,
  by: SaveBy,
  input: DraftInput,
): Promise<{ utkastId: number; versjon: number }> {
  const fields = withoutVersion(input.fields)
  const before = await lockDraftIfAny(tx, by, input.utkastId, input.fields.versjon, fields)
  const problems = {
    ...(await unknownReferences(tx, fields)),
    ...(await imageProblems(tx, by.actor, fields)),
    ...(await documentProblems(tx, by.actor, fields)),
  }
  if (Object.keys(problems).length) throw new ProductInvalidError(problems)
  const changed = changedFields(before?.fields ?? BLANK_FIELDS, fields)
  if (before && !changed.length) return { utkastId: before.id, versjon: before.versjon }
  if (!before) return insertDraft(tx, by, fields)
  const [row] = await tx
    .update(produktUtkast)
    .set({
      felter: fields,
      myndighetId: fields.myndighet,
      versjon: sql`${produktUtkast.versjon} + 1`,
      sistLagret: by.now,
    })
    .where(eq(produktUtkast.id, before.id))
    .returning({ id: produktUtkast.id, versjon: produktUtkast.versjon })
  await recordHistory(tx, {
    utkastId: row!.id,
    ansattId: by.actor.id,
    hendelse: 'utkast',
    felt: changed,
    versjon: row!.versjon,
    now: by.now,
  })
  return { utkastId: row!.id, versjon: row!.versjon }
}

/**
 * Writes a new draft and its first history row in the caller's transaction, after the caller
 * has checked the rules and the references; `importId` names the import that brought it in.
 */
export async function insertDraft(
  tx: DbOrTransaction,
  by: SaveBy,
  fields: StoredFields,
  importId?: number,
): Promise<{ utkastId: number; versjon: number }> {
  const [row] = await tx
    .insert(produktUtkast)
    .values({
      felter: fields,
      myndighetId: fields.myndighet,
      opprettet: by.now,
      sistLagret: by.now,
      importId,
    })
    .returning({ id: produktUtkast.id, versjon: produktUtkast.versjon })
  await recordHistory(tx, {
    utkastId: row!.id,
    ansattId: by.actor.id,
    hendelse: 'utkast',
    felt: changedFields(BLANK_FIELDS, fields),
    versjon: row!.versjon,
    now: by.now,
  })
  return { utkastId: row!.id, versjon: row!.versjon }
}
