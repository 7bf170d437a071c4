import { describe, expect, it } from 'vitest'
import { inSentence, parseNoun } from './product-names.ts'

describe('nouns in sentences', () => {
  it('puts the right article before common, neuter and plural nouns', () => {
    expect(inSentence(parseNoun('Barneseng'))).toBe('en barneseng')
    expect(inSentence(parseNoun('Byggesett/n'))).toBe('et byggesett')
    expect(inSentence(parseNoun('Vernebriller/p'))).toBe('vernebriller')
  })

  it('keeps acronyms in capitals', () => {
    expect(inSentence(parseNoun('USB-lader'))).toBe('en USB-lader')
    expect(inSentence(parseNoun('LED-pære'))).toBe('en LED-pære')
  })
})
