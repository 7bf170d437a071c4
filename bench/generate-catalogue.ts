import type pg from 'pg'
import type { Database } from '../db/connection.ts'
import { createVocabulary, dropVocabulary, STOP_WORDS, type Vocabulary } from './vocabulary.ts'

/** Products per statement. */
const CHUNK = 25_000

/** A tiny picture shared by every generated product: the list shows an image URL per card. */
const SVG = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="8" height="6"/>')

export interface GenerateOptions {
  /** How many products the catalogue should hold in all. */
  total: number
  /** Sessions inserting at once: one per core on PostgreSQL; PGlite has one session. */
  workers: number
  log?: (line: string) => void
}

/**
 * Fills a migrated database that holds the reference data (authorities, categories, risks,
 * measures, countries) with generated products until it holds `total`. Everything is set-based
 * SQL over generate_series with hash-based randomness, so the same total gives the same
 * catalogue. The products are spread over 14 years, denser towards now, with one to three
 * hazards each over the level-3 categories, measures, and texts of a realistic spread of length.
 */
export async function generateCatalogue(database: Database, options: GenerateOptions) {
  const log = options.log ?? (() => {})
  const existing = await count(database.pool, 'select count(*)::int as value from produkt')
  if (existing >= options.total) return
  const chunks: [number, number][] = []
  for (let from = existing + 1; from <= options.total; from += CHUNK) {
    chunks.push([from, Math.min(options.total, from + CHUNK - 1)])
  }
  // GIN indexes are built faster at once than row by row, as any bulk load does.
  const ginIndexes = await database.pool.query<{ name: string; definition: string }>(
    `select indexname as name, indexdef as definition from pg_indexes
     where schemaname = 'public' and tablename = 'produkt' and indexdef ilike '% using gin %'`,
  )
  for (const index of ginIndexes.rows) await database.pool.query(`drop index ${index.name}`)
  // The vocabulary is a table, not a session's: no connection is held while the workers insert,
  // since the embedded database's pool has only one.
  const vocabulary = await withClient(database.pool, createVocabulary)
  try {
    await Promise.all(
      Array.from({ length: options.workers }, () =>
        withClient(database.pool, async (client) => {
          for (let chunk = chunks.shift(); chunk; chunk = chunks.shift()) {
            const started = Date.now()
            await insertChunk(client, vocabulary, chunk[0], chunk[1])
            log(`  products ${chunk[0]}–${chunk[1]}: ${Date.now() - started} ms`)
          }
        }),
      ),
    )
  } finally {
    await withClient(database.pool, async (client) => {
      await dropVocabulary(client)
      const started = Date.now()
      await client.query('set maintenance_work_mem = 262144')
      for (const index of ginIndexes.rows) await client.query(index.definition)
      log(`  search index: ${Date.now() - started} ms`)
    })
  }
  const started = Date.now()
  await database.pool.query('vacuum analyze')
  log(`  vacuum analyze: ${Date.now() - started} ms`)
}

async function count(pool: pg.Pool | pg.PoolClient, text: string): Promise<number> {
  return (await pool.query<{ value: number }>(text)).rows[0]?.value ?? 0
}

/** Products `from`..`to` (ordinals), then their hazards, measures, image and search words. */
async function insertChunk(client: pg.PoolClient, v: Vocabulary, from: number, to: number) {
  const skip = STOP_WORDS.length
  const u = (field: number) => `bench_u(s * 64 + ${field})`
  const word = (field: number) => v.word(`s * 64 + ${field}`, skip)
  await client.query('drop table if exists pg_temp.bench_ny')
  await client.query(
    `create temp table bench_ny as
     with inserted as (
       insert into produkt (navn, kjennetegn, beskrivelse, produsent, hvorfor_farlig,
         forbruker_aksjon, importoer, distributoer, gjeldende_forskrift, produkt_standard,
         annen_informasjon, melding_fra_land, batch_serie_nr, ean_nr, myndighet_id, proff, utland,
         first_published, sist_endret, withdrawn_at)
       select
         initcap(${word(1)}) || ' ' || ${word(2)} ||
           case when ${u(3)} < 0.5 then ' ' || ${word(4)} else '' end,
         'Modell ' || upper(substr(md5(s::text), 1, 2)) || '-' || (100 + floor(${u(5)} * 9900)::int),
         ${v.paragraph('s * 64 + 6')} ||
           case when ${u(7)} < 0.4 then ' ' || ${v.paragraph('s * 64 + 36')} else '' end,
         initcap(${word(8)}) ||
           (array[' AS', ' Co., Ltd.', ' GmbH', ' AB', ' Ltd', ' Inc.'])[1 + floor(${u(9)} * 6)::int],
         ${v.sentence('s * 64 + 10')} ||
           case when ${u(11)} < 0.6 then ' ' || ${v.sentence('s * 64 + 37')} else '' end,
         ${v.sentence('s * 64 + 12')} ||
           case when ${u(13)} < 0.3 then ' ' || ${v.sentence('s * 64 + 38')} else '' end,
         case when ${u(14)} < 0.6 then initcap(${word(15)}) || ' Import AS' end,
         case when ${u(16)} < 0.3 then initcap(${word(17)}) || ' Distribusjon AS' end,
         case when ${u(18)} < 0.4 then 'Forskrift om ' || ${word(19)} end,
         case when ${u(20)} < 0.3 then 'NS-EN ' || (60 + floor(${u(21)} * 62000)::int) end,
         case when ${u(22)} < 0.4 then ${v.paragraph('s * 64 + 23')} end,
         case when utland then (array['DE', 'SE', 'FR', 'PL', 'NL', 'IT', 'ES', 'DK', 'FI', 'BE',
           'CZ', 'AT'])[1 + floor(${u(25)} * 12)::int] end,
         case when ${u(26)} < 0.35 then 'LOT-' || (2010 + floor(${u(27)} * 16)::int) || '-' ||
           (1 + floor(${u(28)} * 999)::int) end,
         case when ${u(29)} < 0.7 then '70' || lpad(s::text, 11, '0') end,
         ref.authorities[1 + floor(${u(30)} ^ 2 * cardinality(ref.authorities))::int],
         ${u(31)} < 0.06,
         utland,
         published,
         least(now(), published + interval '1 day' * floor(${u(34)} ^ 3 * 400)),
         case when ${u(35)} < 0.02 then least(now(), published + interval '200 days') end
       from (select s, ${u(32)} < 0.35 as utland,
               -- About 14 years back, denser towards now, as the catalogue grows.
               now() - interval '1 day' * (5000 * ${u(33)} ^ 1.4) as published
             from generate_series($1::int, $2::int) s) product,
            (select array_agg(id order by id) as authorities from myndighet) ref
       returning id)
     select id from inserted`,
    [from, to],
  )
  // One to three hazards over the level-3 categories; a second one mostly in the same category.
  const h = (field: string) => `bench_u(p.id * 64 + ${field})`
  await client.query(
    `insert into produkt_fare (produkt_id, risiko_id, kategori_id)
     select p.id, r.ids[1 + floor(${h('40 + j')} ^ 1.8 * cardinality(r.ids))::int],
       case when j = 1 or ${h('44 + j')} < 0.7
         then l.ids[1 + floor(${h('39')} ^ 1.6 * cardinality(l.ids))::int]
         else l.ids[1 + floor(${h('48 + j')} ^ 1.6 * cardinality(l.ids))::int]
       end
     from bench_ny p
     cross join generate_series(1, 3) j
     cross join (select array_agg(id order by md5(id::text)) as ids
                 from kategori where nivaa = 3) l
     cross join (select array_agg(id order by md5(id::text)) as ids from risiko) r
     where j <= case when ${h('38')} < 0.6 then 1 when ${h('38')} < 0.9 then 2 else 3 end
     on conflict do nothing`,
  )
  await client.query(
    `insert into produkt_tiltak (produkt_id, tiltak_id)
     select p.id, t.ids[1 + floor(${h('52 + j')} ^ 2 * cardinality(t.ids))::int]
     from bench_ny p
     cross join generate_series(1, 2) j
     cross join (select array_agg(id order by id) as ids from tiltak) t
     where j <= case when ${h('51')} < 0.15 then 0 when ${h('51')} < 0.8 then 1 else 2 end
     on conflict do nothing`,
  )
  await client.query(
    `insert into produkt_bilde (produkt_id, data, mime_type, width, height, alt, main_thumbnail)
     select p.id, $1, 'image/svg+xml', 800, 600, 'Bilde av ' || p.navn, true
     from produkt p join bench_ny using (id)`,
    [SVG],
  )
}

async function withClient<T>(pool: pg.Pool, use: (client: pg.PoolClient) => Promise<T>) {
  const client = await pool.connect()
  try {
    return await use(client)
  } finally {
    client.release()
  }
}
