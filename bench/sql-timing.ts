import type { SQL } from 'drizzle-orm'
import { PgDialect } from 'drizzle-orm/pg-core'
import type pg from 'pg'
import type { Database } from '../db/connection.ts'
import { searchQuerySchema } from '../domain/search/search-params.ts'
import { SearchIndex } from '../domain/search/index/search-index.ts'

export interface SqlFigures {
  /** Median planning + execution time of the page query (the one that lists the products). */
  page: number
  /** The same, summed over every statement one search runs (word lookup, page, count, facets). */
  all: number
  statements: number
}

const dialect = new PgDialect()

/**
 * What PostgreSQL itself spends on one search: the search runs once through the domain code with
 * every statement it sends recorded, then each statement is run `repeats` times under EXPLAIN
 * (ANALYZE, TIMING OFF) and its median planning + execution time taken.
 */
export async function measureSql(
  { db, pool }: Database,
  query: string,
  repeats = 5,
): Promise<SqlFigures> {
  const statements = await recordStatements(db, query)
  const times: number[] = []
  for (const statement of statements) times.push(await medianTime(pool, statement, repeats))
  // The page query is the one that reads the cards; the word lookup, if any, comes first.
  const pageIndex = statements.findIndex((statement) =>
    dialect.sqlToQuery(statement).sql.includes('fp_product_cards'),
  )
  return {
    page: times[pageIndex] ?? Number.NaN,
    all: times.reduce((sum, time) => sum + time, 0),
    statements: statements.length,
  }
}

/**
 * An index per database, built once through a recording connection: a search then records what
 * it sends to PostgreSQL (the page's cards; the matching itself is the index's).
 */
const recorded = new WeakMap<Database['db'], { index: SearchIndex; statements: SQL[] }>()

/** The statements one search sends: it runs once through the domain code, recorded. */
export async function recordStatements(db: Database['db'], query: string): Promise<SQL[]> {
  let entry = recorded.get(db)
  if (!entry) {
    const statements: SQL[] = []
    const recording = new Proxy(db, {
      get(target, property, receiver) {
        if (property !== 'execute') return Reflect.get(target, property, receiver) as unknown
        return (statement: SQL) => {
          statements.push(statement)
          return target.execute(statement)
        }
      },
    })
    entry = { index: await SearchIndex.build(recording), statements }
    recorded.set(db, entry)
  }
  entry.statements.length = 0
  const search = searchQuerySchema.parse(Object.fromEntries(new URLSearchParams(query)))
  await entry.index.search(search)
  return [...entry.statements]
}

async function medianTime(client: pg.Pool, statement: SQL, repeats: number): Promise<number> {
  const { sql, params } = dialect.sqlToQuery(statement)
  const times: number[] = []
  for (let run = 0; run < repeats; run++) {
    const result = await client.query<{ 'QUERY PLAN': ExplainOutput }>(
      `explain (analyze, timing off, format json) ${sql}`,
      params,
    )
    const plan = result.rows[0]?.['QUERY PLAN'][0]
    times.push((plan?.['Planning Time'] ?? 0) + (plan?.['Execution Time'] ?? 0))
  }
  times.sort((a, b) => a - b)
  return times[Math.floor(times.length / 2)] as number
}

type ExplainOutput = { 'Planning Time': number; 'Execution Time': number }[]
