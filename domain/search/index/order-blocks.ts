import { RoaringBitmap32 } from './roaring.ts'

/** A block of the order that a page reads, and how many matches come before it. */
interface BlockOfPage {
  block: RoaringBitmap32
  passed: number
}

/** Places of the order per block: a page reads one or two, after counting the matches in those before it. */
const BLOCK = 1024
/**
 * Blocks per span. The library unites many small bitmaps slowly, a few larger ones fast: a
 * sixth of a million products took 2.7 ms from its 147 blocks, 0.5 ms from 17 spans and 3 blocks.
 */
const SPAN = 8

/**
 * The order newest first cut into blocks of consecutive places, each block the bitmap of its
 * products' ids. A page of a search is then found by counting its matches block by block, newest
 * first, and reading only the blocks the page falls in, rather than touching every match; and
 * the products published in a stretch of days are its whole spans of blocks and whole blocks put
 * together, plus the ids of the two blocks it begins and ends in.
 */
export class OrderBlocks {
  readonly #ids: Uint32Array
  readonly #placeOf: Int32Array
  readonly #blocks: RoaringBitmap32[] = []
  /** The blocks `SPAN` by `SPAN`, each span's put together. */
  readonly #spans: RoaringBitmap32[] = []

  /** `ids` in the order, and the place of each id (-1 for none). */
  constructor(ids: Uint32Array, placeOf: Int32Array) {
    this.#ids = ids
    this.#placeOf = placeOf
    for (let from = 0; from < ids.length; from += BLOCK) {
      this.#blocks.push(new RoaringBitmap32(ids.slice(from, from + BLOCK).sort()))
    }
    for (let first = 0; first + SPAN <= this.#blocks.length; first += SPAN) {
      this.#spans.push(RoaringBitmap32.orMany(this.#blocks.slice(first, first + SPAN)))
    }
  }

  /**
   * The matches at places `start` up to `end` among those found, newest first. A page in the
   * older half is found by counting from the oldest block: the last page reads one or two blocks
   * rather than counting the matches in every one (a thousand at a million products).
   */
  page(found: RoaringBitmap32, start: number, end: number): number[] {
    const total = found.size
    const last = Math.min(end, total)
    if (start >= last) return []
    const blocks =
      start > total - last
        ? this.#blocksFromOldest(found, start, last, total)
        : this.#blocksFromNewest(found, start, last)
    const page: number[] = []
    for (const { block, passed } of blocks) {
      const ids = this.#newestFirst(RoaringBitmap32.and(found, block).toUint32Array())
      for (let i = Math.max(0, start - passed); i < ids.length && passed + i < last; i++) {
        page.push(ids[i] as number)
      }
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
      ...this.#wholeBlocks(firstWhole, afterWhole),
      new RoaringBitmap32(Uint32Array.from(edges).sort()),
    ])
  }

  /** Blocks `first` up to `after`, as spans where a whole span is among them. */
  #wholeBlocks(first: number, after: number): RoaringBitmap32[] {
    const firstSpan = Math.ceil(first / SPAN)
    const afterSpan = Math.floor(after / SPAN)
    if (firstSpan >= afterSpan) return this.#blocks.slice(first, after)
    return [
      ...this.#blocks.slice(first, firstSpan * SPAN),
      ...this.#spans.slice(firstSpan, afterSpan),
      ...this.#blocks.slice(afterSpan * SPAN, after),
    ]
  }

  /** The blocks with matches from `start` up to `end`, each with the matches in those before it. */
  #blocksFromNewest(found: RoaringBitmap32, start: number, end: number): BlockOfPage[] {
    const blocks: BlockOfPage[] = []
    let passed = 0
    for (const block of this.#blocks) {
      if (passed >= end) break
      const inBlock = found.andCardinality(block)
      if (inBlock > 0 && passed + inBlock > start) blocks.push({ block, passed })
      passed += inBlock
    }
    return blocks
  }

  /** The same, counted back from the oldest block: `total` matches in all. */
  #blocksFromOldest(
    found: RoaringBitmap32,
    start: number,
    end: number,
    total: number,
  ): BlockOfPage[] {
    const blocks: BlockOfPage[] = []
    let upTo = total
    for (let at = this.#blocks.length - 1; at >= 0 && upTo > start; at--) {
      const block = this.#blocks[at] as RoaringBitmap32
      const inBlock = found.andCardinality(block)
      upTo -= inBlock
      if (inBlock > 0 && upTo < end) blocks.unshift({ block, passed: upTo })
    }
    return blocks
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
