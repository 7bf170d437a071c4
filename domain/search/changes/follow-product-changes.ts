import type { Logger } from 'pino'
import type { Db } from '../../database.ts'
import { currentChangeSeq, readChangesAfter } from './product-changes.ts'

/** The products changed by the changes up to and including `lastSeq`, each named once. */
export type ProductChangeBatch = { lastSeq: number; productIds: number[] }

/**
 * Brings something derived from the products up to date with a batch (the page cache, the
 * search index). It may be handed the same batch again after a failure, so applying one twice
 * must do no harm; a consumer that throws holds the feed back until it succeeds.
 */
export type ProductChangeConsumer = (batch: ProductChangeBatch) => Promise<void>

/** The NOTIFY channel the triggers of migration 0018 send on. */
const PRODUCT_CHANGE_CHANNEL = 'produkt_endring'

export interface FollowProductChangesOptions {
  db: Db
  /** Listens on a channel until stopped (Database.listen). */
  listen: (channel: string, onNotify: () => void) => Promise<{ stop(): Promise<void> }>
  consumers: ProductChangeConsumer[]
  logger: Logger
  /** What the consumers are current up to; the newest change when omitted. */
  fromSeq?: number
  /** How often the feed is read without a notification: a missed one is caught up by this. */
  pollMs?: number
  batchSize?: number
}

export interface ProductChangeFollower {
  /** The number of the newest change every consumer has applied. */
  appliedSeq: () => number
  stop(): Promise<void>
}

/**
 * Follows the change feed (decision 040): woken by LISTEN, and by polling every `pollMs` in case
 * a notification was lost (an outage, a dropped connection), it reads the changes past the last
 * one applied and hands them to every consumer in turn, in batches. A failed read or consumer is
 * logged and tried again at the next wake-up, so the feed survives a database outage.
 */
export async function followProductChanges(
  options: FollowProductChangesOptions,
): Promise<ProductChangeFollower> {
  const { db, consumers, logger, pollMs = 2_000, batchSize = 1_000 } = options
  let applied = options.fromSeq ?? (await currentChangeSeq(db))
  let stopped = false
  let reading: Promise<void> | undefined
  let again = false
  let failing = false

  async function applyNext(): Promise<boolean> {
    const changes = await readChangesAfter(db, applied, batchSize)
    if (!changes.length) return false
    const batch: ProductChangeBatch = {
      lastSeq: changes.at(-1)!.seq,
      productIds: [...new Set(changes.map((change) => change.productId))],
    }
    for (const consume of consumers) await consume(batch)
    applied = batch.lastSeq
    return changes.length === batchSize
  }

  async function readAll() {
    do {
      again = false
      try {
        while (!stopped && (await applyNext()));
        if (failing) logger.info({ changeSeq: applied }, 'product changes followed again')
        failing = false
      } catch (error) {
        if (!failing) logger.error({ code: errorCode(error) }, 'reading product changes failed')
        failing = true
      }
    } while (again && !stopped)
  }

  function wake() {
    if (stopped) return
    if (reading) {
      again = true
      return
    }
    reading = readAll().finally(() => (reading = undefined))
  }

  const listening = await options.listen(PRODUCT_CHANGE_CHANNEL, wake)
  // The server keeps the process alive; a forgotten follower alone must not.
  const timer = setInterval(wake, pollMs).unref()
  return {
    appliedSeq: () => applied,
    async stop() {
      stopped = true
      clearInterval(timer)
      await listening.stop()
      await reading
    },
  }
}

// Database errors carry a code; their messages may quote data and stay out of the log.
function errorCode(error: unknown): string {
  const code = (error as { code?: unknown } | undefined)?.code
  return typeof code === 'string' ? code : error instanceof Error ? error.name : 'unknown'
}
