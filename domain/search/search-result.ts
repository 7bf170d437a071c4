import { sql, type SQL } from 'drizzle-orm'
import type { ProductListItem } from '../catalogue/product-schemas.ts'

/** Public products in one category, its subcategories included. */
export type CategoryHits = {
  id: number
  hits: number
}

/** What a search answers (GET /api/v1/produkt): a page, the total and the category hits. */
export interface SearchResult {
  content: ProductListItem[]
  totalElements: number
  aggregations: { kategoriAggregation: CategoryHits[] }
}

/** Ids as one int[] parameter: a search's products, however many, in one bind value. */
export function intArray(values: readonly number[]): SQL {
  return sql`${`{${values.join(',')}}`}::int[]`
}
