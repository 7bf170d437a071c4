import { RoaringBitmap32 } from './roaring.ts'

/** Places of the order per block: a page of the newest needs one, the last page a count per block. */
const BLOCK = 1024

/**
 * The order newest first cut into blocks of consecutive places, each block the bitmap of its
 * products' ids. A page of a search is then found by counting its matches block by block, newest
 * first, and reading only the blocks the page falls in, rather than touching every match; and
 * the products published in a stretch of days are its whole blocks put together, plus the ids of
 * the two blocks it begins and ends in.
 */
export class OrderBlocks {
  readonly #ids: Uint32Array
  readonly #placeOf: Int32Array
  readonly #blocks: RoaringBitmap32[] = []

  /** `ids` in the order, and the place of each id (-1 for none). */
  constructor(ids: Uint32Array, placeOf: Int32Array) {
    this.#ids = ids
    this.#placeOf = placeOf
    for (let from = 0; from < ids.length; from += BLOCK) {
      this.#blocks.push(new RoaringBitmap32(ids.slice(from, from + BLOCK).sort()))
    }
  }

  /** The matches at places `start` up to `end` among those found, newest first. */
  page(found: RoaringBitmap32, start: number, end: number): number[] {
    const page: number[] = []
    let passed = 0
    for (const block of this.#blocks) {
      if (passed >= end) break
      const inBlock = found.andCardinality(block)
      if (passed + inBlock <= start) {
        passed += inBlock
        continue
      }
      const ids = this.#newestFirst(RoaringBitmap32.and(found, block).toUint32Array())
      for (let i = Math.max(0, start - passed); i < ids.length && passed + i < end; i++) {
        page.push(ids[i] as number)
      }
      passed += inBlock
    }
    return page
  }

  /** The ids at places `from` up to `to`. */
  between(from: number, to: number): RoaringBitmap32 {
    if (from >= to) return new RoaringBitmap32()
    const firstWhole = Math.ceil(from / BLOCK)
    const afterWhole = Math.floor(to / BLOCK)
    if (firstWhole >= afterWhole) return new RoaringBitmap32(this.#ids.slice(from, to).sort())
    const edges = [
      ...this.#ids.subarray(from, firstWhole * BLOCK),
      ...this.#ids.subarray(afterWhole * BLOCK, to),
    ]
    return RoaringBitmap32.orMany([
      ...this.#blocks.slice(firstWhole, afterWhole),
      new RoaringBitmap32(Uint32Array.from(edges).sort()),
    ])
  }

  /** Ids of one block, newest first: by their places, which a typed array sorts unaided. */
  #newestFirst(ids: Uint32Array): Uint32Array {
    const places = new Int32Array(ids.length)
    for (let i = 0; i < ids.length; i++) places[i] = this.#placeOf[ids[i] as number] as number
    places.sort()
    const ordered = new Uint32Array(places.length)
    for (let i = 0; i < places.length; i++) ordered[i] = this.#ids[places[i] as number] as number
    return ordered
  }
}
