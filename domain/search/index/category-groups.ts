/**
 * The categories of every filed product, for counting the category hits of a search match by
 * match: products with equal categories share a group, and a product's group is read from a
 * typed array by its id, so counting a match is two array accesses rather than a lookup and a
 * count per category. A withdrawn product keeps its entry: it is in no match, and filed again
 * it is set anew.
 */
export class CategoryGroups {
  /** The categories of each group; group 0 is no product's. */
  readonly #groups: (readonly number[])[] = [[]]
  readonly #numbers = new Map<string, number>()
  #groupOf = new Int32Array(1024)

  set(id: number, categories: readonly number[]) {
    const key = categories.join(',')
    let group = this.#numbers.get(key)
    if (group === undefined) {
      group = this.#groups.length
      this.#groups.push(categories)
      this.#numbers.set(key, group)
    }
    if (id >= this.#groupOf.length) {
      const grown = new Int32Array(Math.max(id + 1, this.#groupOf.length * 2))
      grown.set(this.#groupOf)
      this.#groupOf = grown
    }
    this.#groupOf[id] = group
  }

  /** How many of these products are in each category. */
  count(ids: Uint32Array): Map<number, number> {
    const perGroup = new Int32Array(this.#groups.length)
    const groupOf = this.#groupOf
    for (const id of ids) {
      const group = groupOf[id] as number
      perGroup[group] = (perGroup[group] as number) + 1
    }
    const perCategory = new Map<number, number>()
    for (let group = 1; group < perGroup.length; group++) {
      const count = perGroup[group] as number
      if (count === 0) continue
      for (const category of this.#groups[group] as readonly number[]) {
        perCategory.set(category, (perCategory.get(category) ?? 0) + count)
      }
    }
    return perCategory
  }
}
