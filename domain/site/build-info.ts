import { execFileSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { z } from 'zod'

export const buildInfoSchema = z.object({
  gitid: z.string(),
  time: z.string(),
})

export type BuildInfo = z.infer<typeof buildInfoSchema>

export const BUILD_INFO_FILE = 'build/build-info.json'

/** Reads the commit and time of the running build, as the footer shows them. */
export function readBuildInfo(env: { GIT_ID?: string; BUILD_TIME?: string }): BuildInfo {
  const recorded = readRecorded()
  return {
    gitid: env.GIT_ID ?? recorded?.gitid ?? gitCommit() ?? 'ukjent',
    time: env.BUILD_TIME ?? recorded?.time ?? new Date().toISOString(),
  }
}

/** What `npm run build` wrote down about the source it built. */
export function describeBuild(now = new Date()): BuildInfo {
  return { gitid: gitCommit() ?? 'ukjent', time: now.toISOString() }
}

function readRecorded(): BuildInfo | undefined {
  try {
    return buildInfoSchema.parse(JSON.parse(readFileSync(BUILD_INFO_FILE, 'utf8')))
  } catch {
    return undefined
  }
}

function gitCommit(): string | undefined {
  try {
    return execFileSync('git', ['rev-parse', '--short=10', 'HEAD'], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim()
  } catch {
    return undefined
  }
}
