import { coverDensity, type QueryWord, type WordsSpelt } from './cover-density.ts'

/** What the ranking reads of the catalogue. */
export interface RankedCatalogue {
  /** The product's name vector (name-vectors.ts). */
  nameVector(id: number): string | undefined
  /** Per lexeme number of the name vectors, the bits of the words it spells. */
  wordsSpelt(words: readonly QueryWord[]): WordsSpelt
  /** The product's place in the order newest first. */
  newestRank(id: number): number
}

/** Above this many to keep, the top tier is sorted whole rather than kept best by best. */
const KEPT_ONE_BY_ONE = 200

/**
 * The order of a text search's top tier (decision 014): the exact numbers first, then the
 * products with every word in the name or label, better name matches first (ts_rank_cd), ties
 * newest first. A page needs a dozen of tens of thousands of name matches: every one is scored,
 * but only one better than the last of the page so far is placed, in plain arrays.
 */
export class NameRanking {
  readonly #wordCount: number
  readonly #spelt: WordsSpelt
  readonly #catalogue: RankedCatalogue

  constructor(words: readonly QueryWord[], catalogue: RankedCatalogue) {
    this.#wordCount = words.length
    this.#spelt = catalogue.wordsSpelt(words)
    this.#catalogue = catalogue
  }

  /** The exact numbers' products (a few), those named first, better, newer. */
  exactFirst(ids: Uint32Array, isNamed: (id: number) => boolean): number[] {
    return Array.from(ids, (id) => {
      const named = isNamed(id)
      return {
        id,
        named: named ? 1 : 0,
        score: named ? this.#score(id) : 0,
        place: this.#place(id),
      }
    })
      .sort((a, b) => b.named - a.named || b.score - a.score || a.place - b.place)
      .map((product) => product.id)
  }

  /** The best `count` of the named products, best first. */
  best(ids: Uint32Array, count: number): number[] {
    if (count > KEPT_ONE_BY_ONE || count >= ids.length) return this.#sorted(ids).slice(0, count)
    const keptIds: number[] = []
    const keptScores: number[] = []
    const keptPlaces: number[] = []
    for (const id of ids) {
      const score = this.#score(id)
      const full = keptIds.length === count
      const lastScore = keptScores[count - 1] as number
      if (full && score < lastScore) continue
      const place = this.#place(id)
      if (full && score === lastScore && place > (keptPlaces[count - 1] as number)) continue
      let at = keptIds.length
      while (at > 0) {
        const before = keptScores[at - 1] as number
        if (score < before || (score === before && place > (keptPlaces[at - 1] as number))) break
        at--
      }
      keptIds.splice(at, 0, id)
      keptScores.splice(at, 0, score)
      keptPlaces.splice(at, 0, place)
      if (keptIds.length > count) {
        keptIds.pop()
        keptScores.pop()
        keptPlaces.pop()
      }
    }
    return keptIds
  }

  /** Those of these products that score above `floor`, best first. */
  above(ids: Uint32Array, floor: number): number[] {
    return this.#sorted(ids, floor)
  }

  #sorted(ids: Uint32Array, floor = -Infinity): number[] {
    const scored: { id: number; score: number; place: number }[] = []
    for (const id of ids) {
      const score = this.#score(id)
      if (score > floor) scored.push({ id, score, place: this.#place(id) })
    }
    return scored
      .sort((a, b) => b.score - a.score || a.place - b.place)
      .map((product) => product.id)
  }

  #score(id: number): number {
    const vector = this.#catalogue.nameVector(id)
    return vector ? coverDensity(vector, this.#spelt, this.#wordCount) : 0
  }

  #place(id: number): number {
    return this.#catalogue.newestRank(id)
  }
}
