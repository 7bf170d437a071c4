import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '../../db/connection.ts'
import { abonnement, abonnementLenke } from '../../db/schema/index.ts'
import { createTestDatabase } from '../../tests/support/test-database.ts'
import { cleanUpSubscriptions } from './clean-up.ts'
import { DEFAULT_SUBSCRIPTION_LIMITS } from './subscription-context.ts'
import { issueLinkToken } from './link-tokens.ts'

let database: Database

beforeAll(async () => {
  database = await createTestDatabase()
})

afterAll(async () => {
  await database?.close()
})

async function subscription(daysOld: number, active: boolean) {
  const created = sql`now() - make_interval(days => ${daysOld})`
  const [row] = await database.db
    .insert(abonnement)
    .values({
      navn: 'Ola',
      epost: 'ola@example.no',
      opprettet: created,
      aktivert: active ? created : null,
    })
    .returning({ id: abonnement.id })
  return row!.id
}

describe('the daily clean-up of subscriptions', () => {
  it('deletes subscriptions not activated in 7 days, and expired links', async () => {
    const stale = await subscription(8, false)
    const fresh = await subscription(6, false)
    const old = await subscription(400, true)
    const valid = (id: number) =>
      issueLinkToken(database.db, { subscriptionId: id, action: 'slett', validSeconds: 3600 })
    await valid(old)
    await issueLinkToken(database.db, { subscriptionId: old, action: 'slett', validSeconds: -1 })
    await valid(fresh)

    const result = await cleanUpSubscriptions(database.db, DEFAULT_SUBSCRIPTION_LIMITS)
    expect(result).toEqual({ subscriptions: 1, links: 1 })
    const left = await database.db.select({ id: abonnement.id }).from(abonnement)
    expect(left.map((row) => row.id).sort()).toEqual([fresh, old].sort())
    expect(left.map((row) => row.id)).not.toContain(stale)
    expect(await database.db.select().from(abonnementLenke)).toHaveLength(2)
  })
})
