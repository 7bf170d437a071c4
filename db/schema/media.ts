import { sql } from 'drizzle-orm'
import { check, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core'
import { bytea, produktBilde } from './catalogue.ts'

/**
 * Product images resized to one of the served widths and formats, made on first request and kept,
 * so each size is computed once for every process.
 */
export const bildeVariant = pgTable(
  'bilde_variant',
  {
    bildeId: integer('bilde_id')
      .notNull()
      .references(() => produktBilde.id, { onDelete: 'cascade' }),
    width: integer('width').notNull(),
    format: text('format').notNull(),
    data: bytea('data').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.bildeId, table.width, table.format] }),
    check('bilde_variant_format', sql`${table.format} in ('avif', 'webp', 'jpeg', 'png')`),
  ],
)
