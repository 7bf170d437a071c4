import { firstIndex } from './first-index.ts'
import { foldAccents, lowerCase } from './stem-word.ts'

/** Words shorter than this are taken as typed: too many real words are one letter apart. */
const TYPO_MIN_LENGTH = 5
/** At most this many spellings stand in for one misspelt word. */
const MAX_ALTERNATIVES = 8
/** pg_trgm's default similarity threshold, which the `%` operator used to find candidates. */
const TRIGRAM_THRESHOLD = 0.3

/**
 * Every word the product texts have used (as sokeord held them: only ever added), for finding the
 * real words a misspelt search word may stand for.
 */
export class KnownWords {
  #words = new Set<string>()
  #byLength = new Map<number, string[]>()
  #sorted: string[] | undefined

  add(words: Iterable<string>) {
    for (const word of words) {
      if (this.#words.has(word)) continue
      this.#words.add(word)
      const length = [...word].length
      const sameLength = this.#byLength.get(length)
      if (sameLength) sameLength.push(word)
      else this.#byLength.set(length, [word])
      this.#sorted = undefined
    }
  }

  /**
   * The known words one edit away from a search word no known word begins with, of five letters
   * or more; none for the others. As the SQL did: folded with unaccent and lower(), candidates
   * of similar trigrams and length within one, at most eight in order.
   */
  alternatives(word: string): string[] {
    if (word.length < TYPO_MIN_LENGTH) return []
    const folded = lowerCase(foldAccents(word))
    if (this.#beginsSome(folded)) return []
    const length = [...folded].length
    const found: string[] = []
    for (const candidateLength of [length - 1, length, length + 1]) {
      for (const candidate of this.#byLength.get(candidateLength) ?? []) {
        if (withinOneEdit(candidate, folded) && trigramSimilar(candidate, folded)) {
          found.push(candidate)
        }
      }
    }
    return found
      .sort()
      .slice(0, MAX_ALTERNATIVES)
      .filter((candidate) => /^[\p{L}\p{N}]+$/u.test(candidate))
  }

  #beginsSome(prefix: string): boolean {
    this.#sorted ??= [...this.#words].sort()
    const sorted = this.#sorted
    return sorted[firstIndex(sorted, (word) => word >= prefix)]?.startsWith(prefix) ?? false
  }
}

/**
 * levenshtein_less_equal(a, b, 1) <= 1, on characters. Called for every known word of about the
 * search word's length, so it reads the strings in place unless a character takes two code units.
 */
export function withinOneEdit(first: string, second: string): boolean {
  const a = characters(first)
  const b = characters(second)
  if (Math.abs(a.length - b.length) > 1) return false
  let i = 0
  while (i < a.length && i < b.length && a[i] === b[i]) i++
  if (i === a.length && i === b.length) return true
  // Past the first difference, the rest must be equal once the one edit is skipped.
  for (let x = a.length >= b.length ? i + 1 : i, y = b.length >= a.length ? i + 1 : i; ; x++, y++) {
    if (x >= a.length && y >= b.length) return true
    if (a[x] !== b[y]) return false
  }
}

function characters(word: string): ArrayLike<string> {
  return /[\uD800-\uDFFF]/.test(word) ? [...word] : word
}

/** pg_trgm's `%`: the share of trigrams of the padded words, as a float4, at least 0.3. */
function trigramSimilar(first: string, second: string): boolean {
  const a = trigrams(first)
  const b = trigrams(second)
  let shared = 0
  for (const trigram of a) if (b.has(trigram)) shared++
  return Math.fround(shared / (a.size + b.size - shared)) >= TRIGRAM_THRESHOLD
}

function trigrams(word: string): Set<string> {
  const characters = [' ', ' ', ...word, ' ']
  const found = new Set<string>()
  for (let i = 0; i + 3 <= characters.length; i++) found.add(characters.slice(i, i + 3).join(''))
  return found
}
