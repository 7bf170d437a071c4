import pg from 'pg'

/**
 * Creates or drops a database on a PostgreSQL server: `node scripts/postgres-admin.ts URL
 * create|drop NAME`. CI uses it for the database of one run; it fails loudly when the server
 * cannot be reached.
 */
const [url, action, name] = process.argv.slice(2)
if (!url || (action !== 'create' && action !== 'drop') || !name || !/^\w+$/.test(name)) {
  console.error('usage: node scripts/postgres-admin.ts URL create|drop NAME')
  process.exit(2)
}
const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 10_000 })
try {
  await client.connect()
  await client.query(
    action === 'create'
      ? `create database ${name}`
      : `drop database if exists ${name} with (force)`,
  )
  console.log(`${action === 'create' ? 'created' : 'dropped'} database ${name}`)
} catch (error) {
  console.error(`PostgreSQL at ${new URL(url).host}: ${(error as Error).message}`)
  process.exitCode = 1
} finally {
  await client.end().catch(() => {})
}
