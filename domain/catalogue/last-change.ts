import { sql } from 'drizzle-orm'
import type { Db } from '../../db/connection.ts'

/**
 * When the public catalogue last changed: the newest change or withdrawal of any product, or
 * undefined for a catalogue that never had one. A product's withdrawal changes every list it
 * was on, so it counts as much as an edit.
 */
export async function catalogueLastChange(db: Db): Promise<Date | undefined> {
  const result = await db.execute<{ changed: string | Date | null }>(
    sql`select greatest(max(sist_endret), max(withdrawn_at)) as changed from produkt`,
  )
  const changed = result.rows[0]?.changed
  return changed ? new Date(changed) : undefined
}
