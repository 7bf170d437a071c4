import { readdirSync } from 'node:fs'
import { sql } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import type { Db } from '../db/connection.ts'
import { migrationsFolder } from '../db/migrate.ts'
import { currentChangeSeq } from '../domain/search/changes/product-changes.ts'
import type { Readiness } from './readiness.ts'

const expectedMigrations = readdirSync(migrationsFolder).filter((name) =>
  name.endsWith('.sql'),
).length

/**
 * For a load balancer: /health says the process is up; /ready says it can serve, meaning the
 * database answers and has every migration this build expects, and the process has done its
 * start-up work (`readiness`): it then tells the number of the newest product change it has
 * applied. Without a readiness to ask nothing derived from products is kept, and the number is
 * the database's own. Neither is cached. Part of the HTTP shell, not the API: it asks the
 * database and its migrations directly, as only the composition root may.
 */
export async function healthRoutes(
  app: FastifyInstance,
  { db, readiness }: { db: Db; readiness?: Readiness },
) {
  app.get('/health', { schema: { hide: true } }, async (_request, reply) => {
    reply.header('cache-control', 'no-store')
    return { status: 'ok' }
  })

  app.get('/ready', { schema: { hide: true } }, async (_request, reply) => {
    reply.header('cache-control', 'no-store')
    const applied = await appliedMigrations(db).catch(() => undefined)
    if (applied === undefined) return reply.code(503).send({ status: 'database unreachable' })
    if (applied < expectedMigrations) return reply.code(503).send({ status: 'migrations pending' })
    const changeSeq = readiness ? readiness.readyAt() : await currentChangeSeq(db)
    if (changeSeq === undefined) return reply.code(503).send({ status: 'starting' })
    return { status: 'ready', changeSeq }
  })
}

async function appliedMigrations(db: Db): Promise<number> {
  const result = await db.execute<{ applied: number }>(
    sql`select count(*)::int as applied from drizzle.__drizzle_migrations`,
  )
  return result.rows[0]?.applied ?? 0
}
