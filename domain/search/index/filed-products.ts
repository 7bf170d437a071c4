import { NameVectors, type NameWord } from './name-vectors.ts'
import type { IndexedProduct } from './product-rows.ts'
import { withRoomFor } from './room-for.ts'

/**
 * What the catalogue keeps of each filed product beside its bitmaps, in columns by product id:
 * its publication time and day, for the order and the date filters; its name vector, for the
 * ranking; its EAN and batch number, to take it out of those again. An object per product cost
 * about 170 bytes of heap with its map entry and boxed time, and a column costs 8 bytes a
 * product (docs/performance.md, the index's memory, 7 December 2026, late evening). Its risks,
 * measures, categories and authority are not kept: their bitmaps are few, and a change takes
 * its products out of all of them.
 */
export class FiledProducts {
  readonly nameVectors = new NameVectors()
  /** First published, in microseconds since 1970: the database's own precision, for ties. */
  #published = new Float64Array(1024)
  /** The day of first publication in Norway, yyyy-mm-dd; none for a product not filed. */
  readonly #days: (string | undefined)[] = []
  readonly #eans: (string | null)[] = []
  readonly #batches: (string | null)[] = []
  readonly #names: string[] = []
  /** One string per day, for the days of every product. */
  readonly #dayTexts = new Map<string, string>()

  has(id: number): boolean {
    return this.#days[id] !== undefined
  }

  add(product: IndexedProduct) {
    const { id } = product
    this.#published = withRoomFor(this.#published, id)
    this.#published[id] = product.published
    setAt(this.#days, id, this.#dayText(product.day), undefined)
    setAt(this.#eans, id, product.ean, null)
    setAt(this.#batches, id, product.batch, null)
    setAt(this.#names, id, this.nameVectors.write(product.names), '')
  }

  delete(id: number) {
    this.#days[id] = undefined
    this.#eans[id] = null
    this.#batches[id] = null
    this.#names[id] = ''
  }

  published(id: number): number {
    return this.#published[id] as number
  }

  day(id: number): string {
    return this.#days[id] as string
  }

  ean(id: number): string | null {
    return this.#eans[id] ?? null
  }

  batch(id: number): string | null {
    return this.#batches[id] ?? null
  }

  /** The product's name vector (name-vectors.ts); empty for a product not filed. */
  nameVector(id: number): string {
    return this.#names[id] ?? ''
  }

  /** The lexemes of the product's name and label with their positions. */
  nameWords(id: number): NameWord[] {
    return this.nameVectors.read(this.nameVector(id))
  }

  #dayText(day: string): string {
    const known = this.#dayTexts.get(day)
    if (known !== undefined) return known
    this.#dayTexts.set(day, day)
    return day
  }
}

/**
 * Sets a column's value for an id, filling the ids before it with `none` one by one: an array
 * written far past its end would be kept as a dictionary, larger and slower than a list.
 */
function setAt<T>(column: T[], id: number, value: T, none: T) {
  while (column.length < id) column.push(none)
  column[id] = value
}
