import {
  produkt,
  produktBilde,
  produktDokument,
  produktFare,
  produktTiltak,
} from '../schema/index.ts'
import type { AuthorityKey } from './authorities.ts'
import { insertAll, insertReturningIds, required, type Tx } from './insert.ts'
import type { ProductDraft } from './products.ts'
import type { MeasureName, RiskName } from './risks-and-measures.ts'

export interface ReferenceIds {
  authorities: Map<AuthorityKey, number>
  categories: Map<string, number>
  risks: Map<RiskName, number>
  measures: Map<MeasureName, number>
}

interface Inserted {
  draft: ProductDraft
  produktId: number
}

/** Inserts the products and then, in batches, their hazards, measures, images and documents. */
export async function seedProducts(
  tx: Tx,
  drafts: readonly ProductDraft[],
  ids: ReferenceIds,
): Promise<void> {
  const productIds = await insertReturningIds(
    tx,
    produkt,
    drafts.map((draft) => ({
      ...draft.fields,
      ...draft.dates,
      myndighetId: required(ids.authorities, draft.authority),
    })),
  )
  const inserted = drafts.map((draft, index) => ({ draft, produktId: productIds[index] as number }))
  await insertAll(tx, produktFare, hazardRows(inserted, ids))
  await insertAll(tx, produktTiltak, measureRows(inserted, ids))
  await insertAll(
    tx,
    produktBilde,
    inserted.flatMap(({ draft, produktId }) =>
      draft.images.map((image) => ({ ...image, produktId })),
    ),
  )
  await insertAll(
    tx,
    produktDokument,
    inserted.flatMap(({ draft, produktId }) =>
      draft.document ? [{ ...draft.document, produktId }] : [],
    ),
  )
}

// A hazard is a risk within a category: the product's own one.
function hazardRows(inserted: readonly Inserted[], ids: ReferenceIds) {
  return inserted.flatMap(({ draft, produktId }) =>
    draft.risks.map((risk) => ({
      produktId,
      risikoId: required(ids.risks, risk),
      kategoriId: required(ids.categories, draft.categoryName),
    })),
  )
}

function measureRows(inserted: readonly Inserted[], ids: ReferenceIds) {
  return inserted.flatMap(({ draft, produktId }) =>
    draft.measures.map((measure) => ({ produktId, tiltakId: required(ids.measures, measure) })),
  )
}
