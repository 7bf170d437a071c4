import { describe, expect, it } from 'vitest'
import { buildApp } from './build-app.ts'
import { testServices } from '../tests/support/test-app.ts'
import { createTestDatabase } from '../tests/support/test-database.ts'
import { migrateDatabase } from '../db/migrate.ts'
import { createReadiness, type Readiness } from './readiness.ts'

async function appOn(
  database: Awaited<ReturnType<typeof createTestDatabase>>,
  readiness?: Readiness,
) {
  return buildApp({
    web: false,
    readiness,
    services: {
      ...testServices(database.db),
    },
  })
}

// Each test starts a database of its own, which takes seconds on the embedded one.
describe('/health and /ready', { timeout: 60_000 }, () => {
  it('are up and ready on a migrated database, and never cached', async () => {
    const database = await createTestDatabase()
    const app = await appOn(database)
    const health = await app.inject({ method: 'GET', url: '/health' })
    const ready = await app.inject({ method: 'GET', url: '/ready' })
    expect(health.json()).toEqual({ status: 'ok' })
    expect(ready.statusCode).toBe(200)
    // Nothing changed yet, and nothing kept from products: the database's own number.
    expect(ready.json()).toEqual({ status: 'ready', changeSeq: 0 })
    expect(ready.headers['cache-control']).toBe('no-store')
    await app.close()
    await database.close()
  })

  it('is not ready before the migrations, and ready after', async () => {
    const database = await createTestDatabase({ migrate: false })
    const app = await appOn(database)
    const before = await app.inject({ method: 'GET', url: '/ready' })
    expect(before.statusCode).toBe(503)
    await migrateDatabase(database)
    expect((await app.inject({ method: 'GET', url: '/ready' })).statusCode).toBe(200)
    await app.close()
    await database.close()
  })

  it('is starting until the start-up work is done, then tells the change applied', async () => {
    const database = await createTestDatabase()
    const readiness = createReadiness()
    const app = await appOn(database, readiness)
    const feedFollowed = readiness.waitFor('change feed')
    const starting = await app.inject({ method: 'GET', url: '/ready' })
    expect(starting.statusCode).toBe(503)
    expect(starting.json()).toEqual({ status: 'starting' })
    readiness.followChanges(() => 42)
    feedFollowed()
    const ready = await app.inject({ method: 'GET', url: '/ready' })
    expect(ready.statusCode).toBe(200)
    expect(ready.json()).toEqual({ status: 'ready', changeSeq: 42 })
    await app.close()
    await database.close()
  })

  it('is up but not ready when the database is gone', async () => {
    const database = await createTestDatabase()
    const app = await appOn(database)
    await database.close()
    expect((await app.inject({ method: 'GET', url: '/health' })).statusCode).toBe(200)
    const ready = await app.inject({ method: 'GET', url: '/ready' })
    expect(ready.statusCode).toBe(503)
    expect(ready.json()).toEqual({ status: 'database unreachable' })
    await app.close()
  })
})
