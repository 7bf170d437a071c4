/** Numbers values 0, 1, 2 … in the order they are first seen, and tells the value of a number. */
export class Numbering<Value> {
  readonly #values: Value[] = []
  readonly #numbers = new Map<Value, number>()

  get size(): number {
    return this.#values.length
  }

  /** The value's number, given it now when it has none. */
  numberOf(value: Value): number {
    let number = this.#numbers.get(value)
    if (number === undefined) {
      number = this.#values.length
      this.#values.push(value)
      this.#numbers.set(value, number)
    }
    return number
  }

  /** The value's number, if it has one. */
  find(value: Value): number | undefined {
    return this.#numbers.get(value)
  }

  valueOf(number: number): Value {
    return this.#values[number] as Value
  }
}
