import { sql, type SQL } from 'drizzle-orm'
import type { Db } from '../../db/connection.ts'
import { splitWords } from './index/text-plan.ts'
import { lexemeCondition, type Spelling } from './lexeme-condition.ts'

export interface TextQuery {
  /** Matches the products the text finds, on `produkt p`. */
  condition: SQL
  /**
   * Matches the same products on their facet rows, `produkt_fasett pf`, without reading their
   * search documents; undefined when the text cannot be put that way (see lexemeCondition).
   */
  facetCondition: SQL | undefined
  /**
   * True for the first tier of matches: an exact EAN or batch number, or every word found in the
   * name or label. The other matches follow it, newest first.
   */
  top: SQL
  /** What makes a better match, most important first, each to be sorted descending. */
  rank: RankKeys
}

interface RankKeys {
  /** The whole text is the product's EAN or batch number. */
  exact: SQL
  /** Every word is found in the name or label. */
  named: SQL
  /** How well the name and label match, for the named ones; 0 for the others. */
  score: SQL
}

/** Words shorter than this are taken as typed: too many real words are one letter apart. */
const TYPO_MIN_LENGTH = 5
/** At most this many spellings stand in for one misspelt word. */
const MAX_ALTERNATIVES = 8

/**
 * Turns free text into a search: every word must match (Norwegian stemming and accent folding come
 * from the fp_search configuration); the last word also matches as a prefix, so results follow
 * typing; a word that no product uses, of five letters or more, also matches the words one edit
 * away; and the whole text matches an EAN or a batch/serial number exactly.
 */
export async function buildTextQuery(db: Db, text: string): Promise<TextQuery> {
  const words = splitWords(text)
  const alternatives = await findAlternatives(db, words)
  const spellings = words.map((word, index): Spelling[] => [
    { text: word, prefix: index === words.length - 1 },
    ...(alternatives.get(word) ?? []).map((alternative) => ({ text: alternative, prefix: false })),
  ])
  const terms = spellings.map(
    (ofWord) => `(${ofWord.map((s) => (s.prefix ? `${s.text}:*` : s.text)).join(' | ')})`,
  )
  const tsquery = sql`to_tsquery('fp_search', ${terms.join(' & ')})`
  const exact = text.trim()
  const exactNumber = sql`(p.ean_nr = ${exact} or lower(p.batch_serie_nr) = lower(${exact}))`
  const exactKey = sql`coalesce(${exactNumber}, false)`
  const exactProducts = sql`pf.produkt_id = any(array(select p.id from produkt p where ${exactNumber}))`
  if (!terms.length) {
    // Casts, not bare constants: PostgreSQL refuses `order by false` and reads `order by 0` as
    // a column position.
    const rank = {
      exact: exactKey,
      named: sql`cast(false as boolean)`,
      score: sql`cast(0 as real)`,
    }
    return { condition: exactNumber, facetCondition: exactProducts, top: exactNumber, rank }
  }
  const wordsInFacets = await lexemeCondition(db, spellings)
  // Ranking reads only the short name-and-label vector (sok_navn), never the whole document of
  // every match: see decision 014.
  const named = sql`(p.sok_navn @@ ${tsquery})`
  return {
    condition: sql`(p.sok @@ ${tsquery} or ${exactNumber})`,
    facetCondition: wordsInFacets && sql`(${wordsInFacets} or ${exactProducts})`,
    top: sql`(${named} or ${exactNumber})`,
    rank: {
      exact: exactKey,
      named,
      score: sql`(case when ${named} then ts_rank_cd(p.sok_navn, ${tsquery}) else 0 end)`,
    },
  }
}

/**
 * For each word no product text contains, the known words one edit away. The trigram index
 * (`%`, similarity at least pg_trgm's default 0.3) finds the candidates first: a word of five
 * letters or more shares at least a third of its trigrams with any word one edit away, so the
 * edit distance is computed for a few candidates, not for every word of similar length.
 */
async function findAlternatives(db: Db, words: string[]): Promise<Map<string, string[]>> {
  const candidates = words.filter((word) => word.length >= TYPO_MIN_LENGTH)
  if (!candidates.length) return new Map()
  const result = await db.execute<{ word: string; alternatives: string[] }>(sql`
    select w.word, array(
      select s.ord from sokeord s
      where s.ord % w.folded
        and length(s.ord) between length(w.folded) - 1 and length(w.folded) + 1
        and levenshtein_less_equal(s.ord, w.folded, 1) <= 1
      order by s.ord limit ${MAX_ALTERNATIVES}) as alternatives
    from (select word, lower(unaccent(word)) as folded
          from unnest(${`{${candidates.join(',')}}`}::text[]) as word) w
    where not exists (select 1 from sokeord s where s.ord like w.folded || '%')`)
  return new Map(result.rows.map((row) => [row.word, row.alternatives.filter(isWord)]))
}

function isWord(value: string) {
  return /^[\p{L}\p{N}]+$/u.test(value)
}
