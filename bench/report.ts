import { availableParallelism, loadavg, totalmem } from 'node:os'
import { readFileSync } from 'node:fs'
import type { LoadFigures } from './load.ts'
import type { SqlFigures } from './sql-timing.ts'

export interface ShapeFigures {
  name: string
  hits: number
  loaded: LoadFigures
  single: LoadFigures
  sql: SqlFigures
  /** The same run's /health p95 under the same load: the floor the machine sets. */
  healthP95: number
}

const columns: [heading: string, width: number, value: (row: ShapeFigures) => string][] = [
  ['shape', 28, (row) => row.name],
  ['hits', 8, (row) => row.hits.toLocaleString('en')],
  ['req/s', 7, (row) => row.loaded.requestsPerSecond.toFixed(0)],
  ['p50', 7, (row) => ms(row.loaded.p50)],
  ['p95', 7, (row) => ms(row.loaded.p95)],
  ['p99', 7, (row) => ms(row.loaded.p99)],
  ['p95/health', 10, (row) => ratio(row.loaded.p95 / row.healthP95)],
  ['c1 p50', 7, (row) => ms(row.single.p50)],
  ['SQL page', 8, (row) => ms(row.sql.page)],
  ['SQL all', 8, (row) => ms(row.sql.all)],
  ['c1/SQL', 6, (row) => ratio(row.single.p50 / row.sql.all)],
  ['RSS MB', 6, (row) => mb(Math.max(row.loaded.peakRss, row.single.peakRss))],
  ['fail', 4, (row) => String(row.loaded.failures + row.single.failures)],
]

// NaN: not one response came back within the run (each took longer than the run lasted).
export const ms = (value: number) => (Number.isNaN(value) ? '—' : value.toFixed(value < 10 ? 1 : 0))
const ratio = (value: number) => (Number.isNaN(value) ? '—' : value.toFixed(1))
const mb = (bytes: number) => (bytes / 1024 / 1024).toFixed(0)

/** The table's heading and rule, as Markdown, so it can be pasted into docs/performance.md. */
export function tableHeading(): string {
  const cells = columns.map(([heading, width]) => heading.padEnd(width))
  const rule = columns.map(([, width]) => '-'.repeat(width))
  return `| ${cells.join(' | ')} |\n| ${rule.join(' | ')} |`
}

export function tableRow(row: ShapeFigures): string {
  return `| ${columns.map(([, width, value]) => value(row).padEnd(width)).join(' | ')} |`
}

/** The machine the figures come from. */
export function describeMachine(): string[] {
  const cpu = /^model name\s*:\s*(.+)$/m.exec(readFileSync('/proc/cpuinfo', 'utf8'))?.[1]
  return [
    `cores: ${availableParallelism()}, memory: ${(totalmem() / 2 ** 30).toFixed(1)} GiB`,
    `CPU: ${cpu ?? 'unknown'}`,
    `Node ${process.version}`,
  ]
}

export const legend = `Latencies in ms. p50/p95/p99 and req/s under load; c1 p50 with one connection;
SQL page and SQL all: PostgreSQL's planning + execution time (EXPLAIN ANALYZE, median of 5) of
the page query and of every statement the search runs; p95/health: the shape's p95 over /health's
p95 under the same load in the same run; c1/SQL: the API's single-connection
median over SQL all; RSS MB: the server process's largest resident set during the shape;
—: no response came back within the run.`

/** The load average over 1, 5 and 15 minutes: the machine is shared. */
export const loadAverage = () =>
  loadavg()
    .map((value) => value.toFixed(2))
    .join(', ')
