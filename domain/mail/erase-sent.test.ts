import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '../../db/connection.ts'
import { epostUtboks } from '../../db/schema/index.ts'
import { createTestDatabase } from '../../tests/support/test-database.ts'
import { eraseSentMail } from './erase-sent.ts'
import { queueMail } from './queue-mail.ts'

let database: Database

beforeAll(async () => {
  database = await createTestDatabase()
})

afterAll(async () => {
  await database?.close()
})

const queue = (key: string) =>
  queueMail(database.db, {
    key,
    to: 'ola@example.no',
    subject: 'Kvittering',
    text: 'Din melding om en farlig lader',
    html: '<p>Din melding</p>',
    headers: { 'X-Sak': '42' },
  })

const sentDaysAgo = (key: string, days: number) =>
  database.db
    .update(epostUtboks)
    .set({ sendt: sql`now() - make_interval(days => ${days})` })
    .where(eq(epostUtboks.nokkel, key))

describe('eraseSentMail', () => {
  it('blanks address and content of mail sent long ago, and keeps the key from being sent again', async () => {
    await queue('gammel')
    await queue('ny')
    await queue('usendt')
    await sentDaysAgo('gammel', 31)
    await sentDaysAgo('ny', 29)

    expect(await eraseSentMail(database.db, 30)).toBe(1)
    const rows = await database.db.select().from(epostUtboks).orderBy(epostUtboks.id)
    expect(rows.map((row) => [row.nokkel, row.mottaker, row.tekst, row.html])).toEqual([
      ['gammel', '', '', null],
      ['ny', 'ola@example.no', 'Din melding om en farlig lader', '<p>Din melding</p>'],
      ['usendt', 'ola@example.no', 'Din melding om en farlig lader', '<p>Din melding</p>'],
    ])
    expect(rows[0]?.hoder).toEqual({})
    expect(rows[0]?.sendt).toBeInstanceOf(Date)
    expect(await queue('gammel')).toBe(false)
    expect(await eraseSentMail(database.db, 30)).toBe(0)
  })

  it('blanks mail given up long ago as well', async () => {
    await queue('avvist')
    await database.db
      .update(epostUtboks)
      .set({ gittOpp: sql`now() - interval '31 days'` })
      .where(eq(epostUtboks.nokkel, 'avvist'))
    expect(await eraseSentMail(database.db, 30)).toBe(1)
    const [row] = await database.db
      .select()
      .from(epostUtboks)
      .where(eq(epostUtboks.nokkel, 'avvist'))
    expect([row?.mottaker, row?.tekst]).toEqual(['', ''])
  })
})
