import type { PgTable } from 'drizzle-orm/pg-core'
import type { Db } from '../connection.ts'

/** The transaction the whole seed runs in. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0]

// Rows per INSERT: big enough that the seed is a handful of statements, small enough to stay far
// below PostgreSQL's 65,535 bind parameters and to keep each statement's image payload modest.
const BATCH_SIZE = 200

/** Multi-row inserts in batches; answers the ids in the order of `rows`. */
export async function insertReturningIds<
  T extends PgTable & { id: PgTable['_']['columns'][string] },
>(tx: Tx, table: T, rows: T['$inferInsert'][]): Promise<number[]> {
  const ids: number[] = []
  for (let start = 0; start < rows.length; start += BATCH_SIZE) {
    const inserted = await tx
      .insert(table)
      .values(rows.slice(start, start + BATCH_SIZE))
      .returning({ id: table.id })
    ids.push(...inserted.map((row) => row.id as number))
  }
  return ids
}

/** Multi-row inserts in batches, for tables whose ids nobody needs back. */
export async function insertAll<T extends PgTable>(
  tx: Tx,
  table: T,
  rows: T['$inferInsert'][],
): Promise<void> {
  for (let start = 0; start < rows.length; start += BATCH_SIZE) {
    await tx.insert(table).values(rows.slice(start, start + BATCH_SIZE))
  }
}

/** A name the seed's own data refers to must exist; a typo should fail loudly, not insert null. */
export function required<K, V>(map: ReadonlyMap<K, V>, key: K): V {
  const value = map.get(key)
  if (value === undefined) throw new Error(`Unknown name in seed data: ${String(key)}`)
  return value
}
