import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { KnownWords, withinOneEdit } from './known-words.ts'

/** Levenshtein distance on characters, by the textbook table: the reference for the fast path. */
function editDistance(first: string, second: string): number {
  const a = [...first]
  const b = [...second]
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j)
  for (let i = 1; i <= a.length; i++) {
    const current = [i]
    for (let j = 1; j <= b.length; j++) {
      const substitution = (previous[j - 1] as number) + (a[i - 1] === b[j - 1] ? 0 : 1)
      current[j] = Math.min(
        (previous[j] as number) + 1,
        (current[j - 1] as number) + 1,
        substitution,
      )
    }
    previous = current
  }
  return previous[b.length] as number
}

// Few letters, so that near words are common; one outside the basic plane, two code units long.
const letters = fc.constantFrom('a', 'b', 'ø', 'å', '𝐚')
const word = fc.string({ unit: letters, maxLength: 7 })
/** A word and the same word after one random insertion, deletion or substitution. */
const editedPair = fc
  .tuple(word, fc.nat(), letters, fc.constantFrom('insert', 'delete', 'substitute'))
  .map(([text, at, letter, edit]): [string, string] => {
    const characters = [...text]
    const i = characters.length ? at % characters.length : 0
    if (edit === 'insert') characters.splice(i, 0, letter)
    else if (edit === 'delete') characters.splice(i, 1)
    else characters.splice(i, 1, letter)
    return [text, characters.join('')]
  })

describe('withinOneEdit', () => {
  it('agrees with the edit distance on characters', () => {
    fc.assert(
      fc.property(fc.oneof(fc.tuple(word, word), editedPair), ([first, second]) => {
        expect(withinOneEdit(first, second)).toBe(editDistance(first, second) <= 1)
      }),
      { numRuns: 5_000 },
    )
  })
})

describe('KnownWords', () => {
  it('offers the known words one letter from a misspelt word, not those further off', () => {
    const known = new KnownWords()
    known.add(['barnevogn', 'barnevogner', 'barneseng', 'sparkesykkel'])
    expect(known.alternatives('barnevpgn')).toEqual(['barnevogn'])
    expect(known.alternatives('barnevgn')).toEqual(['barnevogn'])
    expect(known.alternatives('barnesng')).toEqual(['barneseng'])
    expect(known.alternatives('bbrnevpgn')).toEqual([])
  })

  it('leaves short words and the beginnings of known words as typed', () => {
    const known = new KnownWords()
    known.add(['lader', 'barnevogn'])
    expect(known.alternatives('ladr')).toEqual([])
    expect(known.alternatives('barnevo')).toEqual([])
  })
})
