import type { CategoryHits } from '../search-result.ts'
import { Numbering } from './numbering.ts'

/**
 * The categories of every filed product, for counting the category hits of a search match by
 * match: products with equal categories share a group, and a product's group is read from a
 * typed array by its id, so counting a match is two array accesses rather than a lookup and a
 * count per category. A withdrawn product keeps its entry: it is in no match, and filed again
 * it is set anew.
 */
export class CategoryGroups {
  /** The categories of each group, as places in `#categories`; group 0 is no product's. */
  readonly #groups: Int32Array[] = [new Int32Array()]
  readonly #groupNumbers = new Map<string, number>()
  /** Every category some group holds, numbered in the order first seen: its place. */
  readonly #categories = new Numbering<number>()
  #groupOf = new Int32Array(1024)
  /**
   * Matches per group while counting, all zero between counts: one array for every count, as
   * typed arrays live outside V8's heap and their churn makes it collect the whole heap.
   */
  #perGroup = new Int32Array(1)

  set(id: number, categories: readonly number[]) {
    const key = categories.join(',')
    let group = this.#groupNumbers.get(key)
    if (group === undefined) {
      group = this.#groups.length
      this.#groups.push(
        Int32Array.from(categories, (category) => this.#categories.numberOf(category)),
      )
      this.#groupNumbers.set(key, group)
      if (group >= this.#perGroup.length) this.#perGroup = new Int32Array(2 * group)
    }
    if (id >= this.#groupOf.length) {
      const grown = new Int32Array(Math.max(id + 1, this.#groupOf.length * 2))
      grown.set(this.#groupOf)
      this.#groupOf = grown
    }
    this.#groupOf[id] = group
  }

  /** How many of these products are in each category, categories in ascending order. */
  hits(ids: Uint32Array): CategoryHits[] {
    const perGroup = this.#perGroup
    const groupOf = this.#groupOf
    for (let i = 0; i < ids.length; i++) {
      const group = groupOf[ids[i] as number] as number
      perGroup[group] = (perGroup[group] as number) + 1
    }
    perGroup[0] = 0
    const perPlace = new Int32Array(this.#categories.size)
    for (let group = 1; group < perGroup.length; group++) {
      const count = perGroup[group] as number
      if (count === 0) continue
      perGroup[group] = 0
      for (const place of this.#groups[group] as Int32Array) {
        perPlace[place] = (perPlace[place] as number) + count
      }
    }
    const hits: CategoryHits[] = []
    perPlace.forEach((count, place) => {
      if (count > 0) hits.push({ id: this.#categories.valueOf(place), hits: count })
    })
    return hits.sort((a, b) => a.id - b.id)
  }
}
