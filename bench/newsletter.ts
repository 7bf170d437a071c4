import { parseArgs } from 'node:util'
import { subscriptionContext } from '../app/components/subscription/subscription-context.server.ts'
import { openDatabase } from '../db/connection.ts'
import { pendingSearches, matchSearches } from '../domain/subscriptions/newsletter-match.ts'
import { runNewsletter } from '../domain/subscriptions/newsletter-run.ts'
import { monthDays } from '../domain/subscriptions/oslo-time.ts'
import { prepareTarget } from './bench-database.ts'
import { generateSubscriptions } from './generate-subscriptions.ts'
import { describeMachine } from './report.ts'

/**
 * `node bench/newsletter.ts`: a catalogue and 100,000 active subscriptions, then one month's
 * newsletter run, timed step by step (grouping, matching, queueing), and a second run of the
 * same month (which must queue nothing). Prints figures; see docs/performance.md.
 */
const { values: flags } = parseArgs({
  options: {
    subscriptions: { type: 'string', default: '100000' },
    products: { type: 'string', default: '600' },
    embedded: { type: 'boolean', default: false },
    'database-url': { type: 'string', default: 'postgres://postgres@127.0.0.1:5432/postgres' },
    month: { type: 'string' },
    'unique-text': { type: 'boolean', default: false },
  },
})
const log = (line: string) => console.log(line)
const seconds = (since: number) => `${((performance.now() - since) / 1000).toFixed(2)} s`

for (const line of describeMachine()) log(line)
const target = await prepareTarget({
  products: Number(flags.products),
  serverUrl: flags.embedded ? undefined : flags['database-url'],
  keep: false,
  log,
})
const url = target.serverArgs[target.serverArgs.indexOf('--database-url') + 1]
const dataDir = target.serverArgs[target.serverArgs.indexOf('--data-dir') + 1]
const database = await openDatabase(
  flags.embedded ? { dataDir, poolSize: 4 } : { url, poolSize: 4 },
)
try {
  let started = performance.now()
  const total = Number(flags.subscriptions)
  await generateSubscriptions(database.pool, total, { uniqueText: flags['unique-text'] })
  await database.pool.query('analyze')
  log(`${total.toLocaleString('en')} subscriptions generated in ${seconds(started)}`)

  // The busiest recent month unless one is asked for: the case that writes the most letters.
  const busiest = await database.pool.query<{ month: string; products: number }>(
    `select to_char(first_published at time zone 'Europe/Oslo', 'YYYY-MM') as month,
            count(*)::int as products
     from produkt where first_published > now() - interval '2 years'
     group by 1 order by 2 desc, 1 desc limit 1`,
  )
  const month = flags.month ?? busiest.rows[0]!.month
  const products = await database.pool.query<{ n: number }>(
    `select count(*)::int as n from produkt
     where first_published >= ($1::date)::timestamp at time zone 'Europe/Oslo'
       and first_published < ($2::date + 1)::timestamp at time zone 'Europe/Oslo'`,
    [monthDays(month).df, monthDays(month).dt],
  )
  log(`month ${month}: ${products.rows[0]!.n} products first published\n`)

  started = performance.now()
  const searches = await pendingSearches(database.db, month)
  log(`group by search:   ${seconds(started)} (${searches.length.toLocaleString('en')} distinct)`)
  started = performance.now()
  const matches = await matchSearches(database.db, searches, month)
  const matched = searches.filter((_, index) => matches[index]!.length > 0).length
  log(`match searches:    ${seconds(started)} (${matched.toLocaleString('en')} with products)`)

  const context = subscriptionContext('https://farligeprodukter.example.no')
  started = performance.now()
  const result = await runNewsletter(database.db, month, context)
  const runTime = (performance.now() - started) / 1000
  log(
    `whole run:         ${runTime.toFixed(2)} s (${result.queued.toLocaleString('en')} letters, ` +
      `${Math.round(result.queued / runTime).toLocaleString('en')} a second)`,
  )
  const size = await database.pool.query<{ mb: number; avg: number }>(
    `select round(sum(octet_length(tekst) + octet_length(html)) / 1048576.0, 1)::float as mb,
            round(avg(octet_length(tekst) + octet_length(html)))::int as avg
     from epost_utboks where nokkel like 'nyhetsbrev:%'`,
  )
  log(`outbox:            ${size.rows[0]!.mb} MB, ${size.rows[0]!.avg} bytes a letter`)
  started = performance.now()
  const again = await runNewsletter(database.db, month, context)
  log(`second run:        ${seconds(started)} (${again.queued} letters queued)`)
} finally {
  await database.close()
  await target.remove()
}
