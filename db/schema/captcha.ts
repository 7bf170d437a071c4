import { pgTable, text, timestamp } from 'drizzle-orm/pg-core'

/** Captcha solutions already accepted, so each is accepted once across every process. */
export const captchaBrukt = pgTable('captcha_brukt', {
  signatur: text('signatur').primaryKey(),
  utloper: timestamp('utloper', { withTimezone: true }).notNull(),
})
