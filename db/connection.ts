import { mkdir } from 'node:fs/promises'
import { PGlite } from '@electric-sql/pglite'
import { fuzzystrmatch } from '@electric-sql/pglite/contrib/fuzzystrmatch'
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm'
import { unaccent } from '@electric-sql/pglite/contrib/unaccent'
import { PGLiteSocketServer } from '@electric-sql/pglite-socket'
import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres'
import pg from 'pg'
import { serveOneExchangeAtATime } from './embedded-query-queue.ts'
import { listenOnOwnConnection, type Listening } from './notifications.ts'
import * as schema from './schema/index.ts'

export type Db = NodePgDatabase<typeof schema>

export interface Database {
  db: Db
  pool: pg.Pool
  /** The connection string the pool uses; the job queue and tools connect with the same one. */
  url: string
  /** 'postgres' for a server given by URL, 'embedded' for the in-process PGlite. */
  kind: 'postgres' | 'embedded'
  /**
   * Calls `onNotify` for each NOTIFY on `channel`, and once when it starts listening (again),
   * until stopped. On PostgreSQL it takes a connection of its own, outside the pool.
   */
  listen: (channel: string, onNotify: () => void) => Promise<Listening>
  /** The embedded database's data directory as one file, to start copies from (`startFrom`). */
  dump?: () => Promise<Blob>
  close(): Promise<void>
}

export interface DatabaseOptions {
  /** A PostgreSQL connection string. Without it an embedded PGlite is started. */
  url?: string
  /** Where the embedded database keeps its files; omitted or 'memory://' means in memory. */
  dataDir?: string
  /** Connections to a PostgreSQL server (10 unless given); the embedded database takes one. */
  poolSize?: number
  /**
   * What an in-memory embedded database starts from: a dump of another's data directory
   * (`PGlite.dumpDataDir`). Loading a migrated copy takes a fraction of creating and migrating.
   */
  startFrom?: Blob
  /**
   * How long a connection to a server given by URL may take to be had (CONNECT_TIMEOUT_MS unless
   * given). A tool on the embedded database's socket waits out other sessions' long statements.
   */
  connectTimeoutMs?: number
}

/** How long a request waits for a database connection before it is answered 503. */
export const CONNECT_TIMEOUT_MS = 5_000

/**
 * The embedded database serves one session at a time, so a connection may wait out the whole of
 * another's work (the demo data being seeded, an export); it runs in this process, so there is
 * no outage to detect by waiting less.
 */
const EMBEDDED_CONNECT_TIMEOUT_MS = 60_000

/**
 * The embedded database runs one session: more connections from this process would only wait
 * for it in turn. (Other connections, a test's or a tool's, are kept from interleaving their
 * queries by embedded-query-queue.ts.)
 */
const EMBEDDED_POOL_SIZE = 1

// Numbers come back as numbers: ids and counts fit comfortably in a double.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number.parseInt(value, 10))

/**
 * Opens the product's one database. With a URL it is a PostgreSQL server; without one, PGlite
 * (PostgreSQL in WebAssembly) runs in this process and is served on loopback over the
 * PostgreSQL protocol, so every part of the product uses the same `pg` driver in both modes.
 */
export async function openDatabase(options: DatabaseOptions = {}): Promise<Database> {
  if (options.url) {
    const url = options.url
    return connect(
      url,
      'postgres',
      options.poolSize,
      {
        stop: async () => {},
        listen: async (channel, onNotify) =>
          listenOnOwnConnection(url, channel, onNotify, CONNECT_TIMEOUT_MS),
      },
      options.connectTimeoutMs,
    )
  }
  const embedded = await startEmbedded(options.dataDir, options.startFrom)
  return connect(embedded.url, 'embedded', EMBEDDED_POOL_SIZE, embedded)
}

interface DatabaseServer {
  stop(): Promise<void>
  listen(channel: string, onNotify: () => void, pool: pg.Pool): Promise<Listening>
  dump?: () => Promise<Blob>
}

function connect(
  url: string,
  kind: Database['kind'],
  poolSize = 10,
  server: DatabaseServer,
  connectTimeoutMs = kind === 'embedded' ? EMBEDDED_CONNECT_TIMEOUT_MS : CONNECT_TIMEOUT_MS,
): Database {
  const pool = new pg.Pool({
    connectionString: url,
    max: poolSize,
    // In an outage a request fails within this (503) rather than hanging; it also bounds the
    // wait for a free connection when every one is busy.
    connectionTimeoutMillis: connectTimeoutMs,
    // A connection to a server that vanished without a word is found dead, not waited on.
    keepAlive: true,
  })
  // An idle client that loses its connection must not take the process down with it.
  pool.on('error', () => {})
  // Nor one that is checked out with no query running (between a transaction's statements, or
  // just handed out): its 'error' would be unhandled. What runs on it fails instead (a 503).
  pool.on('connect', (client) => client.on('error', () => {}))
  return {
    db: drizzle(pool, { schema }),
    pool,
    url,
    kind,
    listen: (channel, onNotify) => server.listen(channel, onNotify, pool),
    dump: server.dump,
    async close() {
      await pool.end()
      await server.stop()
    },
  }
}

async function startEmbedded(
  dataDir?: string,
  startFrom?: Blob,
): Promise<DatabaseServer & { url: string }> {
  // 'memory://' is PGlite's own name for a database that lives only in memory.
  if (dataDir && !dataDir.startsWith('memory://')) await mkdir(dataDir, { recursive: true })
  const pglite = await PGlite.create({
    dataDir,
    loadDataDir: startFrom,
    extensions: { pg_trgm, unaccent, fuzzystrmatch },
  })
  const server = new PGLiteSocketServer({
    db: pglite,
    host: '127.0.0.1',
    port: 0,
    maxConnections: 20,
  })
  const listeners = new Set<{ channel: string; onNotify: () => void }>()
  serveOneExchangeAtATime(server, (channel) => {
    for (const listener of listeners) if (listener.channel === channel) listener.onNotify()
  })
  await server.start()
  return {
    // getServerConn() answers host:port, with the port the system picked.
    url: `postgres://postgres@${server.getServerConn()}/postgres`,
    // The one session listens; what it hears comes back on any connection (the query queue).
    async listen(channel, onNotify, pool) {
      await pool.query(`listen ${pg.escapeIdentifier(channel)}`)
      const listener = { channel, onNotify }
      listeners.add(listener)
      onNotify()
      return {
        async stop() {
          listeners.delete(listener)
        },
      }
    },
    dump: () => pglite.dumpDataDir('none'),
    stop: async () => {
      await server.stop()
      await pglite.close()
    },
  }
}
