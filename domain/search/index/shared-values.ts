/**
 * One copy of each equal value the index keeps per product: the same day, the same list of
 * risks or categories, the same name word at the same place recur across thousands of products,
 * and a million products' own copies would be most of the index's memory. Values handed out are
 * shared, so they are never changed.
 */
export class SharedValues {
  readonly #values = new Map<string, unknown>()

  text(value: string): string {
    return this.#shared(`t${value}`, value)
  }

  numbers(list: readonly number[]): readonly number[] {
    return this.#shared(`n${list.join(',')}`, list)
  }

  /** A name's lexeme with its positions, as the name vector holds it. */
  nameWord(lexeme: string, positions: readonly number[]): readonly [string, readonly number[]] {
    return this.#shared(`w${lexeme}\u0000${positions.join(',')}`, [lexeme, positions] as const)
  }

  #shared<T>(key: string, value: T): T {
    const known = this.#values.get(key)
    if (known !== undefined) return known as T
    this.#values.set(key, value)
    return value
  }
}
