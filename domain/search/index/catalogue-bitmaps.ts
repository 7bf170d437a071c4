import { RoaringBitmap32 } from 'roaring-wasm'
import { BitmapMap } from './bitmap-map.ts'
import { firstIndex } from './first-index.ts'
import { KnownWords } from './known-words.ts'
import type { IndexedProduct } from './product-rows.ts'

/**
 * The public products as bitmaps of their ids: one for all, one per lexeme of the search
 * documents and of the names, per category, risk, measure and authority, and per flag; and the
 * products themselves, for the exact numbers, the dates and the order, newest first.
 */
export class CatalogueBitmaps {
  readonly all = new RoaringBitmap32()
  readonly lexemes = new BitmapMap<string>()
  readonly names = new BitmapMap<string>()
  readonly categories = new BitmapMap<number>()
  readonly risks = new BitmapMap<number>()
  readonly measures = new BitmapMap<number>()
  readonly authorities = new BitmapMap<number>()
  readonly proff = new RoaringBitmap32()
  readonly utland = new RoaringBitmap32()
  readonly known = new KnownWords()
  readonly #products = new Map<number, IndexedProduct>()
  readonly #eans = new Map<string, Set<number>>()
  readonly #batches = new Map<string, Set<number>>()
  /** The products newest first (ties: highest id first), and each one's place in that order. */
  #newest: { products: IndexedProduct[]; rank: Map<number, number> } | undefined

  product(id: number): IndexedProduct | undefined {
    return this.#products.get(id)
  }

  add(product: IndexedProduct) {
    this.#products.set(product.id, product)
    this.#file(product, 'add')
    if (product.ean !== null) addTo(this.#eans, product.ean, product.id)
    if (product.batch !== null) addTo(this.#batches, product.batch, product.id)
  }

  remove(id: number) {
    const product = this.#products.get(id)
    if (!product) return
    this.#products.delete(id)
    this.#file(product, 'remove')
    if (product.ean !== null) this.#eans.get(product.ean)?.delete(id)
    if (product.batch !== null) this.#batches.get(product.batch)?.delete(id)
  }

  /** Puts the product's id in, or takes it out of, every bitmap it belongs in. */
  #file(product: IndexedProduct, change: 'add' | 'remove') {
    const { id } = product
    this.#newest = undefined
    const flag = (bitmap: RoaringBitmap32, set: boolean) => {
      if (change === 'add' && set) bitmap.add(id)
      else if (change === 'remove') bitmap.delete(id)
    }
    flag(this.all, true)
    flag(this.proff, product.proff)
    flag(this.utland, product.utland)
    for (const lexeme of product.lexemes) this.lexemes[change](lexeme, id)
    for (const [lexeme] of product.names) this.names[change](lexeme, id)
    for (const category of product.categories) this.categories[change](category, id)
    for (const risk of product.risks) this.risks[change](risk, id)
    for (const measure of product.measures) this.measures[change](measure, id)
    this.authorities[change](product.authority, id)
  }

  /** The products whose EAN is `exact` or whose batch or serial number is `lower`. */
  exactNumbers(exact: string, lower: string): RoaringBitmap32 {
    return RoaringBitmap32.from([
      ...(this.#eans.get(exact) ?? []),
      ...(this.#batches.get(lower) ?? []),
    ])
  }

  /** The products first published from day `from` to day `to`, both included, in Norway. */
  publishedBetween(from: string | undefined, to: string | undefined): RoaringBitmap32 {
    const { products } = this.#order()
    // Newest first, so the days descend: the days in range are one stretch of the list.
    const first = firstIndex(products, (product) => to === undefined || product.day <= to)
    const after = firstIndex(products, (product) => from !== undefined && product.day < from)
    return RoaringBitmap32.from(
      Uint32Array.from(products.slice(first, Math.max(first, after)), (product) => product.id),
    )
  }

  /** The place of a product in the order newest first. */
  newestRank(id: number): number {
    return this.#order().rank.get(id) ?? Number.MAX_SAFE_INTEGER
  }

  /** The first `count` products of `found`, newest first. */
  newestOf(found: RoaringBitmap32, count: number): number[] {
    const { products, rank } = this.#order()
    const places = Uint32Array.from(found.toArray(), (id) => rank.get(id) ?? 0).sort()
    return Array.from(places.subarray(0, count), (place) => products[place]?.id ?? 0)
  }

  #order() {
    if (!this.#newest) {
      const products = [...this.#products.values()].sort(
        (a, b) => b.published - a.published || b.id - a.id,
      )
      this.#newest = { products, rank: new Map(products.map((product, i) => [product.id, i])) }
    }
    return this.#newest
  }

  dispose() {
    for (const bitmap of [this.all, this.proff, this.utland]) bitmap.dispose()
    for (const map of [this.lexemes, this.names, this.categories, this.risks, this.measures]) {
      map.dispose()
    }
    this.authorities.dispose()
  }
}

function addTo(map: Map<string, Set<number>>, key: string, id: number) {
  const ids = map.get(key) ?? new Set<number>()
  ids.add(id)
  map.set(key, ids)
}
