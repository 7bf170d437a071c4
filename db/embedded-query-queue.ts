import type { PGlite } from '@electric-sql/pglite'
import type { PGLiteSocketServer } from '@electric-sql/pglite-socket'
import { notificationScanner } from './embedded-notifications.ts'

/** A protocol message from one connection, as the socket server queues it for PGlite. */
interface QueuedMessage {
  handlerId: number
  message: Uint8Array
  resolve: (bytes: number) => void
  reject: (error: unknown) => void
  onData: (data: Uint8Array) => void
}

/** The socket server's queue, of which only these parts are used here. */
interface QueryQueue {
  db: PGlite
  queue: QueuedMessage[]
  processing: boolean
  lastHandlerId: number | null
  processQueue(): Promise<void>
}

// Messages of the extended query protocol, which PGlite holds state for until a Sync:
// Parse, Bind, Describe, Execute, Close, Flush.
const EXTENDED = new Set(['P', 'B', 'D', 'E', 'C', 'H'].map((letter) => letter.charCodeAt(0)))
const SYNC = 'S'.charCodeAt(0)

/**
 * The socket server hands PGlite, which runs one session, the messages of every connection in
 * the order they arrive, keeping to one connection only inside a transaction. node-postgres
 * sends each query as Parse, Bind, Execute and Sync, so two connections' queries in flight at
 * once had their messages interleaved: a Bind met the other's statement (corrupt parameters,
 * "unnamed prepared statement does not exist", a query never answered). This queue also keeps
 * to one connection from its first extended-protocol message to its Sync. Checked against
 * @electric-sql/pglite-socket 0.2.17, whose queue it replaces (pinned in package.json).
 * `onNotification` hears every NOTIFY the session receives (embedded-notifications.ts).
 */
export function serveOneExchangeAtATime(
  server: PGLiteSocketServer,
  onNotification: (channel: string) => void,
) {
  const { queryQueue: queue, handlers } = server as unknown as {
    queryQueue: QueryQueue
    handlers: Set<{ handlerId: number }>
  }
  let owner: number | null = null
  // A connection that went away mid-exchange holds the session no longer.
  const connected = (id: number) => [...handlers].some((handler) => handler.handlerId === id)
  queue.processQueue = async function processQueue() {
    if (queue.processing) return
    queue.processing = true
    try {
      while (queue.queue.length) {
        if (owner !== null && !connected(owner)) owner = null
        const held = owner ?? (queue.db.isInTransaction() ? queue.lastHandlerId : null)
        const at = held === null ? 0 : queue.queue.findIndex((each) => each.handlerId === held)
        if (at < 0) break // the connection that holds the session has not sent its next message
        const [next] = queue.queue.splice(at, 1)
        await run(queue, next!, onNotification)
        const type = next!.message[0]!
        if (EXTENDED.has(type)) owner = next!.handlerId
        else if (type === SYNC && owner === next!.handlerId) owner = null
        queue.lastHandlerId = next!.handlerId
      }
    } finally {
      queue.processing = false
    }
  }
}

async function run(
  queue: QueryQueue,
  item: QueuedMessage,
  onNotification: (channel: string) => void,
) {
  let bytes = 0
  const scan = notificationScanner(onNotification)
  try {
    await queue.db.runExclusive(() =>
      queue.db.execProtocolRawStream(item.message, {
        onRawData: (data: Uint8Array) => {
          bytes += data.length
          scan(data)
          item.onData(data)
        },
      }),
    )
    item.resolve(bytes)
  } catch (error) {
    item.reject(error)
  }
}
