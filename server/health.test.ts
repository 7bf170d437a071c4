import { describe, expect, it } from 'vitest'
import { buildApp } from './build-app.ts'
import { testServices } from '../tests/support/test-app.ts'
import { createTestDatabase } from '../tests/support/test-database.ts'
import { migrateDatabase } from '../db/migrate.ts'

async function appOn(database: Awaited<ReturnType<typeof createTestDatabase>>) {
  return buildApp({
    web: false,
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
