import type pg from 'pg'

/** Generated words beyond the real ones, so the text index and typo lookup see real-sized data. */
const GENERATED_WORDS = 4_000
/** Sentences the product texts are made of; each is 5–16 words from the vocabulary. */
const SENTENCES = 20_000
/** Paragraphs of one to six of those sentences. */
const PARAGRAPHS = 50_000

// Norwegian stop words come first (the most frequent words of any text; the norwegian
// configuration drops them), then real product and danger words, then generated ones.
export const STOP_WORDS = 'og i på med som kan er det til av for ikke en et den har ved fra'.split(
  ' ',
)
const REAL_WORDS = `produktet barn lader batteri leketøy barneseng sikkerhet kvelning smådeler
  overoppheting ledning stikkontakt kjemikalier ftalater bly kadmium hjelm sykkel sparkesykkel
  barnevogn kosmetikk solkrem lampe lyslenke skjøteledning støpsel adapter mobillader powerbank
  røykvarsler brannslukker gassgrill parafin lighter fyrverkeri snor magnet glidelås brannfare
  strømstøt isolasjon kabel varmeovn vannkoker hårføner strykejern bilsete sklie trampoline
  klatrestativ babycall smokk bamse dukke byggesett slim ansiktsmaske neglelakk hårfarge
  tatoveringsblekk allergi konserveringsmiddel løsemiddel varselmerking bruksanvisning`
  .split(/\s+/)
  .filter(Boolean)

// Separate ranges of seeds for words, sentences and texts, so that their draws do not follow
// the products' own (product ordinal × 64 + field).
const SENTENCE_SEEDS = 1_000_000_000_000
const TEXT_SEEDS = 2_000_000_000_000
const WORD_SEEDS = 3_000_000_000_000

/** SQL expressions that draw words and texts; seeds are SQL expressions too. */
export interface Vocabulary {
  /** One word, skewed towards the frequent ones; `skip` leaves out the first (stop) words. */
  word(seed: string, skip?: number): string
  /** One sentence of 5–16 words. */
  sentence(seed: string): string
  /** One paragraph of one to six sentences, most of them short. */
  paragraph(seed: string): string
}

/**
 * Creates `bench_u(seed)` (a repeatable uniform number in [0, 1)), the vocabulary (stop words,
 * real words, a few thousand generated Norwegian-looking ones), and sentences and paragraphs
 * made of it, as tables every session can read. Each draw is then one lookup by primary key, so
 * a product's texts cost microseconds. `dropVocabulary` removes them again.
 */
export async function createVocabulary(client: pg.PoolClient): Promise<Vocabulary> {
  await dropVocabulary(client)
  await client.query(`
    create function bench_u(bigint) returns float8 language sql immutable parallel safe
      as $$ select (hashint8($1) & 2147483647)::float8 / 2147483648.0 $$`)
  await client.query(`create unlogged table bench_ord (i int primary key, ord text not null)`)
  const pick = (list: string, seed: string) =>
    `(array[${list}])[1 + floor(bench_u(${seed}) * ${list.split(',').length})::int]`
  const onset = `'b','bl','br','d','dr','f','fl','fr','g','gl','gr','h','j','k','kl','kn','kr',
    'l','m','n','p','pl','r','s','sk','skj','sl','sm','sn','sp','st','str','sv','t','tr','v'`
  const vowel = `'a','e','i','o','u','y','æ','ø','å','ei','au','a'`
  const coda = `'','n','nd','ng','r','rt','rd','l','ll','k','kk','t','tt','s','st','m','mm','p',
    'ft','kt'`
  const ending = `'','','en','er','et','ene','ing','else','ig','lig','het','ar','ning','sel','dom'`
  const syllable = (seed: string) =>
    `${pick(onset, seed)} || ${pick(vowel, `${seed} + 1`)} || ${pick(coda, `${seed} + 2`)}`
  const base = `$4::bigint + s * 8`
  await client.query(
    `insert into bench_ord
     select row_number() over (order by min(rank), min(seq)), word
     from (
       select 1 as rank, seq, word from unnest($1::text[]) with ordinality as w(word, seq)
       union all
       select 2, seq, word from unnest($2::text[]) with ordinality as w(word, seq)
       union all
       select 3, s, ${syllable(base)} ||
         case when bench_u(${base} + 4) < 0.7 then ${syllable(`${base} + 5`)} else '' end ||
         ${pick(ending, `${base} + 7`)}
       from generate_series(1, $3::int) s) words
     group by word`,
    [STOP_WORDS, REAL_WORDS, Math.round(GENERATED_WORDS * 1.15), WORD_SEEDS],
  )
  const size = STOP_WORDS.length + REAL_WORDS.length + GENERATED_WORDS
  await client.query(`delete from bench_ord where i > $1`, [size])
  // Word picks are skewed towards the front of the vocabulary, as word frequencies are.
  const wordIndex = (seed: string, skip = 0) =>
    `${skip + 1} + floor(bench_u(${seed}) ^ 2.2 * ${size - skip})::int`
  await client.query(`create unlogged table bench_setning (i int primary key, txt text not null)`)
  await client.query(
    `insert into bench_setning
     select s, upper(left(words, 1)) || substr(words, 2) || '.'
     from (select s, string_agg(w.ord, ' ' order by k) as words
           from generate_series(1, ${SENTENCES}) s
           cross join lateral
             generate_series(1, 5 + floor(bench_u(${SENTENCE_SEEDS} + s * 32) * 12)::int) k
           join bench_ord w on w.i = ${wordIndex(`${SENTENCE_SEEDS} + s * 32 + k`)}
           group by s) sentence`,
  )
  await client.query(`create unlogged table bench_avsnitt (i int primary key, txt text not null)`)
  await client.query(
    `insert into bench_avsnitt
     select a, string_agg(s.txt, ' ' order by k)
     from generate_series(1, ${PARAGRAPHS}) a
     cross join lateral
       generate_series(1, 1 + floor(bench_u(${TEXT_SEEDS} + a * 16) ^ 2 * 6)::int) k
     join bench_setning s
       on s.i = 1 + floor(bench_u(${TEXT_SEEDS} + a * 16 + k) * ${SENTENCES})::int
     group by a`,
  )
  await client.query(`analyze bench_ord, bench_setning, bench_avsnitt`)
  return {
    word: (seed, skip) => `(select ord from bench_ord where i = ${wordIndex(seed, skip)})`,
    sentence: (seed) =>
      `(select txt from bench_setning where i = 1 + floor(bench_u(${seed}) * ${SENTENCES})::int)`,
    paragraph: (seed) =>
      `(select txt from bench_avsnitt where i = 1 + floor(bench_u(${seed}) * ${PARAGRAPHS})::int)`,
  }
}

export async function dropVocabulary(client: pg.PoolClient): Promise<void> {
  await client.query('drop table if exists bench_ord, bench_setning, bench_avsnitt')
  await client.query('drop function if exists bench_u(bigint)')
}
