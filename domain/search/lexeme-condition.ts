import { sql, type SQL } from 'drizzle-orm'
import type { Db } from '../../db/connection.ts'
import { intArray } from './product-filter.ts'

/** One way a search word may be written: as typed, or a known word one letter away. */
export interface Spelling {
  text: string
  /** Also every longer word that begins with it (the last word, as the user types). */
  prefix: boolean
}

/**
 * Above this many lexemes for one word (a prefix of a letter or two begins thousands), looking
 * them up in the facet rows costs more than reading the search documents.
 */
const MAX_LEXEMES_PER_WORD = 1000

/** The last character there is: every string that starts with a prefix sorts before it. */
const AFTER_EVERY_CONTINUATION = String.fromCodePoint(0x10ffff)

/**
 * The words of a text search as a condition on the facet rows (`produkt_fasett pf`), which hold
 * each product's lexemes as ids (decision 026): every word must have one of the lexemes one of
 * its spellings stands for, that spelling's own lexeme or, for a prefix, every lexeme beginning
 * with it. That is what the tsquery asks of the search document, so both find the same products.
 *
 * Undefined when the words cannot be put that way, and the search reads the documents instead:
 * when the parser makes more than one lexeme of a spelling (the tsquery then wants them side by
 * side), or when a word stands for more than MAX_LEXEMES_PER_WORD lexemes. A spelling that is a
 * stop word has no lexeme; the tsquery leaves it out, and so does this.
 */
export async function lexemeCondition(db: Db, words: Spelling[][]): Promise<SQL | undefined> {
  const spellings = words.flatMap((spellingsOfWord, word) =>
    spellingsOfWord.map((spelling) => ({ word, ...spelling })),
  )
  // The lexemes are the column's "C" collation, so those beginning with a prefix are one range.
  const result = await db.execute<{ word: number; parts: number; ids: number[] }>(sql`
    select s.word, cardinality(s.lexemes) as parts,
      array(select l.id from sok_leksem l
            where l.leksem between s.lexemes[1]
              and s.lexemes[1] || case when s.prefix then ${AFTER_EVERY_CONTINUATION} else '' end
            order by l.id limit ${MAX_LEXEMES_PER_WORD + 1}) as ids
    from (select t.word, t.prefix, tsvector_to_array(to_tsvector('fp_search', t.text)) as lexemes
          from jsonb_to_recordset(${JSON.stringify(spellings)}::jsonb)
            as t(word int, text text, prefix boolean)) s`)
  const idsPerWord = new Map<number, Set<number>>()
  for (const { word, parts, ids } of result.rows) {
    if (parts > 1) return undefined
    if (parts === 0) continue
    const known = new Set([...(idsPerWord.get(word) ?? []), ...ids])
    if (known.size > MAX_LEXEMES_PER_WORD) return undefined
    idsPerWord.set(word, known)
  }
  // Every spelling a stop word: the tsquery has no lexeme left and matches nothing.
  if (!idsPerWord.size) return sql`false`
  return sql.join(
    [...idsPerWord.values()].map((ids) => sql`pf.leksemer && ${intArray([...ids])}`),
    sql` and `,
  )
}
