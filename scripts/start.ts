import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { BUILD_INFO_FILE, describeBuild } from '../domain/site/build-info.ts'
import { build } from './build.ts'

/**
 * `npm start`: builds the pages when there is no build of the current sources, then serves the
 * whole product. Without DATABASE_URL it runs on the embedded database with demo data.
 */
const SOURCES = [
  'app',
  'domain',
  'db',
  'react-router.config.ts',
  'vite.config.ts',
  'package-lock.json',
  // What the build writes beside React Router's output: the installed app's files.
  'scripts/build.ts',
  'scripts/installable-app.ts',
  'scripts/share-image.ts',
]

function buildIsCurrent(): boolean {
  if (!existsSync('build/server/index.js') || !existsSync(BUILD_INFO_FILE)) return false
  const recorded = JSON.parse(readFileSync(BUILD_INFO_FILE, 'utf8')) as { gitid?: string }
  if (recorded.gitid !== describeBuild().gitid) return false
  // Edits not yet committed count too: the build must be newer than every source file.
  const builtAt = statSync(BUILD_INFO_FILE).mtimeMs
  return SOURCES.every((path) => newestChange(path) <= builtAt)
}

function newestChange(path: string): number {
  if (!existsSync(path)) return 0
  const stat = statSync(path)
  if (!stat.isDirectory()) return stat.mtimeMs
  return readdirSync(path).reduce(
    (newest, name) => Math.max(newest, newestChange(join(path, name))),
    stat.mtimeMs,
  )
}

// An empty NODE_ENV (`NODE_ENV=`) is unset, as env.ts reads it: production here too.
if (!process.env.NODE_ENV?.trim()) process.env.NODE_ENV = 'production'
if (!buildIsCurrent()) await build()
const { startServer } = await import('../server.ts')
await startServer()
