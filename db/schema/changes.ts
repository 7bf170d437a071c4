import { bigint, integer, pgTable, timestamp } from 'drizzle-orm/pg-core'

/**
 * The change feed (decision 040): one row for each product a committed transaction changed, in
 * the order the transactions committed. Triggers on the product and its parts append them; every
 * process applies the rows past the last number it applied. No foreign key: a deleted product's
 * row must stay, it is the news that the product is gone.
 */
export const produktEndring = pgTable('produkt_endring', {
  seq: bigint('seq', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  produktId: integer('produkt_id').notNull(),
  endret: timestamp('endret', { withTimezone: true }).notNull().defaultNow(),
})
