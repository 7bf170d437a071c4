import { readdirSync } from 'node:fs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestDatabase } from '../tests/support/test-database.ts'
import type { Database } from './connection.ts'
import { migrateDatabase, migrationsFolder } from './migrate.ts'

let database: Database

beforeAll(async () => {
  database = await createTestDatabase({ migrate: false })
})

afterAll(async () => {
  await database?.close()
})

describe('migrateDatabase', () => {
  it('applies every migration once, even when two start at the same moment', async () => {
    await Promise.all([migrateDatabase(database), migrateDatabase(database)])
    const files = readdirSync(migrationsFolder).filter((name) => name.endsWith('.sql'))
    const { rows } = await database.pool.query(
      'select count(*) as n from drizzle.__drizzle_migrations',
    )
    expect(rows[0].n).toBe(files.length)
    const tables = await database.pool.query(
      "select table_name from information_schema.tables where table_schema = 'public'",
    )
    expect(tables.rows.map((row) => row.table_name)).toEqual(
      expect.arrayContaining(['produkt', 'kategori', 'myndighet', 'ruting_regel', 'land']),
    )
  })

  it('leaves a database that is already up to date as it is', async () => {
    await migrateDatabase(database)
    const { rows } = await database.pool.query(
      'select count(*) as n from drizzle.__drizzle_migrations',
    )
    expect(rows[0].n).toBe(readdirSync(migrationsFolder).filter((n) => n.endsWith('.sql')).length)
  })

  it('has what search needs: Norwegian stemming, accent folding and trigrams', async () => {
    const { rows } = await database.pool.query(
      `select to_tsvector('fp_search', 'Barnesengene Crème') as vector,
              similarity('barneseng', 'barnseng') > 0.3 as similar,
              levenshtein('barneseng', 'barnesemg') as distance`,
    )
    expect(rows[0].vector).toBe("'barneseng':1 'crem':2")
    expect(rows[0].similar).toBe(true)
    expect(rows[0].distance).toBe(1)
  })
  it('keeps enough common words of the search documents for the planner to see a rare one', async () => {
    // Decision 024: with the default, a barcode looked as common as one product in 200.
    const { rows } = await database.pool.query(
      `select attname, attstattarget from pg_attribute
       where attrelid = 'produkt'::regclass and attname in ('sok', 'sok_navn') order by attname`,
    )
    expect(rows).toEqual([
      { attname: 'sok', attstattarget: 1000 },
      { attname: 'sok_navn', attstattarget: 1000 },
    ])
  })

  it('leaves no search counters or their triggers, and keeps the categories the index reads', async () => {
    // Decision 039: the search index answers every search; only produkt_kategori is still kept.
    const tables = await database.pool.query<{ name: string }>(
      `select table_name as name from information_schema.tables
       where table_schema = 'public' and table_name in ('produkt_antall', 'kategori_antall',
         'fasett_antall', 'produkt_fasett', 'sok_leksem', 'sokeord', 'produkt_kategori')`,
    )
    expect(tables.rows.map((row) => row.name)).toEqual(['produkt_kategori'])
    const triggers = await database.pool.query<{ name: string }>(
      `select distinct trigger_name as name from information_schema.triggers
       where event_object_table in ('produkt', 'produkt_fare', 'produkt_kategori', 'produkt_tiltak')
       order by 1`,
    )
    const names = triggers.rows.map((row) => row.name)
    expect(names).toEqual(expect.arrayContaining(['produkt_fare_inserted', 'produkt_withdrawn']))
    for (const counter of ['produkt_search_words', 'produkt_inserted', 'produkt_facets_updated']) {
      expect(names).not.toContain(counter)
    }
    for (const counter of ['produkt_kategori_inserted', 'produkt_tiltak_facets_inserted']) {
      expect(names).not.toContain(counter)
    }
  })
})
