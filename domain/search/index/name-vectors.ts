import { Numbering } from './numbering.ts'

/** A lexeme of a product's name and label with its positions, as `sok_navn` holds it. */
export type NameWord = readonly [lexeme: string, positions: readonly number[]]

/**
 * The name vectors (`sok_navn`) of the filed products written as strings, and the numbers of
 * their lexemes. A vector's words are numbered lexemes; per word the string holds the number's
 * low and high 16 bits, the count of positions and the positions (PostgreSQL keeps at most 256 of them, each
 * below 16,384), one character each. At 100,000 products the half a million name words took
 * 18 MB of heap as lists of shared pairs; as strings they take 7 MB (docs/performance.md, the
 * index's memory, 7 December 2026, late evening).
 *
 * A lexeme keeps its number once no product has it any more: there are a few per word of the
 * catalogue's vocabulary, and a number reused for another lexeme would need every vector
 * that held it rewritten.
 */
export class NameVectors {
  readonly #lexemes = new Numbering<string>()

  /** A vector as a string, to be read with `forEachNameWord`. */
  write(names: readonly NameWord[]): string {
    const codes: number[] = []
    for (const [lexeme, positions] of names) {
      const number = this.#lexemes.numberOf(lexeme)
      codes.push(number & 0xffff, number >>> 16, positions.length, ...positions)
    }
    return String.fromCharCode(...codes)
  }

  /** The lexemes of a vector with their positions. */
  read(vector: string): NameWord[] {
    const words: NameWord[] = []
    forEachNameWord(vector, (number, codes, from, to) => {
      const positions: number[] = []
      for (let i = from; i < to; i++) positions.push(codes.charCodeAt(i))
      words.push([this.#lexemes.valueOf(number), positions])
    })
    return words
  }

  /** The number of a lexeme some vector holds or held. */
  number(lexeme: string): number | undefined {
    return this.#lexemes.find(lexeme)
  }
}

/**
 * Calls `visit` with each word of a vector: its lexeme's number and where its positions are, as
 * character codes of the vector from `from` up to `to`, ascending.
 */
export function forEachNameWord(
  vector: string,
  visit: (lexeme: number, vector: string, from: number, to: number) => void,
) {
  let at = 0
  while (at < vector.length) {
    const lexeme = vector.charCodeAt(at) | (vector.charCodeAt(at + 1) << 16)
    const count = vector.charCodeAt(at + 2)
    visit(lexeme >>> 0, vector, at + 3, at + 3 + count)
    at += 3 + count
  }
}
