import type { HistoryEntry } from '../../../../domain/staff/products/product-history.ts'
import type { ProductFormValues } from './product-form-values.ts'

/**
 * What a product form's action answers when it does not go on to the saved page: the input
 * as typed, the problems by field id, and after a conflict who saved what in between.
 */
export interface ProductFormResult {
  values: ProductFormValues
  /** The text of each problem, by the form field's name (`fareList.0.risikoId`). */
  errors: Record<string, string>
  conflict?: HistoryEntry[]
  /** Said above the form when it comes back unsaved on purpose (a picture button). */
  notice?: string
}
