import { parseArgs } from 'node:util'
import { PgDialect } from 'drizzle-orm/pg-core'
import { openDatabase } from '../db/connection.ts'
import { cpuMilliseconds } from './load.ts'
import { resolveShapes } from './shapes.ts'
import { recordStatements } from './sql-timing.ts'

/**
 * `node bench/search-cpu.ts`: the CPU time PostgreSQL's own process spends on one search of each
 * shape, read from /proc before and after running the search's statements `--repeats` times on
 * one connection. Unlike latency it hardly moves when other work shares the machine, so it
 * compares two versions of the search fairly. The server must run on this machine, and the
 * database must be filled already (`npm run bench:search -- --keep` leaves fp_bench_N).
 */
const { values: flags } = parseArgs({
  options: {
    'database-url': {
      type: 'string',
      default: 'postgres://postgres@127.0.0.1:5432/fp_bench_100000',
    },
    repeats: { type: 'string', default: '20' },
    only: { type: 'string' },
  },
})
const repeats = Number(flags.repeats)
const dialect = new PgDialect()
const database = await openDatabase({ url: flags['database-url'], poolSize: 2 })
try {
  const client = await database.pool.connect()
  const { pid } = (await client.query<{ pid: number }>('select pg_backend_pid() as pid')).rows[0]!
  console.log('| shape                        | CPU ms per search |')
  console.log('| ---------------------------- | ----------------- |')
  for (const shape of await resolveShapes(database.pool)) {
    if (flags.only && !shape.name.includes(flags.only)) continue
    const statements = (await recordStatements(database.db, shape.query)).map((statement) =>
      dialect.sqlToQuery(statement),
    )
    const runAll = async () => {
      for (const { sql, params } of statements) await client.query(sql, params)
    }
    await runAll()
    const before = cpuMilliseconds(pid)
    for (let run = 0; run < repeats; run++) await runAll()
    const perSearch = (cpuMilliseconds(pid) - before) / repeats
    console.log(`| ${shape.name.padEnd(28)} | ${perSearch.toFixed(1).padStart(17)} |`)
  }
  client.release()
} finally {
  await database.close()
}
