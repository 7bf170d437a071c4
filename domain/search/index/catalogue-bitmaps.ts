import { RoaringBitmap32 } from './roaring.ts'
import type { CategoryHits } from '../search-result.ts'
import { BitmapMap } from './bitmap-map.ts'
import { CategoryGroups } from './category-groups.ts'
import type { QueryWord, WordsSpelt } from './cover-density.ts'
import { FiledProducts } from './filed-products.ts'
import { firstIndex } from './first-index.ts'
import { IdsByText } from './ids-by-text.ts'
import { KnownWords } from './known-words.ts'
import type { IndexedProduct } from './product-rows.ts'
import { ProductOrder } from './product-order.ts'

/** Above this many lexemes for one word (a short prefix), its names are all scored instead. */
const MAX_LEXEMES_TOLD_APART = 64

/**
 * The public products as bitmaps of their ids: one for all, one per lexeme of the search
 * documents and of the names, per category, risk, measure and authority, and per flag; and what
 * else the searches read of the products (filed-products.ts): the exact numbers, the dates, the
 * order newest first and the name vectors.
 */
export class CatalogueBitmaps {
  readonly all = new RoaringBitmap32()
  readonly lexemes = new BitmapMap<string>()
  readonly names = new BitmapMap<string>()
  /** Per lexeme, the products whose name and label hold it at two places or more. */
  readonly repeatedNames = new BitmapMap<string>()
  readonly categories = new BitmapMap<number>()
  readonly risks = new BitmapMap<number>()
  readonly measures = new BitmapMap<number>()
  readonly authorities = new BitmapMap<number>()
  readonly proff = new RoaringBitmap32()
  readonly utland = new RoaringBitmap32()
  readonly known = new KnownWords()
  readonly #filed = new FiledProducts()
  readonly #eans = new IdsByText()
  readonly #batches = new IdsByText()
  readonly #order = new ProductOrder((id) => this.#filed.published(id))
  readonly #categoryGroups = new CategoryGroups()
  /** The category hits of the whole catalogue (a search without text or filters), once counted. */
  #allHits: readonly CategoryHits[] | undefined
  #ids = new Uint32Array(0)

  /** A product's name vector (name-vectors.ts). */
  nameVector(id: number): string {
    return this.#filed.nameVector(id)
  }

  /** Per lexeme number of the name vectors, the bit of each query word it spells. */
  wordsSpelt(words: readonly QueryWord[]): WordsSpelt {
    const spelt = new Map<number, number>()
    words.forEach((word, index) => {
      for (const { lexeme, prefix } of word.spellings) {
        for (const spelling of prefix ? this.names.keysWithPrefix(lexeme) : [lexeme]) {
          const number = this.#filed.nameVectors.number(spelling)
          if (number !== undefined) spelt.set(number, (spelt.get(number) ?? 0) | (1 << index))
        }
      }
    })
    return spelt
  }

  /** Files products not in the catalogue, every bitmap's new ids added in one call. */
  addMany(products: readonly IndexedProduct[]) {
    this.#allHits = undefined
    const all: number[] = []
    const proff: number[] = []
    const utland: number[] = []
    const lexemes = new Map<string, number[]>()
    const names = new Map<string, number[]>()
    const repeatedNames = new Map<string, number[]>()
    const categories = new Map<number, number[]>()
    const risks = new Map<number, number[]>()
    const measures = new Map<number, number[]>()
    const authorities = new Map<number, number[]>()
    for (const product of products) {
      const { id } = product
      this.#filed.add(product)
      this.#categoryGroups.set(id, product.categories)
      if (product.ean !== null) this.#eans.add(product.ean, id)
      if (product.batch !== null) this.#batches.add(product.batch, id)
      all.push(id)
      if (product.proff) proff.push(id)
      if (product.utland) utland.push(id)
      for (const lexeme of product.lexemes) file(lexemes, lexeme, id)
      for (const [lexeme, positions] of product.names) {
        file(names, lexeme, id)
        if (positions.length > 1) file(repeatedNames, lexeme, id)
      }
      for (const category of product.categories) file(categories, category, id)
      for (const risk of product.risks) file(risks, risk, id)
      for (const measure of product.measures) file(measures, measure, id)
      file(authorities, product.authority, id)
    }
    this.#order.addMany(all)
    this.all.addMany(Uint32Array.from(all))
    this.proff.addMany(Uint32Array.from(proff))
    this.utland.addMany(Uint32Array.from(utland))
    this.lexemes.addMany(lexemes)
    this.names.addMany(names)
    this.repeatedNames.addMany(repeatedNames)
    this.categories.addMany(categories)
    this.risks.addMany(risks)
    this.measures.addMany(measures)
    this.authorities.addMany(authorities)
  }

  /**
   * Takes products out of every bitmap they are in. Their lexemes, categories, risks, measures
   * and authority are not kept, so every bitmap of those is looked at, once for all of them.
   */
  removeMany(ids: readonly number[]) {
    const removed = [...new Set(ids)].filter((id) => this.#filed.has(id))
    if (!removed.length) return
    this.#allHits = undefined
    for (const id of removed) this.#remove(id)
    const gone = RoaringBitmap32.from(removed)
    for (const bitmap of [this.all, this.proff, this.utland]) bitmap.andNotInPlace(gone)
    for (const map of [
      this.lexemes,
      this.categories,
      this.risks,
      this.measures,
      this.authorities,
    ]) {
      map.removeFromEvery(gone)
    }
  }

  /** Takes a filed product out of the order, its names' bitmaps, the numbers and the columns. */
  #remove(id: number) {
    this.#order.remove(id)
    for (const [lexeme, positions] of this.#filed.nameWords(id)) {
      this.names.remove(lexeme, id)
      if (positions.length > 1) this.repeatedNames.remove(lexeme, id)
    }
    const ean = this.#filed.ean(id)
    if (ean !== null) this.#eans.remove(ean, id)
    const batch = this.#filed.batch(id)
    if (batch !== null) this.#batches.remove(batch, id)
    this.#filed.delete(id)
  }

  /**
   * The products whose name and label may hold a search word at two places or more: every one
   * that does (a lexeme of the word at two places, or two of its lexemes), and a few that hold
   * two lexemes at one place. Undefined when the word spells too many lexemes to tell cheaply.
   */
  maybeRepeated(word: QueryWord): RoaringBitmap32 | undefined {
    const lexemes = new Set(
      word.spellings.flatMap((s) => (s.prefix ? this.names.keysWithPrefix(s.lexeme) : s.lexeme)),
    )
    if (lexemes.size > MAX_LEXEMES_TOLD_APART) return undefined
    const seen = new RoaringBitmap32()
    const twice = new RoaringBitmap32()
    for (const lexeme of lexemes) {
      const named = this.names.get(lexeme)
      if (!named) continue
      twice.orInPlace(RoaringBitmap32.and(seen, named))
      seen.orInPlace(named)
      const repeated = this.repeatedNames.get(lexeme)
      if (repeated) twice.orInPlace(repeated)
    }
    return twice
  }

  /** The products whose EAN is `exact` or whose batch or serial number is `lower`. */
  exactNumbers(exact: string, lower: string): RoaringBitmap32 {
    return RoaringBitmap32.from([...this.#eans.get(exact), ...this.#batches.get(lower)])
  }

  /**
   * The products first published from day `from` to day `to`, both included, in Norway; with
   * `within`, those of them.
   */
  publishedBetween(
    from: string | undefined,
    to: string | undefined,
    within?: RoaringBitmap32,
  ): RoaringBitmap32 {
    const { ids } = this.#order
    const day = (id: number) => this.#filed.day(id)
    // Newest first, so the days descend: the days in range are one stretch of the list.
    const first = firstIndex(ids, (id) => to === undefined || day(id) <= to)
    const after = Math.max(
      first,
      firstIndex(ids, (id) => from !== undefined && day(id) < from),
    )
    if (within) return this.#order.foundBetween(within, first, after)
    return this.#order.idsBetween(first, after)
  }

  /**
   * Products per category among those found, rolled up (each product is in its ancestors).
   * Counted match by match through groups of equal categories: at 100,000 products 2 to 20 times
   * faster than a bitmap intersection per category for a third of the catalogue, as fast for
   * the whole of it, whose hits are kept until the catalogue changes.
   */
  categoryHits(found: RoaringBitmap32): CategoryHits[] {
    // `found` is part of the catalogue, so as many products is the whole of it.
    if (found.size === this.all.size) {
      this.#allHits ??= this.#categoryGroups.hits(this.#idsOf(found))
      return [...this.#allHits]
    }
    return this.#categoryGroups.hits(this.#idsOf(found))
  }

  /**
   * The ids of `found`, in an array reused by the next call. A new array per search is memory
   * outside V8's heap, and its churn made V8 collect the whole heap often: at a million products
   * a risk filter's p95 at 16 connections was 1,018 ms against a 5 ms median (docs/performance.md).
   */
  #idsOf(found: RoaringBitmap32): Uint32Array {
    if (this.#ids.length < found.size) this.#ids = new Uint32Array(this.all.size)
    return found.toUint32Array(this.#ids)
  }

  /** The place of a product in the order newest first. */
  newestRank(id: number): number {
    return this.#order.place(id)
  }

  /** The first `count` products of `found`, newest first. */
  newestOf(found: RoaringBitmap32, count: number): number[] {
    return this.#order.first(found.toUint32Array(), count)
  }

  /** The products of `found` at places `start` up to `end`, newest first: a page. */
  newestPage(found: RoaringBitmap32, start: number, end: number): number[] {
    return this.#order.page(found, start, end)
  }
}

/** Notes that `id` goes into the bitmap of `key`. */
function file<Key>(idsByKey: Map<Key, number[]>, key: Key, id: number) {
  const ids = idsByKey.get(key)
  if (ids) ids.push(id)
  else idsByKey.set(key, [id])
}
