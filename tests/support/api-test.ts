import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, expect } from 'vitest'
import type { Database, Db } from '../../db/connection.ts'
import type { SiteConfig } from '../../domain/site/site-config.ts'
import { createMetrics } from '../../server/metrics.ts'
import { answeredStatuses, undocumentedStatuses } from './documented-statuses.ts'
import { createTestApp } from './test-app.ts'
import { createTestDatabase } from './test-database.ts'

export interface ApiTestContext {
  database: Database
  app: FastifyInstance
}

/**
 * One database and one app for a whole test file: made before the first test (after `fill` has
 * put the file's data in), closed after the last. Read `context.app` inside the tests.
 *
 * Every status the app answered in the file must be in the OpenAPI document for that call: a
 * client reads the document to know what to expect. The app counts its answers as in
 * production (metrics.ts); after the last test an undocumented one fails the file.
 */
export function useApiTest(
  options: { fill?: (db: Db) => Promise<void>; siteConfig?: Partial<SiteConfig> } = {},
): ApiTestContext {
  const context = {} as ApiTestContext
  let answers: () => ReturnType<typeof answeredStatuses>
  beforeAll(async () => {
    context.database = await createTestDatabase()
    await options.fill?.(context.database.db)
    const metrics = createMetrics(context.database.db)
    answers = () => answeredStatuses(metrics)
    context.app = await createTestApp(context.database, options.siteConfig, { metrics })
  })
  afterAll(async () => {
    try {
      if (context.app) {
        const undocumented = await undocumentedStatuses(context.app, await answers())
        expect(undocumented, 'answered by the API but not in its OpenAPI document').toEqual([])
      }
    } finally {
      await context.app?.close()
      await context.database?.close()
    }
  })
  return context
}
