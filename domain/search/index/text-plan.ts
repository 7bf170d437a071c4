import type { QueryWord } from './cover-density.ts'
import type { KnownWords } from './known-words.ts'
import { lowerCase, stemWord } from './stem-word.ts'

/** What a search text asks for, in the index's terms. */
export interface TextPlan {
  /** The whole text, trimmed: an EAN as it is, a batch or serial number as lower() makes it. */
  exact: string
  exactLower: string
  /**
   * Every word that must be found, each with its spellings' lexemes; words that are only stop
   * words are left out, as to_tsquery leaves them out. None: only the exact numbers match.
   */
  words: QueryWord[]
}

/**
 * Turns free text into a search as before the index (decision 014): every word must match, by
 * its fp_search lexeme (stem-word.ts); the last word also as a prefix, so results follow typing;
 * a word no product text contains, of five letters or more, also by the known words one edit
 * away; and the whole text matches an EAN or a batch/serial number exactly.
 */
export function planText(text: string, known: KnownWords): TextPlan {
  const words = splitWords(text)
  const planned = words.map((word, index): QueryWord => {
    const spellings = [
      { text: word, prefix: index === words.length - 1 },
      ...known.alternatives(word).map((alternative) => ({ text: alternative, prefix: false })),
    ]
    return {
      spellings: spellings.flatMap(({ text: spelling, prefix }) => {
        const lexeme = stemWord(spelling)
        return lexeme === null ? [] : [{ lexeme, prefix }]
      }),
    }
  })
  const exact = text.trim()
  return {
    exact,
    exactLower: lowerCase(exact),
    words: planned.filter((word) => word.spellings.length > 0),
  }
}

/** Lower-case words of letters and digits, at most 12 different ones; anything else separates. */
export function splitWords(text: string): string[] {
  const words = text
    .normalize('NFC')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
  return [...new Set(words)].slice(0, 12)
}
