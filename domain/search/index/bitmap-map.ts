import { RoaringBitmap32 } from 'roaring-wasm'
import { firstIndex } from './first-index.ts'

/**
 * A bitmap of product ids per key: per lexeme, category, risk, measure or authority. A bitmap
 * that becomes empty is freed and its key forgotten, so a key present always finds something.
 */
export class BitmapMap<Key extends string | number> {
  #bitmaps = new Map<Key, RoaringBitmap32>()
  #sortedKeys: Key[] | undefined

  get(key: Key): RoaringBitmap32 | undefined {
    return this.#bitmaps.get(key)
  }

  /**
   * Adds ids to the bitmaps of their keys, each key's ids in one call: a call into the bitmap
   * library costs far more than the work of one id, and the index is built from tens of millions.
   */
  addMany(idsByKey: ReadonlyMap<Key, readonly number[]>) {
    for (const [key, ids] of idsByKey) {
      let bitmap = this.#bitmaps.get(key)
      if (!bitmap) {
        bitmap = new RoaringBitmap32()
        this.#bitmaps.set(key, bitmap)
        this.#sortedKeys = undefined
      }
      bitmap.addMany(Uint32Array.from(ids))
    }
  }

  remove(key: Key, id: number) {
    const bitmap = this.#bitmaps.get(key)
    if (!bitmap) return
    bitmap.delete(id)
    this.#forgetIfEmpty(key, bitmap)
  }

  /**
   * Takes these ids out of every bitmap: for keys the caller does not keep per id. One pass over
   * all the keys, so the caller gathers its ids into one call.
   */
  removeFromEvery(ids: RoaringBitmap32) {
    for (const [key, bitmap] of this.#bitmaps) {
      if (!bitmap.intersects(ids)) continue
      bitmap.andNotInPlace(ids)
      this.#forgetIfEmpty(key, bitmap)
    }
  }

  #forgetIfEmpty(key: Key, bitmap: RoaringBitmap32) {
    if (!bitmap.isEmpty) return
    bitmap.dispose()
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

  /** The bitmaps of every text key that begins with `prefix`. */
  withPrefix(prefix: string): RoaringBitmap32[] {
    return this.keysWithPrefix(prefix).map((key) => this.#bitmaps.get(key) as RoaringBitmap32)
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

  dispose() {
    for (const bitmap of this.#bitmaps.values()) bitmap.dispose()
    this.#bitmaps.clear()
    this.#sortedKeys = undefined
  }
}
