/**
 * The products per EAN or per batch or serial number. Nearly every number is one product's, so
 * a number holds its product's id alone and a list only when shared: a set per number cost
 * about 100 bytes for each of a million products.
 */
export class IdsByText {
  readonly #ids = new Map<string, number | number[]>()

  get(text: string): readonly number[] {
    const ids = this.#ids.get(text)
    return ids === undefined ? [] : typeof ids === 'number' ? [ids] : ids
  }

  add(text: string, id: number) {
    const ids = this.#ids.get(text)
    if (ids === undefined) this.#ids.set(text, id)
    else if (typeof ids === 'number') {
      if (ids !== id) this.#ids.set(text, [ids, id])
    } else if (!ids.includes(id)) ids.push(id)
  }

  remove(text: string, id: number) {
    const rest = this.get(text).filter((other) => other !== id)
    if (rest.length === 0) this.#ids.delete(text)
    else this.#ids.set(text, rest.length === 1 ? (rest[0] as number) : rest)
  }
}
