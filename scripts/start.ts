import { buildUnlessCurrent } from './build.ts'

/**
 * `npm start`: builds the pages when there is no build of the current sources, then serves the
 * whole product. Without DATABASE_URL it runs on the embedded database with demo data.
 */
// An empty NODE_ENV (`NODE_ENV=`) is unset, as env.ts reads it: production here too.
if (!process.env.NODE_ENV?.trim()) process.env.NODE_ENV = 'production'
await buildUnlessCurrent()
const { startServer } = await import('../server/server.ts')
await startServer()
