import { bigserial, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core'

/**
 * The audit log (revisjonslogg): who did what to which thing, and when. Append-only: a trigger
 * (migration 0021) refuses every UPDATE and TRUNCATE, and every DELETE but the retention
 * deletion's (domain/staff/audit/audit-retention.ts). It holds ids, never names, addresses or
 * what a report said: the person behind `ansattId` is looked up in `ansatt` when it is read.
 * `ansattId` has no foreign key so that an entry outlives whatever it names.
 */
export const revisjonslogg = pgTable(
  'revisjonslogg',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    tidspunkt: timestamp('tidspunkt', { withTimezone: true }).notNull().defaultNow(),
    /** Who acted; null for what no signed-in person did (a sign-in refused, a job). */
    ansattId: integer('ansatt_id'),
    /** What was done, a dotted name: `innlogging`, `ansatt.endret`, `produkt.publisert`. */
    handling: text('handling').notNull(),
    /** The kind of thing it was done to (`ansatt`, `produkt`, `melding`), if any. */
    objektType: text('objekt_type'),
    objektId: text('objekt_id'),
    /** Facts without personal data: a sign-in method, the names of the fields changed. */
    detaljer: jsonb('detaljer').$type<Record<string, unknown>>(),
  },
  (table) => [
    index('revisjonslogg_tidspunkt_idx').on(table.tidspunkt),
    index('revisjonslogg_ansatt_idx').on(table.ansattId, table.tidspunkt),
    index('revisjonslogg_objekt_idx').on(table.objektType, table.objektId),
  ],
)
