import { sql, type SQL } from 'drizzle-orm'
import type { Db } from '../../../db/connection.ts'
import { OSLO_TIME_ZONE } from '../../../i18n/dates.ts'
import { intArray } from '../search-result.ts'

/** What the index holds of one public product: everything a search filters, matches or sorts by. */
export interface IndexedProduct {
  id: number
  /** First published, in microseconds since 1970: the database's own precision, for ties. */
  published: number
  /** The day of first publication in Norway, yyyy-mm-dd, as the date filters read it. */
  day: string
  ean: string | null
  /** The batch or serial number as lower() makes it, for the exact match. */
  batch: string | null
  authority: number
  proff: boolean
  utland: boolean
  risks: number[]
  measures: number[]
  /** Its hazards' categories and their ancestors, from produkt_kategori. */
  categories: number[]
  /** The lexemes of its search document (`sok`). */
  lexemes: string[]
  /** The lexemes of its name and label (`sok_navn`, all weight A) with their positions. */
  names: [lexeme: string, positions: number[]][]
}

type Row = Omit<IndexedProduct, 'published'> & { published: string | number }

/** Products read in one statement while the index is built, so no answer holds them all. */
const BATCH = 5_000

/**
 * The public products' rows, a batch at a time, read with the database's own tokens:
 * `tsvector_to_array` and `unnest` give the lexemes fp_search made, so the index never tokenizes
 * a product text itself (decision 039). With `ids`, those products only; a product not public is
 * not among the rows.
 */
export async function* productBatches(
  db: Db,
  ids?: readonly number[],
): AsyncGenerator<IndexedProduct[]> {
  let after = 0
  for (;;) {
    const only = ids ? sql`and p.id = any(${intArray(ids)})` : sql``
    const rows = (await db.execute<Row>(productRows(sql`p.id > ${after} ${only}`))).rows
    if (rows.length) yield rows.map((row) => ({ ...row, published: Number(row.published) }))
    const last = rows.at(-1)
    if (!last || rows.length < BATCH) return
    after = last.id
  }
}

// The arrays come as JSON: the driver's JSON.parse reads a million products' lexemes several
// times faster than its parser of PostgreSQL's array text.
function productRows(where: SQL): SQL {
  return sql`
    select p.id, p.ean_nr as ean, lower(p.batch_serie_nr) as batch,
      p.myndighet_id as authority, p.proff, p.utland,
      (extract(epoch from p.first_published) * 1000000)::bigint as published,
      to_char(p.first_published at time zone ${OSLO_TIME_ZONE}, 'YYYY-MM-DD') as day,
      to_json(array(select distinct f.risiko_id from produkt_fare f where f.produkt_id = p.id))
        as risks,
      to_json(array(select distinct t.tiltak_id from produkt_tiltak t where t.produkt_id = p.id))
        as measures,
      to_json(array(select pk.kategori_id from produkt_kategori pk where pk.produkt_id = p.id))
        as categories,
      to_json(tsvector_to_array(p.sok)) as lexemes,
      coalesce((select json_agg(json_build_array(n.lexeme, n.positions))
                from unnest(p.sok_navn) n), '[]'::json) as names
    from produkt p
    where p.withdrawn_at is null and ${where}
    order by p.id
    limit ${BATCH}`
}

/**
 * The words of the products' texts as sokeord held them (migration 0002): lower-case, without
 * accents, three characters or more, split where the database's regular expressions see no
 * letter or digit. Misspelt search words are matched to these. Every product's, public or not.
 *
 * A space separates words either way, and unaccent and lower change one character at a time: so
 * the texts are cut at spaces first and only each different piece is folded and split, which
 * gives the same words for half the database's time.
 */
export async function readWords(db: Db, ids?: readonly number[]): Promise<string[]> {
  const only = ids ? sql`and p.id = any(${intArray(ids)})` : sql``
  const result = await db.execute<{ word: string }>(sql`
    select distinct word
    from (select distinct piece from produkt p,
            string_to_table(concat_ws(' ', p.navn, p.kjennetegn, p.produsent, p.importoer,
              p.distributoer, p.beskrivelse, p.hvorfor_farlig, p.forbruker_aksjon,
              p.annen_informasjon, p.produkt_standard, p.gjeldende_forskrift), ' ') piece
          where true ${only}) pieces,
      regexp_split_to_table(lower(unaccent(piece)), '[^[:alnum:]]+') word
    where length(word) >= 3`)
  return result.rows.map((row) => row.word)
}
