import type { RoaringBitmap32 } from 'roaring-wasm'
import { firstIndex } from './first-index.ts'
import { OrderBlocks } from './order-blocks.ts'

/** What the order needs of a product. */
interface Dated {
  id: number
  /** First published, in microseconds since 1970. */
  published: number
  day: string
}

/**
 * The public products newest first (ties: highest id first), and each one's place in that order,
 * looked up by id in a typed array: a page of a search of 100,000 products looks up every one.
 * Sorted once; a change moves only the products it names, so the first search after an editor's
 * save does not sort the catalogue again.
 */
export class ProductOrder<Product extends Dated = Dated> {
  #products: Product[] = []
  /** Added since the order was last read: put in place by the next reader. */
  #pending: Product[] = []
  #placeOf: Int32Array | undefined
  /** The ids in the order, as made with `#placeOf`. */
  #ids: Uint32Array | undefined
  /** The order in blocks of bitmaps, made when first asked for after a change. */
  #blocks: OrderBlocks | undefined

  /** The products newest first. */
  get products(): readonly Product[] {
    return this.#settled()
  }

  addMany(products: readonly Product[]) {
    for (const product of products) this.#pending.push(product)
    this.#changed()
  }

  remove(product: Product) {
    const products = this.#settled()
    const at = firstIndex(products, (other) => newestFirst(product, other) <= 0)
    if (products[at]?.id === product.id) products.splice(at, 1)
    this.#changed()
  }

  /** The product's place, or the largest number for one not in the order. */
  place(id: number): number {
    const place = this.#places()[id] ?? -1
    return place < 0 ? Number.MAX_SAFE_INTEGER : place
  }

  /** The ids from place `from` up to `to`. */
  idsBetween(from: number, to: number): RoaringBitmap32 {
    return this.#orderBlocks().between(from, to)
  }

  /** The matches from place `start` up to `end` among those found, newest first. */
  page(found: RoaringBitmap32, start: number, end: number): number[] {
    return this.#orderBlocks().page(found, start, end)
  }

  dispose() {
    this.#changed()
  }

  /**
   * The first `count` of these ids, newest first: each id's place is marked, then the marks are
   * read from the newest on, which costs a pass over the ids and the catalogue rather than a sort.
   */
  first(ids: Uint32Array, count: number): number[] {
    const placeOf = this.#places()
    const products = this.#products
    const marked = new Uint8Array(products.length)
    for (const id of ids) {
      const place = placeOf[id] ?? -1
      if (place >= 0) marked[place] = 1
    }
    const found: number[] = []
    for (let place = 0; place < marked.length && found.length < count; place++) {
      if (marked[place]) found.push((products[place] as Product).id)
    }
    return found
  }

  /** The order with the products added since put in: a few go in by search, many by a sort. */
  #settled(): Product[] {
    const pending = this.#pending
    if (!pending.length) return this.#products
    this.#pending = []
    if (pending.length > 1000) {
      this.#products = this.#products.concat(pending).sort(newestFirst)
      return this.#products
    }
    for (const product of pending) {
      const at = firstIndex(this.#products, (other) => newestFirst(product, other) <= 0)
      this.#products.splice(at, 0, product)
    }
    return this.#products
  }

  #changed() {
    this.#placeOf = undefined
    this.#blocks?.dispose()
    this.#blocks = undefined
  }

  #orderBlocks(): OrderBlocks {
    const placeOf = this.#places()
    this.#blocks ??= new OrderBlocks(this.#ids as Uint32Array, placeOf)
    return this.#blocks
  }

  #places(): Int32Array {
    const products = this.#settled()
    if (!this.#placeOf) {
      const highestId = products.reduce((highest, product) => Math.max(highest, product.id), 0)
      this.#placeOf = new Int32Array(highestId + 1).fill(-1)
      this.#ids = new Uint32Array(products.length)
      for (const [place, product] of products.entries()) {
        this.#placeOf[product.id] = place
        this.#ids[place] = product.id
      }
    }
    return this.#placeOf
  }
}

function newestFirst(a: Dated, b: Dated): number {
  return b.published - a.published || b.id - a.id
}
