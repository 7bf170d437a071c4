import { FORM_POST_LIMIT } from '../app/components/form/post-limiter.ts'
import { buildApp } from '../server/build-app.ts'
import { openDatabase } from '../db/connection.ts'
import { DEVELOPMENT_CAPTCHA_SECRET, CAPTCHA_VALID_SECONDS } from '../domain/captcha/captcha.ts'
import { DEFAULT_EXPORT_LIMIT, DEFAULT_PAGE_SIZE } from '../domain/site/site-config.ts'
import { SearchIndex } from '../domain/search/index/search-index.ts'

/**
 * The app under benchmark, in a process of its own so that its resident memory can be read from
 * /proc without the load generator's. `--database-url URL` or `--data-dir DIR` (an embedded
 * PGlite); the database must already be migrated. Builds the search index, then prints one JSON
 * line with the port it listens on (loopback only), the database URL its pool uses and how long
 * the index took to build, then serves until SIGTERM.
 */
const args = process.argv.slice(2)
const option = (name: string) => {
  const index = args.indexOf(name)
  return index >= 0 ? args[index + 1] : undefined
}

const database = await openDatabase({
  url: option('--database-url'),
  dataDir: option('--data-dir'),
})
// Timed as the server's start builds it: read from the database and indexed, before any search.
const buildStarted = performance.now()
const search = await SearchIndex.build(database.db)
const indexBuildMs = performance.now() - buildStarted
const app = await buildApp({
  web: false,
  // The load comes from one address, far faster than a person's: no limit on reads or downloads.
  rateLimits: {
    readsPerMinute: Number.MAX_SAFE_INTEGER,
    exportsPerMinute: Number.MAX_SAFE_INTEGER,
  },
  services: {
    db: database.db,
    search,
    siteConfig: {
      warningBanner: null,
      plausibleDomain: null,
      exportLimit: DEFAULT_EXPORT_LIMIT,
      pageSize: DEFAULT_PAGE_SIZE,
    },
    buildInfo: { gitid: 'bench', time: new Date().toISOString() },
    captcha: {
      secret: DEVELOPMENT_CAPTCHA_SECRET,
      cost: 1,
      maxCounter: 20,
      validSeconds: CAPTCHA_VALID_SECONDS,
    },
    formPosts: FORM_POST_LIMIT,
  },
})
app.addHook('onClose', () => database.close())
await app.listen({ host: '127.0.0.1', port: 0 })
const address = app.server.address()
const port = typeof address === 'object' && address ? address.port : 0
process.stdout.write(`${JSON.stringify({ port, databaseUrl: database.url, indexBuildMs })}\n`)

process.once('SIGTERM', () => {
  app.close().then(
    () => process.exit(0),
    () => process.exit(1),
  )
})
