import { execFileSync } from 'node:child_process'
import { writeFileSync } from 'node:fs'
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

if (import.meta.main) await build()
