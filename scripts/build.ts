import { execFileSync } from 'node:child_process'
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { BUILD_INFO_FILE, describeBuild } from '../domain/site/build-info.ts'
import { writeInstallableApp } from './installable-app.ts'
import { precompress } from './precompress.ts'

/**
 * Builds the web pages for production, with the installed app's manifest, icons, offline page
 * and service worker, writes compressed copies of its text files, and records which commit they
 * came from.
 */
export async function build() {
  execFileSync('react-router', ['build'], { stdio: 'inherit' })
  await writeInstallableApp()
  // Last, so the service worker and the offline page get their copies too.
  const compressed = await precompress('build/client')
  console.log(`precompressed: ${compressed} files (brotli and gzip)`)
  writeFileSync(BUILD_INFO_FILE, JSON.stringify(describeBuild(), null, 2))
}

/** The files a build is made from: a change to any of them makes the build stale. */
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
  'scripts/favicon-ico.ts',
  'public',
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

/** Builds only when there is no build of the current sources (`npm start`, `npm test`). */
export async function buildUnlessCurrent() {
  if (buildIsCurrent()) console.log('the build of the pages is current')
  else await build()
}

// `node scripts/build.ts` builds; with --if-stale, only when the sources changed since.
if (import.meta.main) {
  if (process.argv.includes('--if-stale')) await buildUnlessCurrent()
  else await build()
}
