/** One word of a text search: the lexemes that stand for it, each exactly or as a prefix. */
export interface QueryWord {
  spellings: { lexeme: string; prefix: boolean }[]
}

/** A position of the name vector where some of the query's words are found. */
interface Entry {
  position: number
  words: number[]
}

/**
 * `ts_rank_cd(sok_navn, query)` as PostgreSQL computes it (tsrank.c, calc_rank_cd with no
 * normalization) for a query that is an AND of words, each an OR of spellings: the sum, over the
 * covers found left to right, of 1 / (1 + the positions inside the cover that are none of its
 * words). Every lexeme of the name vector has weight A, whose weight is 1. A float4, as in SQL.
 */
export function coverDensity(
  names: readonly (readonly [lexeme: string, positions: readonly number[]])[],
  words: readonly QueryWord[],
): number {
  if (words.length === 1) return Math.fround(matchingPositions(names, words[0] as QueryWord))
  const entries = documentEntries(names, words)
  let rank = 0
  let start = 0
  for (;;) {
    const cover = nextCover(entries, start, words.length)
    if (!cover) return Math.fround(rank)
    const { begin, end } = cover
    const first = entries[begin]?.position ?? 0
    const last = entries[end]?.position ?? 0
    let noise = last - first - (end - begin)
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
function matchingPositions(
  names: readonly (readonly [string, readonly number[]])[],
  word: QueryWord,
): number {
  // Plain loops: this runs for tens of thousands of products a search.
  let first: readonly number[] | undefined
  let shared: Set<number> | undefined
  for (const [lexeme, positions] of names) {
    if (!spells(lexeme, word)) continue
    if (!first) first = positions
    else {
      // A lexeme's own positions differ; only two lexemes can share one.
      shared ??= new Set(first)
      for (const position of positions) shared.add(position)
    }
  }
  return shared ? shared.size : (first?.length ?? 0)
}

function spells(lexeme: string, word: QueryWord): boolean {
  for (const spelling of word.spellings) {
    if (spelling.prefix ? lexeme.startsWith(spelling.lexeme) : lexeme === spelling.lexeme) {
      return true
    }
  }
  return false
}

/** The positions of every matching lexeme, ascending, each with the words it stands for. */
function documentEntries(
  names: readonly (readonly [string, readonly number[]])[],
  words: readonly QueryWord[],
): Entry[] {
  const byPosition = new Map<number, Set<number>>()
  words.forEach((word, index) => {
    for (const [lexeme, positions] of names) {
      if (!spells(lexeme, word)) continue
      for (const position of positions) {
        const atPosition = byPosition.get(position) ?? new Set<number>()
        atPosition.add(index)
        byPosition.set(position, atPosition)
      }
    }
  })
  return [...byPosition]
    .map(([position, found]) => ({ position, words: [...found] }))
    .sort((a, b) => a.position - b.position)
}

/**
 * The next cover from entry `start` (tsrank.c, Cover): the first entry at which every word has
 * been seen is its end; from there back, the entry at which every word has been seen again is
 * its beginning.
 */
function nextCover(entries: Entry[], start: number, wordCount: number) {
  const end = firstComplete(entries, start, wordCount, 1)
  if (end === undefined) return undefined
  const begin = firstComplete(entries, end, wordCount, -1, start) ?? start
  return { begin, end }
}

function firstComplete(
  entries: Entry[],
  from: number,
  wordCount: number,
  step: 1 | -1,
  lowest = 0,
): number | undefined {
  const seen = new Set<number>()
  for (let index = from; index >= lowest && index < entries.length; index += step) {
    for (const word of entries[index]?.words ?? []) seen.add(word)
    if (seen.size === wordCount) return index
  }
  return undefined
}
