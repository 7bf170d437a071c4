import { parseArgs } from 'node:util'
import { pino } from 'pino'
import { subscriptionContext } from '../domain/subscriptions/subscription-context.ts'
import { openDatabase } from '../db/connection.ts'
import { createMailTransport } from '../domain/mail/transport.ts'
import { pendingSearches, matchSearches } from '../domain/subscriptions/newsletter-match.ts'
import { runNewsletter } from '../domain/subscriptions/newsletter-run.ts'
import { previousOsloMonth } from '../domain/subscriptions/oslo-time.ts'
import { createMailWorker } from '../jobs/mail-worker.ts'
import { prepareTarget } from './bench-database.ts'
import { generateSubscriptions } from './generate-subscriptions.ts'
import { describeMonth, placeNewProducts } from './newsletter-month.ts'
import { describeMachine } from './report.ts'
import { startSmtpSink } from './smtp-sink-process.ts'
import { SearchIndex } from '../domain/search/index/search-index.ts'

/**
 * `node bench/newsletter.ts`: a catalogue with `--new-products` (300) first published in the
 * month, 100,000 active subscriptions, then the month's newsletter run, timed step by step:
 * planning (grouping and matching), queueing, and handing every letter to an SMTP server on
 * loopback through the real mail worker; then a second run of the same month (which must queue
 * nothing) and the process's peak memory. Prints figures; see docs/performance.md.
 */
const { values: flags } = parseArgs({
  options: {
    subscriptions: { type: 'string', default: '100000' },
    products: { type: 'string', default: '600' },
    'new-products': { type: 'string', default: '300' },
    embedded: { type: 'boolean', default: false },
    'database-url': { type: 'string', default: 'postgres://postgres@127.0.0.1:5432/postgres' },
    month: { type: 'string' },
    'unique-text': { type: 'boolean', default: false },
    'smtp-connections': { type: 'string', default: '4' },
  },
})
const log = (line: string) => console.log(line)
const seconds = (since: number) => (performance.now() - since) / 1000
const fixed = (value: number) => `${value.toFixed(2)} s`
const whole = (value: number) => Math.round(value).toLocaleString('en')

for (const line of describeMachine()) log(line)
const target = await prepareTarget({
  products: Number(flags.products),
  serverUrl: flags.embedded ? undefined : flags['database-url'],
  keep: false,
  log,
  databaseName: 'fp_bench_newsletter',
})
const url = target.serverArgs[target.serverArgs.indexOf('--database-url') + 1]
const dataDir = target.serverArgs[target.serverArgs.indexOf('--data-dir') + 1]
const database = await openDatabase(
  flags.embedded ? { dataDir, poolSize: 6 } : { url, poolSize: 6 },
)
try {
  // The month the scheduled run would send on the 1st: the one before this.
  const month = flags.month ?? previousOsloMonth(new Date())
  let started = performance.now()
  await placeNewProducts(database.pool, month, Number(flags['new-products']))
  const total = Number(flags.subscriptions)
  await generateSubscriptions(database.pool, total, { uniqueText: flags['unique-text'] })
  await database.pool.query('analyze')
  log(`${total.toLocaleString('en')} subscriptions generated in ${fixed(seconds(started))}`)
  const span = await describeMonth(database.pool, month)
  log(
    `month ${month}: ${span.products} products first published, over ${span.categories} ` +
      `categories, ${span.risks} risks, ${span.measures} measures, ${span.authorities} authorities\n`,
  )

  started = performance.now()
  const searches = await pendingSearches(database.db, month)
  const groupTime = seconds(started)
  log(`group by search:   ${fixed(groupTime)} (${whole(searches.length)} distinct)`)
  started = performance.now()
  const index = await SearchIndex.build(database.db)
  const matches = await matchSearches(index, searches, month)
  const matchTime = seconds(started)
  const matched = searches.filter((_, index) => matches[index]!.length > 0).length
  log(`match searches:    ${fixed(matchTime)} (${whole(matched)} with products)`)
  log(`plan (both):       ${fixed(groupTime + matchTime)}`)

  const context = subscriptionContext('https://farligeprodukter.example.no')
  started = performance.now()
  const result = await runNewsletter(database.db, month, context)
  const runTime = seconds(started)
  log(
    `whole run:         ${fixed(runTime)} (plans again, then queues ${whole(result.queued)} ` +
      `letters: ${whole(result.queued / runTime)} a second)`,
  )
  const size = await database.pool.query<{ mb: number; avg: number; largest: number }>(
    `select round(sum(octet_length(tekst) + octet_length(html)) / 1048576.0, 1)::float as mb,
            round(avg(octet_length(tekst) + octet_length(html)))::int as avg,
            max(octet_length(tekst) + octet_length(html))::int as largest
     from epost_utboks where nokkel like 'nyhetsbrev:%'`,
  )
  const { mb, avg, largest } = size.rows[0]!
  log(`outbox:            ${mb} MB, ${whole(avg)} bytes a letter, largest ${whole(largest)}`)

  await deliverAll(month, Number(flags['smtp-connections']))

  started = performance.now()
  const again = await runNewsletter(database.db, month, context)
  log(`second run:        ${fixed(seconds(started))} (${again.queued} letters queued)`)
  // maxRSS is in kibibytes: the most this process (matching, queueing, sending) held at once.
  log(`peak memory:       ${whole(process.resourceUsage().maxRSS / 1024)} MB resident (maxRSS)`)
} finally {
  await database.close()
  await target.remove()
}

/** Hands every letter of the month to an SMTP server on loopback through the real mail worker. */
async function deliverAll(month: string, connections: number) {
  const sink = await startSmtpSink()
  const transport = createMailTransport({
    db: database.db,
    smtpUrl: `${sink.url}?maxConnections=${connections}`,
  })
  const worker = createMailWorker({
    db: database.db,
    transport,
    logger: pino({ level: 'warn' }),
    pollSeconds: 1,
    attachments: {},
  })
  const count = await database.pool.query<{ n: number }>(
    `select count(*)::int as n from epost_utboks where nokkel like $1 and sendt is null`,
    [`nyhetsbrev:%:${month}`],
  )
  const letters = count.rows[0]!.n
  // Asked twice a second while the worker sends, so cheap: the first unsent row, by the index.
  const anyUnsent = async () => {
    const result = await database.pool.query<{ any: boolean }>(
      `select exists (select 1 from epost_utboks where sendt is null and nokkel like $1) as any`,
      [`nyhetsbrev:%:${month}`],
    )
    return result.rows[0]!.any
  }
  const started = performance.now()
  worker.start()
  while (await anyUnsent()) await new Promise((resolve) => setTimeout(resolve, 500))
  const sendTime = seconds(started)
  await worker.stop()
  const { accepted, bytes, cpuSeconds } = await sink.stop()
  log(
    `hand to SMTP:      ${fixed(sendTime)} (${whole(letters)} letters, ` +
      `${whole(letters / sendTime)} a second, ${connections} connections; the server accepted ` +
      `${whole(accepted)}, ${whole(bytes / 1048576)} MB, with ${fixed(cpuSeconds)} of CPU)`,
  )
}
