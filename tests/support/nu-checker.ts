import { execFile, spawnSync } from 'node:child_process'
import path from 'node:path'

/** The Nu Html Checker (vnu-jar, a dev dependency), run with the system's Java. */
const VNU_JAR = path.resolve('node_modules/vnu-jar/build/dist/vnu.jar')

export interface NuMessage {
  type: 'error' | 'info' | 'non-document-error'
  subType?: 'warning' | 'fatal' | 'io' | 'schema' | 'internal'
  /** file:/…/name.html */
  url: string
  message: string
  extract?: string
  lastLine?: number
}

export function javaInstalled(): boolean {
  return spawnSync('java', ['-version'], { stdio: 'ignore' }).status === 0
}

/**
 * Checks every HTML file in a folder in one run of the checker (one JVM start of a few seconds,
 * rather than one a page). Its exit status is 1 whenever it found an error; its JSON report
 * holds them, so only a run without a report is a failure of the run itself.
 */
export function checkHtmlFolder(folder: string): Promise<NuMessage[]> {
  const args = ['-jar', VNU_JAR, '--format', 'json', '--stdout', '--also-check-svg', folder]
  return new Promise((resolve, reject) => {
    execFile('java', args, { maxBuffer: 64 * 1024 * 1024 }, (error, stdout, stderr) => {
      try {
        resolve((JSON.parse(stdout) as { messages: NuMessage[] }).messages)
      } catch {
        reject(new Error(`the Nu Html Checker did not run: ${error?.message ?? ''}\n${stderr}`))
      }
    })
  })
}

/**
 * Whether a message is one the pages must not have: an error, or a warning not accepted. The
 * pages carry their stylesheets inline (decision 046), and the checker's CSS grammar is older
 * than the CSS the design system ships (`field-sizing`, `interpolate-size`, `::details-content`),
 * so its CSS messages are about the design system's stylesheet, not our markup: left out.
 */
export function isProblem(message: NuMessage, acceptedWarnings: readonly RegExp[]): boolean {
  if (message.message.startsWith('CSS: ')) return false
  if (message.type !== 'info') return true
  if (message.subType !== 'warning') return false
  return !acceptedWarnings.some((pattern) => pattern.test(message.message))
}

/**
 * Says loudly that the check did not run, or fails when it must run (CI). A developer's machine
 * without Java or a build gets the warning and a pass, as the browser tests do without Chromium.
 */
export function cannotCheck(reason: string, fix: string): boolean {
  if (process.env.CI === 'true') {
    throw new Error(`The HTML check must run in CI, but ${reason}. ${fix}`)
  }
  const line = '!'.repeat(72)
  console.warn(
    [
      '',
      line,
      '!!  THE HTML CHECK DID NOT RUN.',
      `!!  ${reason[0]!.toUpperCase()}${reason.slice(1)}.`,
      `!!  ${fix}`,
      line,
      '',
    ].join('\n'),
  )
  return true
}
