import { randomInt } from 'node:crypto'
import pg from 'pg'
import { CONNECT_TIMEOUT_MS } from '../../db/connection.ts'

/**
 * The first key of every sender's advisory lock ('mail' in ASCII); the second is its number.
 * claimDueMail looks in pg_locks for the pair.
 */
export const SENDER_LOCK_SPACE = 0x6d61696c

export interface SenderLock {
  /**
   * This sender's number while it holds its lock, taking the lock first when it has none (at
   * the start, or after the database connection was lost). Undefined when the database cannot
   * be reached: the sender then claims under its lease alone.
   */
  number(): Promise<number | undefined>
  /** Gives the lock up: what this sender still holds is free to anyone at once. */
  close(): Promise<void>
}

/**
 * A session advisory lock that says "this sender is alive", held on a connection of its own for
 * as long as the process runs. A process that dies, however it dies, loses its connection and
 * with it the lock, so its claimed mail can be taken over at once instead of when the lease runs
 * out. The embedded database dies with its process, locks included.
 */
export function createSenderLock(connectionString: string): SenderLock {
  let client: pg.Client | undefined
  let held: number | undefined
  let wanted = randomNumber()

  function forget(lost: pg.Client) {
    if (client !== lost) return
    client = undefined
    held = undefined
  }

  async function take(): Promise<number | undefined> {
    const candidate = new pg.Client({
      connectionString,
      connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
      keepAlive: true,
    })
    candidate.on('error', () => forget(candidate))
    candidate.on('end', () => forget(candidate))
    try {
      await candidate.connect()
      // Another live sender may have drawn the same number; then draw again.
      for (let tries = 0; tries < 5; tries++, wanted = randomNumber()) {
        const { rows } = await candidate.query<{ taken: boolean }>(
          'select pg_try_advisory_lock($1::int, $2::int) as taken',
          [SENDER_LOCK_SPACE, wanted],
        )
        if (rows[0]?.taken) {
          client = candidate
          held = wanted
          return held
        }
      }
    } catch {
      // Unreachable now; the next round tries again.
    }
    await candidate.end().catch(() => {})
    return undefined
  }

  let taking: Promise<number | undefined> | undefined
  return {
    async number() {
      if (client && held !== undefined) return held
      taking ??= take().finally(() => (taking = undefined))
      return taking
    },
    async close() {
      await taking
      const open = client
      if (!open) return
      const number = held
      forget(open)
      // Unlocked by hand: the embedded database is one session, which outlives any connection,
      // and where a lock taken again after a reconnection is held twice.
      try {
        const unlock = 'select pg_advisory_unlock($1::int, $2::int) as released'
        while (
          (await open.query<{ released: boolean }>(unlock, [SENDER_LOCK_SPACE, number])).rows[0]
            ?.released
        );
      } catch {
        // A lost connection has given the lock up already.
      }
      await open.end().catch(() => {})
    },
  }
}

// Positive int4, so it fits the lock's second key, the `reservert_av` column and pg_locks' objid.
const randomNumber = () => randomInt(1, 2 ** 31 - 1)
