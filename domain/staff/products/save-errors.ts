import type { HistoryEntry } from './product-history.ts'

/**
 * Someone saved the product or draft after the version this save started from. Nothing was
 * written; `changes` says who changed what since, so the person can look before saving again.
 */
export class ProductConflictError extends Error {
  readonly changes: HistoryEntry[]
  readonly versjon: number
  constructor(changes: HistoryEntry[], versjon: number) {
    super('conflict')
    this.changes = changes
    this.versjon = versjon
  }
}
