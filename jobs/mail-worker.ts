import type { Logger } from 'pino'
import type { Db } from '../domain/database.ts'
import type { AttachmentLoaders } from '../domain/mail/attachments.ts'
import { DEFAULT_BATCH_SIZE, deliverDueMail, type DeliveryOptions } from '../domain/mail/deliver.ts'
import { eraseSentMail, KEEP_SENT_MAIL_DAYS } from '../domain/mail/erase-sent.ts'
import type { MailWakeUp } from '../domain/mail/queue-mail.ts'
import type { SenderLock } from '../domain/mail/sender-lock.ts'
import type { MailTransport } from '../domain/mail/transport.ts'

export interface MailWorkerOptions {
  db: Db
  /** Owned by the worker from now on: stop() closes it. */
  transport: MailTransport
  logger: Logger
  /**
   * Owned by the worker from now on: stop() gives it up. With it, mail this process had claimed
   * when it died is taken over at once; without it, when the lease runs out (10 minutes).
   */
  senderLock?: SenderLock
  /** MAIL_POLL_SECONDS: how often the outbox is looked at when nobody pokes the worker. */
  pollSeconds: number
  /**
   * Where the files that messages refer to are read from (report attachments): a message whose
   * files have no loader here fails on every attempt, so the composition root must say.
   */
  attachments: AttachmentLoaders
  delivery?: Omit<DeliveryOptions, 'signal' | 'attachments'>
  keepSentDays?: number
  /** Told after each round that sent or failed something (the metrics count it). */
  onDelivered?: (result: { sent: number; failed: number; givenUp: number }) => void
}

export interface MailWorker extends MailWakeUp {
  start(): void
  /** Finishes the messages in flight, hands the rest back to the outbox, and closes the transport. */
  stop(): Promise<void>
}

const ERASE_EVERY_MS = 60 * 60 * 1000

/**
 * Sends what the outbox holds: every `pollSeconds`, and at once when woken after a commit that
 * queued mail. One round at a time in this process; other processes may run their own workers,
 * and the outbox's leases keep each message to one of them. Logs counts, never addresses.
 */
export function createMailWorker(options: MailWorkerOptions): MailWorker {
  const { db, transport, logger } = options
  const batchSize = options.delivery?.batchSize ?? DEFAULT_BATCH_SIZE
  const stopping = new AbortController()
  let started = false
  let timer: NodeJS.Timeout | undefined
  let round: Promise<void> | undefined
  let wanted = false
  let lastErase = 0

  async function run() {
    while (wanted && !stopping.signal.aborted) {
      wanted = false
      try {
        const holder = await options.senderLock?.number()
        const delivery = {
          ...options.delivery,
          attachments: options.attachments,
          holder,
          signal: stopping.signal,
        }
        const { claimed, sent, failed, givenUp } = await deliverDueMail(db, transport, delivery)
        if (givenUp) {
          // An address the receiver says does not exist: no retry will help; someone should look.
          logger.error({ givenUp }, 'mail given up: refused for good by the receiving server')
        }
        if (sent || failed || givenUp) {
          options.onDelivered?.({ sent, failed, givenUp })
          logger.info({ sent, failed, transport: transport.kind }, 'mail delivered')
        }
        // A full batch suggests more are due: carry on rather than wait for the next poll.
        if (claimed === batchSize) wanted = true
      } catch (error) {
        logger.error({ code: errorCode(error) }, 'mail delivery failed; retrying at the next poll')
      }
    }
    if (Date.now() - lastErase > ERASE_EVERY_MS && !stopping.signal.aborted) await erase()
  }

  async function erase() {
    lastErase = Date.now()
    try {
      const erased = await eraseSentMail(db, options.keepSentDays ?? KEEP_SENT_MAIL_DAYS)
      if (erased) logger.info({ erased }, 'content of old sent mail erased')
    } catch (error) {
      logger.error({ code: errorCode(error) }, 'erasing old sent mail failed')
    }
  }

  function wake() {
    if (!started || stopping.signal.aborted) return
    wanted = true
    if (round) return
    clearTimeout(timer)
    round = run().finally(() => {
      round = undefined
      if (wanted) wake()
      else if (!stopping.signal.aborted) {
        // The server keeps the process alive; a forgotten worker alone must not.
        timer = setTimeout(wake, options.pollSeconds * 1000).unref()
      }
    })
  }

  return {
    start() {
      if (started) return
      started = true
      wake()
    },
    wake,
    async stop() {
      stopping.abort()
      clearTimeout(timer)
      await round
      transport.close()
      await options.senderLock?.close()
    },
  }
}

// Database and SMTP errors carry a code; their messages may quote data and stay out of the log.
function errorCode(error: unknown): string {
  const code = (error as { code?: unknown } | undefined)?.code
  return typeof code === 'string' ? code : error instanceof Error ? error.name : 'unknown'
}
