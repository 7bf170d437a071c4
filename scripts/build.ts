import { execFileSync } from 'node:child_process'
import { writeFileSync } from 'node:fs'
import { BUILD_INFO_FILE, describeBuild } from '../domain/site/build-info.ts'

/** Builds the web pages for production and records which commit they came from. */
export function build() {
  execFileSync('react-router', ['build'], { stdio: 'inherit' })
  writeFileSync(BUILD_INFO_FILE, JSON.stringify(describeBuild(), null, 2))
}

if (import.meta.main) build()
