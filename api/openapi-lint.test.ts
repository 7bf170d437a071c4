import { execFile } from 'node:child_process'
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { expect, it } from 'vitest'
import { useApiTest } from '../tests/support/api-test.ts'

const test = useApiTest()

// The command line of @stoplight/spectral-cli, run on this Node rather than through its #! line.
const SPECTRAL = 'node_modules/@stoplight/spectral-cli/dist/index.js'

interface Finding {
  code: string
  path: string[]
  message: string
}

/** Spectral's findings, every severity down to hints, with the project's ruleset. */
function lint(file: string): Promise<Finding[]> {
  const args = [SPECTRAL, 'lint', file, '--ruleset', '.spectral.yaml', '--format', 'json']
  return new Promise((resolve, reject) => {
    execFile(process.execPath, [...args, '--fail-severity', 'hint', '--quiet'], (error, stdout) => {
      // Findings end it with exit code 1; only output that is no JSON list is a failure to run.
      try {
        resolve(JSON.parse(stdout) as Finding[])
      } catch {
        reject(error ?? new Error(`Spectral printed no findings list: ${stdout}`))
      }
    })
  })
}

it('the OpenAPI document has no finding of Spectral’s OpenAPI rules (.spectral.yaml)', async () => {
  const document = await test.app.inject({ method: 'GET', url: '/api/v1/openapi.json' })
  const folder = await mkdtemp(join(tmpdir(), 'openapi-lint-'))
  try {
    const file = join(folder, 'openapi.json')
    await writeFile(file, document.body)
    const findings = await lint(file)
    expect(
      findings.map((each) => `${each.code} at ${each.path.join('.')}: ${each.message}`),
    ).toEqual([])
  } finally {
    await rm(folder, { recursive: true, force: true })
  }
})
