import pg from 'pg'

/** A LISTEN kept up until stopped. */
export interface Listening {
  stop(): Promise<void>
}

/** How long a lost listening connection waits before it connects again. */
const RECONNECT_MS = 1_000

/**
 * LISTENs on a PostgreSQL connection of its own (a pooled one would be handed to requests), and
 * connects again after an outage, as often as it takes. `onNotify` is called for every
 * notification, and once after each (re)connection: what was notified while no one listened is
 * then looked for too.
 */
export function listenOnOwnConnection(
  url: string,
  channel: string,
  onNotify: () => void,
  connectTimeoutMs: number,
): Listening {
  let client: pg.Client | undefined
  let retry: NodeJS.Timeout | undefined
  let stopped = false

  function lost(gone: pg.Client) {
    if (client !== gone) return
    client = undefined
    gone.end().catch(() => {})
    if (!stopped) retry = setTimeout(() => void connect(), RECONNECT_MS)
  }

  async function connect() {
    const candidate = new pg.Client({
      connectionString: url,
      connectionTimeoutMillis: connectTimeoutMs,
      keepAlive: true,
    })
    client = candidate
    candidate.on('error', () => lost(candidate))
    candidate.on('end', () => lost(candidate))
    candidate.on('notification', (message) => {
      if (message.channel === channel) onNotify()
    })
    try {
      await candidate.connect()
      await candidate.query(`listen ${pg.escapeIdentifier(channel)}`)
      if (client === candidate) onNotify()
    } catch {
      lost(candidate)
    }
  }

  void connect()
  return {
    async stop() {
      stopped = true
      clearTimeout(retry)
      const open = client
      client = undefined
      await open?.end().catch(() => {})
    },
  }
}
