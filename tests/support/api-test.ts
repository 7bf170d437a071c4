import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll } from 'vitest'
import type { Database, Db } from '../../db/connection.ts'
import type { SiteConfig } from '../../domain/site/site-config.ts'
import { createTestApp } from './test-app.ts'
import { createTestDatabase } from './test-database.ts'

export interface ApiTestContext {
  database: Database
  app: FastifyInstance
}

/**
 * One database and one app for a whole test file: made before the first test (after `fill` has
 * put the file's data in), closed after the last. Read `context.app` inside the tests.
 */
export function useApiTest(
  options: { fill?: (db: Db) => Promise<void>; siteConfig?: Partial<SiteConfig> } = {},
): ApiTestContext {
  const context = {} as ApiTestContext
  beforeAll(async () => {
    context.database = await createTestDatabase()
    await options.fill?.(context.database.db)
    context.app = await createTestApp(context.database, options.siteConfig)
  })
  afterAll(async () => {
    await context.app?.close()
    await context.database?.close()
  })
  return context
}
