import type { CategoryHits } from '../search-result.ts'
import { Numbering } from './numbering.ts'
import { withRoomFor } from './room-for.ts'

/**
 * The categories of every filed product, for counting the category hits of a search match by
 * match: products with equal categories share a group, and a product's group is read from a
 * typed array by its id, so counting a match is two array accesses rather than a lookup and a
 * count per category. A withdrawn product keeps its entry: it is in no match, and filed again
 * it is set anew.
 */
export class CategoryGroups {
  /**
   * The categories of every group, as places in `#categories`, one group after the other: group
   * g's are those from `#groupEnds[g - 1]` up to `#groupEnds[g]`. Group 0 is no product's. One
   * array rather than one per group: a million products make tens of thousands of groups, and
   * counting a quarter of them reads most.
   */
  #places = new Int32Array(1024)
  #groupEnds = new Int32Array(1024)
  #groupCount = 1
  readonly #groupNumbers = new Map<string, number>()
  /** Every category some group holds, numbered in the order first seen: its place. */
  readonly #categories = new Numbering<number>()
  #groupOf = new Int32Array(1024)
  /**
   * Matches per group while counting, all zero between counts: one array for every count, as
   * typed arrays live outside V8's heap and their churn makes it collect the whole heap.
   */
  #perGroup = new Int32Array(1024)

  set(id: number, categories: readonly number[]) {
    const key = categories.join(',')
    let group = this.#groupNumbers.get(key)
    if (group === undefined) {
      group = this.#newGroup(categories)
      this.#groupNumbers.set(key, group)
    }
    this.#groupOf = withRoomFor(this.#groupOf, id)
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
    const places = this.#places
    const ends = this.#groupEnds
    for (let group = 1; group < this.#groupCount; group++) {
      const count = perGroup[group] as number
      if (count === 0) continue
      perGroup[group] = 0
      for (let at = ends[group - 1] as number; at < (ends[group] as number); at++) {
        const place = places[at] as number
        perPlace[place] = (perPlace[place] as number) + count
      }
    }
    const hits: CategoryHits[] = []
    perPlace.forEach((count, place) => {
      if (count > 0) hits.push({ id: this.#categories.valueOf(place), hits: count })
    })
    return hits.sort((a, b) => a.id - b.id)
  }

  #newGroup(categories: readonly number[]): number {
    const group = this.#groupCount++
    let end = this.#groupEnds[group - 1] as number
    this.#places = withRoomFor(this.#places, end + categories.length)
    for (const category of categories) this.#places[end++] = this.#categories.numberOf(category)
    this.#groupEnds = withRoomFor(this.#groupEnds, group)
    this.#groupEnds[group] = end
    this.#perGroup = withRoomFor(this.#perGroup, group)
    return group
  }
}
