import { sql, type SQL } from 'drizzle-orm'
import type { Db } from '../../db/connection.ts'
import type { CategoryHits } from '../../domain/search/search-result.ts'
import { splitWords } from '../../domain/search/index/text-plan.ts'
import type { SearchFilter, SearchQuery } from '../../domain/search/search-params.ts'

/**
 * The search as plain SQL, for comparing the index with: no counters, no facet rows, no kept
 * words; the category tree walked, the known words read from the product texts, every match
 * counted and ranked. Slow, and meant to be obviously right.
 */
export async function referenceSearch(db: Db, query: SearchQuery) {
  const text = query.q === undefined ? undefined : await referenceText(db, query.q)
  const matches = (withCategory: boolean) => sql`
    select p.id, p.first_published,
      ${text?.exact ?? sql`false`} as exact,
      ${text?.named ?? sql`false`} as named,
      ${text ? sql`case when ${text.named} then ts_rank_cd(p.sok_navn, ${text.tsquery}) else 0 end` : sql`0`} as score
    from produkt p where ${condition(query, text?.condition, withCategory)}`
  const order = sql`m.exact desc, m.named desc, m.score desc, m.first_published desc, m.id desc`
  const [page, total, hits] = await Promise.all([
    db.execute<{ id: number }>(sql`select m.id from (${matches(true)}) m order by ${order}
      limit ${query.size} offset ${query.page * query.size}`),
    db.execute<{ total: number }>(sql`select count(*)::int as total from (${matches(true)}) m`),
    db.execute<CategoryHits>(sql`
      with recursive below(id, descendant) as (
        select id, id from kategori
        union all
        select b.id, k.id from below b join kategori k on k.parent_id = b.descendant)
      select b.id, count(distinct m.id)::int as hits
      from (${matches(false)}) m
      join produkt_fare f on f.produkt_id = m.id
      join below b on b.descendant = f.kategori_id
      group by b.id order by b.id`),
  ])
  return {
    ids: page.rows.map((row) => row.id),
    total: total.rows[0]?.total ?? 0,
    hits: hits.rows,
  }
}

function condition(filter: SearchFilter, text: SQL | undefined, withCategory: boolean): SQL {
  const parts = [sql`p.withdrawn_at is null`]
  if (text) parts.push(text)
  if (withCategory && filter.kategori !== undefined) {
    parts.push(sql`exists (
      with recursive below(id) as (
        select ${filter.kategori}::int
        union all
        select k.id from kategori k join below b on k.parent_id = b.id)
      select 1 from produkt_fare f join below b on b.id = f.kategori_id
      where f.produkt_id = p.id)`)
  }
  const anyOf = (table: SQL, column: SQL, values: readonly number[] | undefined) => {
    if (values) {
      parts.push(sql`exists (select 1 from ${table} x where x.produkt_id = p.id
        and x.${column} in (${sql.join(
          values.map((value) => sql`${value}`),
          sql`, `,
        )}))`)
    }
  }
  anyOf(sql`produkt_fare`, sql`risiko_id`, filter.risiko)
  anyOf(sql`produkt_tiltak`, sql`tiltak_id`, filter.tiltak)
  if (filter.myndighet) {
    parts.push(
      sql`p.myndighet_id in (${sql.join(
        filter.myndighet.map((id) => sql`${id}`),
        sql`, `,
      )})`,
    )
  }
  if (filter.proff) parts.push(sql`p.proff`)
  if (filter.utland) parts.push(sql`p.utland`)
  const norway = (day: string) => sql`(${day}::date)::timestamp at time zone 'Europe/Oslo'`
  if (filter.df) parts.push(sql`p.first_published >= ${norway(filter.df)}`)
  if (filter.dt) parts.push(sql`p.first_published < ${norway(filter.dt)} + interval '1 day'`)
  return sql.join(parts, sql` and `)
}

/**
 * Every word must be in the document (the last also as a prefix, a misspelt one also as the
 * known words one edit away), or the whole text is the EAN or batch number.
 */
async function referenceText(db: Db, text: string) {
  const words = splitWords(text)
  const terms: string[] = []
  for (const [index, word] of words.entries()) {
    const spellings = [index === words.length - 1 ? `${word}:*` : word]
    if (word.length >= 5) spellings.push(...(await misspelt(db, word)))
    terms.push(`(${spellings.join(' | ')})`)
  }
  const tsquery = sql`to_tsquery('fp_search', ${terms.join(' & ')})`
  const exactText = text.trim()
  const exact = sql`coalesce(p.ean_nr = ${exactText} or lower(p.batch_serie_nr) = lower(${exactText}), false)`
  if (!terms.length) return { condition: exact, exact, named: sql`false`, tsquery }
  return {
    condition: sql`(p.sok @@ ${tsquery} or ${exact})`,
    exact,
    named: sql`(p.sok_navn @@ ${tsquery})`,
    tsquery,
  }
}

/** The known words one edit away, when no known word begins with the word. */
async function misspelt(db: Db, word: string): Promise<string[]> {
  const result = await db.execute<{ ord: string }>(sql`
    with known as (
      select distinct word as ord from produkt p,
        regexp_split_to_table(lower(unaccent(concat_ws(' ', p.navn, p.kjennetegn, p.produsent,
          p.importoer, p.distributoer, p.beskrivelse, p.hvorfor_farlig, p.forbruker_aksjon,
          p.annen_informasjon, p.produkt_standard, p.gjeldende_forskrift))), '[^[:alnum:]]+') word
        where length(word) >= 3),
      typed as (select lower(unaccent(${word})) as folded)
    select k.ord from known k, typed t
    where not exists (select 1 from known k2 where starts_with(k2.ord, t.folded))
      and similarity(k.ord, t.folded) >= 0.3
      and levenshtein_less_equal(k.ord, t.folded, 1) <= 1
    order by k.ord collate "C" limit 8`)
  return result.rows.map((row) => row.ord).filter((ord) => /^[\p{L}\p{N}]+$/u.test(ord))
}
