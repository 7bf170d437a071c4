/**
 * A number for every lexeme the index has seen, and one copy of its text. Products keep their
 * lexemes as these numbers: a product has some 80, and a million products' strings would be
 * gigabytes where the numbers are a few hundred megabytes. Lexemes are never forgotten; the
 * catalogue's vocabulary is bounded.
 */
export class LexemeTable {
  readonly #numbers = new Map<string, number>()
  readonly #lexemes: string[] = []

  numberOf(lexeme: string): number {
    let number = this.#numbers.get(lexeme)
    if (number === undefined) {
      number = this.#lexemes.length
      this.#lexemes.push(lexeme)
      this.#numbers.set(lexeme, number)
    }
    return number
  }

  lexeme(number: number): string {
    return this.#lexemes[number] as string
  }

  /** The table's own copy of the text, so that equal lexemes share one string. */
  shared(lexeme: string): string {
    return this.lexeme(this.numberOf(lexeme))
  }
}
