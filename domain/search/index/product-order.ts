import { RoaringBitmap32 } from './roaring.ts'
import { firstIndex } from './first-index.ts'
import { OrderBlocks } from './order-blocks.ts'

/**
 * The ids of the public products newest first (ties: highest id first), and each one's place in
 * that order, looked up by id in a typed array: a page of a search of 100,000 products looks up
 * every one. Sorted once; a change moves only the products it names, so the first search after
 * an editor's save does not sort the catalogue again.
 */
export class ProductOrder {
  /** When a filed product was first published, in microseconds since 1970. */
  readonly #published: (id: number) => number
  #ids: number[] = []
  /** Added since the order was last read: put in place by the next reader. */
  #pending: number[] = []
  #placeOf: Int32Array | undefined
  /** The ids in the order, as made with `#placeOf`. */
  #idArray: Uint32Array | undefined
  /** The order in blocks of bitmaps, made when first asked for after a change. */
  #blocks: OrderBlocks | undefined

  constructor(published: (id: number) => number) {
    this.#published = published
  }

  /** The ids newest first. */
  get ids(): readonly number[] {
    return this.#settled()
  }

  addMany(ids: readonly number[]) {
    for (const id of ids) this.#pending.push(id)
    this.#changed()
  }

  /** Takes a product out: while its publication time can still be read. */
  remove(id: number) {
    const ids = this.#settled()
    const at = firstIndex(ids, (other) => this.#newestFirst(id, other) <= 0)
    if (ids[at] === id) ids.splice(at, 1)
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

  /**
   * Those of `found` at places `from` up to `to`. Fewer found than places are kept by their
   * places; more are intersected with the ids of those places, which are put together from the
   * order's blocks and spans (order-blocks.ts).
   */
  foundBetween(found: RoaringBitmap32, from: number, to: number): RoaringBitmap32 {
    if (found.size >= to - from) return RoaringBitmap32.and(found, this.idsBetween(from, to))
    const placeOf = this.#places()
    const kept: number[] = []
    for (const id of found.toUint32Array()) {
      const place = placeOf[id] ?? -1
      if (place >= from && place < to) kept.push(id)
    }
    return RoaringBitmap32.from(kept)
  }

  /** The matches from place `start` up to `end` among those found, newest first. */
  page(found: RoaringBitmap32, start: number, end: number): number[] {
    return this.#orderBlocks().page(found, start, end)
  }

  /**
   * The first `count` of these ids, newest first: each id's place is marked, then the marks are
   * read from the newest on, which costs a pass over the ids and the catalogue rather than a sort.
   */
  first(ids: Uint32Array, count: number): number[] {
    const placeOf = this.#places()
    const order = this.#ids
    const marked = new Uint8Array(order.length)
    for (const id of ids) {
      const place = placeOf[id] ?? -1
      if (place >= 0) marked[place] = 1
    }
    const found: number[] = []
    for (let place = 0; place < marked.length && found.length < count; place++) {
      if (marked[place]) found.push(order[place] as number)
    }
    return found
  }

  /** The order with the products added since put in: a few go in by search, many by a sort. */
  #settled(): number[] {
    const pending = this.#pending
    if (!pending.length) return this.#ids
    this.#pending = []
    if (pending.length > 1000) {
      this.#ids = this.#ids.concat(pending).sort(this.#newestFirst)
      return this.#ids
    }
    for (const id of pending) {
      const at = firstIndex(this.#ids, (other) => this.#newestFirst(id, other) <= 0)
      this.#ids.splice(at, 0, id)
    }
    return this.#ids
  }

  #changed() {
    this.#placeOf = undefined
    this.#blocks = undefined
  }

  #orderBlocks(): OrderBlocks {
    const placeOf = this.#places()
    this.#blocks ??= new OrderBlocks(this.#idArray as Uint32Array, placeOf)
    return this.#blocks
  }

  #places(): Int32Array {
    const ids = this.#settled()
    if (!this.#placeOf) {
      const highestId = ids.reduce((highest, id) => Math.max(highest, id), 0)
      this.#placeOf = new Int32Array(highestId + 1).fill(-1)
      this.#idArray = Uint32Array.from(ids)
      for (const [place, id] of ids.entries()) this.#placeOf[id] = place
    }
    return this.#placeOf
  }

  readonly #newestFirst = (a: number, b: number): number =>
    this.#published(b) - this.#published(a) || b - a
}
