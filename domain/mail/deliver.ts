import { performance } from 'node:perf_hooks'
import type { Db } from '../../db/connection.ts'
import type { AttachmentLoaders } from './attachments.ts'
import { composeMail } from './compose.ts'
import { claimDueMail, giveUpMail, markSent, recordFailure, releaseMail } from './outbox-state.ts'
import {
  DEFAULT_RETRY,
  describeFailure,
  isPermanentRefusal,
  retryDelaySeconds,
  type RetryPolicy,
} from './retry.ts'
import type { MailTransport } from './transport.ts'

export interface DeliveryOptions {
  /** How many messages one run takes at a time. */
  batchSize?: number
  /** How long the taken messages are this run's alone. */
  leaseSeconds?: number
  /**
   * The lease time a message is started with at least: SMTP timeouts (transport.ts) keep one
   * send well within it, so the lease cannot run out while a message is on the wire.
   */
  sendBudgetSeconds?: number
  retry?: RetryPolicy
  /**
   * The number of the sender lock this process holds (sender-lock.ts): if the process dies, its
   * claims are void at once rather than when their lease runs out.
   */
  holder?: number
  /** Messages sent side by side; the transport's connections unless given. */
  concurrency?: number
  /** Once aborted, the run finishes the messages in flight and hands the rest back. */
  signal?: AbortSignal
  /** Where the files messages refer to are read from; a message with files fails without. */
  attachments?: AttachmentLoaders
}

export interface DeliveryResult {
  claimed: number
  sent: number
  /** Failed and to be tried again later. */
  failed: number
  /** Refused for good by the receiving server (no such address): not tried again. */
  givenUp: number
  /** Taken but handed back unsent, for a stop or a lease running low. */
  released: number
}

export const DEFAULT_BATCH_SIZE = 50
const DEFAULT_LEASE_SECONDS = 600
const DEFAULT_SEND_BUDGET_SECONDS = 180

/**
 * Sends the messages that are due. They are claimed in one short statement, then sent outside
 * any transaction (with the embedded database an open transaction would stop every other query),
 * as many side by side as the transport has connections, each marked sent as soon as the server
 * has accepted it. A failure is recorded with a later next attempt, never dropped. At least
 * once: a crash between the server's acceptance and the mark sends that one again, as soon as
 * another sender looks if the crashed one held a sender lock, else when the lease ends.
 */
export async function deliverDueMail(
  db: Db,
  transport: MailTransport,
  options: DeliveryOptions = {},
): Promise<DeliveryResult> {
  const leaseSeconds = options.leaseSeconds ?? DEFAULT_LEASE_SECONDS
  const budgetSeconds = Math.min(
    options.sendBudgetSeconds ?? DEFAULT_SEND_BUDGET_SECONDS,
    leaseSeconds,
  )
  // Measured before the claim, so this clock runs out no later than the lease in the database.
  const leaseEnds = performance.now() + leaseSeconds * 1000
  const batchSize = options.batchSize ?? DEFAULT_BATCH_SIZE
  const attachments = options.attachments ?? {}
  const batch = await claimDueMail(db, batchSize, leaseSeconds, options.holder)
  const result: DeliveryResult = {
    claimed: batch.length,
    sent: 0,
    failed: 0,
    givenUp: 0,
    released: 0,
  }
  const unstarted: number[] = []
  let next = 0

  // Each lane takes the next message of the batch until none is left; a stop or a lease
  // running low hands back every message not yet started, while the ones in flight finish.
  async function lane() {
    while (next < batch.length) {
      if (options.signal?.aborted || leaseEnds - performance.now() < budgetSeconds * 1000) {
        unstarted.push(...batch.slice(next).map((each) => each.id))
        next = batch.length
        return
      }
      const mail = batch[next++]!
      try {
        await transport.send(await composeMail(db, mail, transport.from, attachments))
      } catch (error) {
        const reason = describeFailure(error, mail.mottaker)
        if (isPermanentRefusal(error)) {
          await giveUpMail(db, mail.id, reason)
          result.givenUp++
        } else {
          const delay = retryDelaySeconds(mail.forsok, options.retry ?? DEFAULT_RETRY)
          await recordFailure(db, mail.id, reason, delay)
          result.failed++
        }
        continue
      }
      await markSent(db, mail.id)
      result.sent++
    }
  }

  const lanes = Math.max(1, Math.min(options.concurrency ?? transport.connections, batch.length))
  await Promise.all(Array.from({ length: lanes }, lane))
  await releaseMail(db, unstarted)
  result.released = unstarted.length
  return result
}
