import { loadavg } from 'node:os'
import { parseArgs } from 'node:util'
import { asc, eq } from 'drizzle-orm'
import { openDatabase, type Database } from '../db/connection.ts'
import { kategori, myndighet, risiko, tiltak } from '../db/schema/index.ts'
import { draftsOfImport, publishDrafts } from '../domain/staff/products/bulk-publish.ts'
import { importProducts } from '../domain/staff/products/import/import-products.ts'
import { createTestActor } from '../tests/support/staff.ts'
import { productRows, sheetFile } from '../tests/support/import-sheet.ts'
import { prepareTarget } from './bench-database.ts'
import { describeMachine } from './report.ts'

/**
 * `npm run bench:import`: moving products in as issue 17 asks, on PostgreSQL and on the
 * embedded database. A catalogue of `--products` (600) published products with the demo
 * reference data; then `--runs` (3) times: an editor imports a sheet of `--rows` (600) whole
 * products (XLSX) as drafts, and publishes every draft of that import in one action. Both steps
 * run the domain's functions the pages call, so the figures are the pages' less HTTP and the
 * upload. Prints the time of each step, and the load average, since the machine is shared.
 */
const { values: flags } = parseArgs({
  options: {
    rows: { type: 'string', default: '600' },
    runs: { type: 'string', default: '3' },
    products: { type: 'string', default: '600' },
    only: { type: 'string' },
    'database-url': { type: 'string', default: 'postgres://postgres@127.0.0.1:5432/postgres' },
  },
})
const rowCount = Number(flags.rows)
const log = (line: string) => console.log(line)
const seconds = (since: number) => ((performance.now() - since) / 1000).toFixed(2)
const load = () =>
  loadavg()
    .map((value) => value.toFixed(2))
    .join(' ')

/** The first of each reference list the demo data seeds, and DSB, whose editor imports. */
async function referenceIds(database: Database) {
  const { db } = database
  const [authority] = await db.select().from(myndighet).where(eq(myndighet.kortnavn, 'DSB'))
  const [risk] = await db.select().from(risiko).orderBy(asc(risiko.id)).limit(1)
  const [category] = await db
    .select()
    .from(kategori)
    .where(eq(kategori.nivaa, 3))
    .orderBy(asc(kategori.id))
    .limit(1)
  const [measure] = await db.select().from(tiltak).orderBy(asc(tiltak.id)).limit(1)
  return { authority: authority!.id, risk: risk!.id, category: category!.id, measure: measure!.id }
}

async function benchOne(kind: 'postgres' | 'embedded') {
  const target = await prepareTarget({
    products: Number(flags.products),
    serverUrl: kind === 'postgres' ? flags['database-url'] : undefined,
    keep: false,
    log,
    databaseName: 'fp_bench_import',
  })
  const dataDir = target.serverArgs[target.serverArgs.indexOf('--data-dir') + 1]
  const database = await openDatabase(
    kind === 'postgres' ? { url: target.databaseUrl, poolSize: 4 } : { dataDir, poolSize: 4 },
  )
  try {
    const ids = await referenceIds(database)
    const editor = await createTestActor(
      database.db,
      'bench@dsb.example.no',
      'redaktor',
      ids.authority,
    )
    for (let run = 1; run <= Number(flags.runs); run++) {
      const bytes = await sheetFile(productRows(rowCount, ids, `Benchlykt${run}`))
      const by = { actor: editor, now: new Date() }
      let started = performance.now()
      const { importId, antall } = await importProducts(database.db, by, {
        filnavn: 'bench.xlsx',
        bytes,
      })
      const imported = seconds(started)
      started = performance.now()
      const published = await publishDrafts(
        database.db,
        by,
        await draftsOfImport(database.db, importId),
      )
      const publishTime = seconds(started)
      log(
        `| ${kind} | ${run} | ${antall} | ${(bytes.length / 1024).toFixed(0)} kB | ${imported} s | ${published.length} | ${publishTime} s | ${load()} |`,
      )
    }
  } finally {
    await database.close()
    await target.remove()
  }
}

for (const line of describeMachine()) log(line)
log(`load average at start: ${load()}`)
log('')
log(
  '| database | run | rows imported | file | import | published | bulk publish | load avg 1/5/15 min |',
)
log(
  '| -------- | --- | ------------- | ---- | ------ | --------- | ------------ | ------------------- |',
)
for (const kind of ['postgres', 'embedded'] as const) {
  if (!flags.only || flags.only === kind) await benchOne(kind)
}
