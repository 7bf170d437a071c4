import type { Logger } from 'pino'
import type { Database } from '../db/connection.ts'
import { followProductChanges } from '../domain/search/changes/follow-product-changes.ts'
import { currentChangeSeq } from '../domain/search/changes/product-changes.ts'
import { SearchIndex, type ProductSearch } from '../domain/search/index/search-index.ts'
import type { Readiness } from './readiness.ts'

interface SearchAtStartOptions {
  database: Database
  readiness: Readiness
  logger: Logger
  /** Called after the index has applied a batch of changes: the page cache's clear. */
  afterChanges: () => Promise<void>
}

/**
 * Builds the search index while the server already answers, then follows the product changes
 * (decisions 039 and 040). /ready says "starting" until both are done, so a load balancer sends
 * no visitor here before then; a search asked earlier (a health check's, a test's) waits for
 * the build rather than answering from a half-built index.
 */
export async function startSearch({
  database,
  readiness,
  logger,
  afterChanges,
}: SearchAtStartOptions) {
  const done = readiness.waitFor('search index')
  // Read before the build: a change made while it runs is applied again after it.
  const indexedSeq = await currentChangeSeq(database.db)
  const started = performance.now()
  const building = SearchIndex.build(database.db)
  const following = building.then(async (index) => {
    logger.info({ ms: Math.round(performance.now() - started) }, 'search index built')
    // Every process follows the product changes: a product changed through another process,
    // or in the database directly, is found here within seconds. The index first: a page drawn
    // after the cache is cleared must find the change.
    const follower = await followProductChanges({
      db: database.db,
      listen: database.listen,
      logger,
      fromSeq: indexedSeq,
      consumers: [(batch) => index.apply(database.db, batch.productIds), afterChanges],
    })
    readiness.followChanges(follower.appliedSeq)
    done()
    logger.info({ changeSeq: follower.appliedSeq() }, 'following product changes')
    return follower
  })
  // The process stays up and never ready: /ready's 503 tells the orchestrator to replace it.
  following.catch((error: unknown) => logger.error({ err: error }, 'search could not start'))

  const search: ProductSearch = {
    search: async (query) => (await building).search(query),
    matchingIds: async (filter) => (await building).matchingIds(filter),
  }
  return {
    search,
    /** Stops following the changes, once a build still running has ended. */
    stopFollowing: async () => {
      const follower = await following.catch(() => undefined)
      await follower?.stop()
    },
  }
}
