import { subscriptionContext } from '../domain/subscriptions/subscription-context.ts'
import { openDatabase } from '../db/connection.ts'
import { migrateDatabase } from '../db/migrate.ts'
import { runNewsletter } from '../domain/subscriptions/newsletter-run.ts'
import { isMonth } from '../domain/subscriptions/oslo-time.ts'
import { readEnv } from './env.ts'

/**
 * `node server/run-newsletter.ts 2026-10`: queues the newsletter of one month by hand, for
 * example after a long outage. It only queues: the running server's mail worker sends. Nobody
 * gets a month twice, so running it again, or after the scheduled run, sends nothing more. With
 * the embedded database (no DATABASE_URL) stop the server first: its files are one process's
 * alone. A composition root of its own, like server.ts: it reads the environment, opens and
 * migrates the database and hands the domain what it needs, so it lives beside server.ts.
 */
async function main(month: string | undefined) {
  if (!month || !isMonth(month)) {
    console.error('Usage: node server/run-newsletter.ts yyyy-MM   (e.g. 2026-10)')
    return 2
  }
  const env = readEnv()
  const database = await openDatabase({ url: env.DATABASE_URL, dataDir: env.DATA_DIR })
  try {
    await migrateDatabase(database)
    const result = await runNewsletter(database.db, month, subscriptionContext(env.PUBLIC_URL))
    console.log(
      `Newsletter ${result.month}: ${result.searches} searches, ${result.matched} subscriptions ` +
        `with new products, ${result.queued} letters queued by this run.`,
    )
    return 0
  } finally {
    await database.close()
  }
}

process.exitCode = await main(process.argv[2])
