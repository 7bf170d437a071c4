import { stemmer as norwegianStemmer } from '@orama/stemmers/norwegian'
import { NORWEGIAN_STOP_WORDS } from './norwegian-stop-words.ts'
import { UNACCENT_RULES } from './unaccent-rules.ts'

/**
 * PostgreSQL 18 leaves out a word this long or longer, in bytes ("word is too long to be
 * indexed"); 15 to 17 keep a word of exactly this length.
 */
const MAX_WORD_BYTES = 2047
/** Past this many bytes PostgreSQL's Snowball dictionary only lower-cases (dict_snowball.c). */
const MAX_STEMMED_BYTES = 1000

const utf8 = new TextEncoder()
const accentFolds = parseUnaccentRules(UNACCENT_RULES)

/**
 * The lexeme PostgreSQL's fp_search configuration (migration 0000) makes of one word of letters
 * and digits, as a product text or a visitor writes it; null where it makes none (a stop word).
 * It follows the configuration's mapping of the default parser's token types:
 * - digits only (uint) and letters mixed with digits (numword): the simple dictionary, which
 *   only lower-cases, so 'X2000' is 'x2000' and 'Bål2' keeps its å;
 * - letters (asciiword, word): unaccent, then norwegian_stem, which lower-cases, drops stop
 *   words and stems with Snowball's Norwegian algorithm: 'Barnesengene' is 'barneseng'.
 */
export function stemWord(word: string): string | null {
  if (!word || bytesOver(word, MAX_WORD_BYTES - 1)) return null
  if (/\d/.test(word)) return lowerCase(word)
  const folded = foldAccents(word)
  const lower = lowerCase(folded)
  if (bytesOver(folded, MAX_STEMMED_BYTES)) return lower
  if (!lower || NORWEGIAN_STOP_WORDS.has(lower)) return null
  return norwegianStemmer(lower)
}

/** Whether the text is longer than `limit` bytes in UTF-8, encoding it only when it may be. */
function bytesOver(text: string, limit: number): boolean {
  return text.length * 3 > limit && utf8.encode(text).length > limit
}

/** unaccent(): each character its rule names is replaced, the others kept. */
export function foldAccents(text: string): string {
  let folded = ''
  for (const character of text) folded += accentFolds.get(character) ?? character
  return folded
}

/**
 * PostgreSQL lower-cases character by character (towlower), not with the context-dependent
 * rules of String.prototype.toLowerCase: a capital sigma is σ even at the end of a word, and a
 * character whose lower case is two characters (İ) stays as it is.
 */
export function lowerCase(text: string): string {
  let lower = ''
  for (const character of text) {
    const mapped = character.toLowerCase()
    lower += [...mapped].length === 1 ? mapped : character
  }
  return lower
}

function parseUnaccentRules(rules: string): Map<string, string> {
  const folds = new Map<string, string>()
  for (const line of rules.split('\n')) {
    if (!line) continue
    const [source = '', target = ''] = line.split('\t')
    const quoted = target.startsWith('"') && target.endsWith('"') && target.length >= 2
    folds.set(source, quoted ? target.slice(1, -1).replaceAll('""', '"') : target)
  }
  return folds
}
