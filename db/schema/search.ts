import { index, integer, pgTable, primaryKey } from 'drizzle-orm/pg-core'
import { produkt } from './catalogue.ts'
import { kategori } from './reference.ts'

/**
 * Each public product once under every category it lies in: its hazards' categories and all
 * their ancestors. Kept by triggers on produkt_fare and produkt (migrations 0007 and 0008); the
 * search index (decision 039) reads each product's categories from here, with no tree walk.
 */
export const produktKategori = pgTable(
  'produkt_kategori',
  {
    kategoriId: integer('kategori_id')
      .notNull()
      .references(() => kategori.id),
    produktId: integer('produkt_id')
      .notNull()
      .references(() => produkt.id, { onDelete: 'cascade' }),
  },
  (table) => [
    primaryKey({ columns: [table.kategoriId, table.produktId] }),
    index('produkt_kategori_produkt_idx').on(table.produktId, table.kategoriId),
  ],
)
