import { RoaringBitmap32 } from './roaring.ts'
import { firstIndex } from './first-index.ts'

/**
 * A bitmap of product ids per key: per lexeme, category, risk, measure or authority. A bitmap
 * that becomes empty is dropped and its key forgotten, so a key present always finds something.
 *
 * A key of one product holds its id alone, and `get` makes its bitmap for the search that asks.
 * Most lexemes are a few products' and half are one's (a name, a misspelling, a number): at
 * 100,000 products, 31,000 bitmaps of one id would each cost an object and the library's own
 * allocations (docs/performance.md, the index's memory, 7 December 2026, late evening).
 */
export class BitmapMap<Key extends string | number> {
  #bitmaps = new Map<Key, RoaringBitmap32 | number>()
  #sortedKeys: Key[] | undefined

  /** The key's bitmap; for a key of one product, a new one. */
  get(key: Key): RoaringBitmap32 | undefined {
    const ids = this.#bitmaps.get(key)
    return typeof ids === 'number' ? RoaringBitmap32.of(ids) : ids
  }

  /**
   * Adds ids to the bitmaps of their keys, each key's ids in one call: a call into the bitmap
   * library costs far more than the work of one id, and the index is built from tens of millions.
   */
  addMany(idsByKey: ReadonlyMap<Key, readonly number[]>) {
    for (const [key, ids] of idsByKey) {
      const known = this.#bitmaps.get(key)
      if (known === undefined) this.#sortedKeys = undefined
      if (known === undefined && ids.length === 1) {
        this.#bitmaps.set(key, ids[0] as number)
      } else if (typeof known === 'object') {
        known.addMany(Uint32Array.from(ids))
      } else {
        const bitmap = new RoaringBitmap32(Uint32Array.from(ids))
        if (known !== undefined) bitmap.add(known)
        this.#bitmaps.set(key, bitmap)
      }
    }
  }

  remove(key: Key, id: number) {
    const ids = this.#bitmaps.get(key)
    if (ids === undefined) return
    if (typeof ids === 'number') {
      if (ids === id) this.#forget(key)
      return
    }
    ids.delete(id)
    if (ids.isEmpty) this.#forget(key)
  }

  /**
   * Takes these ids out of every bitmap: for keys the caller does not keep per id. One pass over
   * all the keys, so the caller gathers its ids into one call.
   */
  removeFromEvery(gone: RoaringBitmap32) {
    for (const [key, ids] of this.#bitmaps) {
      if (typeof ids === 'number') {
        if (gone.has(ids)) this.#forget(key)
      } else if (ids.intersects(gone)) {
        ids.andNotInPlace(gone)
        if (ids.isEmpty) this.#forget(key)
      }
    }
  }

  #forget(key: Key) {
    this.#bitmaps.delete(key)
    this.#sortedKeys = undefined
  }

  /** The keys in order: numbers ascending, text by character code. */
  keys(): readonly Key[] {
    this.#sortedKeys ??= [...this.#bitmaps.keys()].sort((a, b) =>
      typeof a === 'number' && typeof b === 'number' ? a - b : a < b ? -1 : a > b ? 1 : 0,
    )
    return this.#sortedKeys
  }

  /**
   * The bitmaps of every text key that begins with `prefix`, the keys of one product together
   * in one bitmap, made for the search that asks.
   */
  withPrefix(prefix: string): RoaringBitmap32[] {
    const bitmaps: RoaringBitmap32[] = []
    const singles: number[] = []
    for (const key of this.keysWithPrefix(prefix)) {
      const ids = this.#bitmaps.get(key) as RoaringBitmap32 | number
      if (typeof ids === 'number') singles.push(ids)
      else bitmaps.push(ids)
    }
    if (singles.length) bitmaps.push(RoaringBitmap32.from(singles))
    return bitmaps
  }

  /** Every text key that begins with `prefix`: one range of the sorted keys. */
  keysWithPrefix(prefix: string): Key[] {
    const keys = this.keys() as readonly string[]
    const low = firstIndex(keys, (key) => key >= prefix)
    const found: Key[] = []
    for (let i = low; i < keys.length && keys[i]?.startsWith(prefix); i++)
      found.push(keys[i] as Key)
    return found
  }
}
