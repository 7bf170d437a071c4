import { integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core'

/**
 * Runs of scheduled jobs (the monthly newsletter, the daily clean-up), one row per job and period
 * ('nyhetsbrev', '2026-10'). Every process looks at the clock; the one that claims the row runs
 * the job. `reservert_til` is its lease: a crashed run is taken over when the lease runs out,
 * and `fullfort` marks the period done for good.
 */
export const planlagtJobb = pgTable(
  'planlagt_jobb',
  {
    jobb: text('jobb').notNull(),
    periode: text('periode').notNull(),
    forsok: integer('forsok').notNull().default(0),
    reservertTil: timestamp('reservert_til', { withTimezone: true }),
    startet: timestamp('startet', { withTimezone: true }).notNull().defaultNow(),
    fullfort: timestamp('fullfort', { withTimezone: true }),
  },
  (table) => [primaryKey({ columns: [table.jobb, table.periode] })],
)
