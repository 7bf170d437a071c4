import { mayEditProductOf, type Actor } from '../roles.ts'

/** Who a stored picture or document belongs to: a product, or while only uploaded an authority. */
interface Owned {
  id: number
  produktId: number | null
  myndighetId: number | null
}

/**
 * The ids a save may name: the saved product's own pictures or documents, and uploads of an
 * authority the person may change. A save of a draft or a new product (no `produktId`) names only
 * uploads.
 */
export function usableUploads(rows: Owned[], actor: Actor, produktId?: number): Set<number> {
  return new Set(
    rows
      .filter((row) =>
        row.produktId === null
          ? row.myndighetId !== null && mayEditProductOf(actor, row.myndighetId)
          : row.produktId === produktId,
      )
      .map((row) => row.id),
  )
}
