import { forEachNameWord } from './name-vectors.ts'

/** One word of a text search: the lexemes that stand for it, each exactly or as a prefix. */
export interface QueryWord {
  spellings: { lexeme: string; prefix: boolean }[]
}

/**
 * Per lexeme number of the name vectors, the query's words it spells, as a bit per word (a
 * search has at most 12 words); a lexeme that spells none is absent.
 */
export type WordsSpelt = ReadonlyMap<number, number>

/**
 * `ts_rank_cd(sok_navn, query)` as PostgreSQL computes it (tsrank.c, calc_rank_cd with no
 * normalization) for a query that is an AND of words, each an OR of spellings: the sum, over the
 * covers found left to right, of 1 / (1 + the positions inside the cover that are none of its
 * words). Every lexeme of the name vector has weight A, whose weight is 1. A float4, as in SQL.
 */
export function coverDensity(vector: string, spelt: WordsSpelt, wordCount: number): number {
  if (wordCount === 1) return Math.fround(matchingPositions(vector, spelt))
  const { positions, words } = documentEntries(vector, spelt)
  const every = 2 ** wordCount - 1
  let rank = 0
  let start = 0
  for (;;) {
    const end = firstComplete(words, every, start, 1)
    if (end === undefined) return Math.fround(rank)
    // The cover's beginning: from its end back, where every word has been seen again.
    const begin = firstComplete(words, every, end, -1, start) ?? start
    let noise = (positions[end] as number) - (positions[begin] as number) - (end - begin)
    if (noise < 0) noise = Math.trunc((end - begin) / 2)
    rank += 1 / (1 + noise)
    start = begin + 1
  }
}

/**
 * With one word every position where it is found is a cover of its own, with no noise: the rank
 * is the number of those positions. The common case, counted without building the entries, as
 * it runs for every product whose name has the word.
 */
function matchingPositions(vector: string, spelt: WordsSpelt): number {
  let firstFrom = 0
  let firstTo = 0
  let shared: Set<number> | undefined
  forEachNameWord(vector, (lexeme, codes, from, to) => {
    if (!spelt.has(lexeme)) return
    if (firstTo === 0) {
      firstFrom = from
      firstTo = to
      return
    }
    // A lexeme's own positions differ; only two lexemes can share one.
    if (!shared) {
      shared = new Set()
      for (let i = firstFrom; i < firstTo; i++) shared.add(codes.charCodeAt(i))
    }
    for (let i = from; i < to; i++) shared.add(codes.charCodeAt(i))
  })
  return shared ? shared.size : firstTo - firstFrom
}

/**
 * The positions of every matching lexeme, ascending, each with the words found there: parallel
 * arrays, `words` a bit per query word.
 */
function documentEntries(vector: string, spelt: WordsSpelt) {
  const byPosition = new Map<number, number>()
  forEachNameWord(vector, (lexeme, codes, from, to) => {
    const words = spelt.get(lexeme)
    if (words === undefined) return
    for (let i = from; i < to; i++) {
      const position = codes.charCodeAt(i)
      byPosition.set(position, (byPosition.get(position) ?? 0) | words)
    }
  })
  const positions = [...byPosition.keys()].sort((a, b) => a - b)
  return { positions, words: positions.map((position) => byPosition.get(position) as number) }
}

/** From entry `from`, stepping by `step`, the first at which every word has been seen. */
function firstComplete(
  words: readonly number[],
  every: number,
  from: number,
  step: 1 | -1,
  lowest = 0,
): number | undefined {
  let seen = 0
  for (let index = from; index >= lowest && index < words.length; index += step) {
    seen |= words[index] as number
    if (seen === every) return index
  }
  return undefined
}
