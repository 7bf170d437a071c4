import { spawn } from 'node:child_process'
import { existsSync } from 'node:fs'
import path from 'node:path'

/**
 * `npm run test:e2e`: the browser tests on Debian's Chromium. Without the browser they cannot
 * run; a developer's machine gets a loud warning and a pass, CI (REQUIRE_BROWSER_TESTS=1) fails.
 */
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'

if (!existsSync(chromium)) {
  if (process.env.REQUIRE_BROWSER_TESTS === '1') {
    console.error(
      `Browser tests required (REQUIRE_BROWSER_TESTS=1), but there is no Chromium at ${chromium}.`,
    )
    process.exit(1)
  }
  const line = '!'.repeat(72)
  console.warn(
    [
      '',
      line,
      '!!  THE BROWSER TESTS DID NOT RUN.',
      `!!  No Chromium at ${chromium}.`,
      "!!  Install Debian's Chromium:   sudo apt-get install -y chromium",
      '!!  or point CHROMIUM_PATH at a Chromium binary, then run: npm run test:e2e',
      '!!  (Never `playwright install`: the tests use the system browser.)',
      line,
      '',
    ].join('\n'),
  )
  process.exit(0)
}

// Run Playwright, and the server it starts, on this same Node (24), whatever `node` is on PATH.
const playwrightCli = path.resolve('node_modules/@playwright/test/cli.js')
const nodeDir = path.dirname(process.execPath)
const child = spawn(process.execPath, [playwrightCli, 'test', ...process.argv.slice(2)], {
  stdio: 'inherit',
  env: {
    ...process.env,
    CHROMIUM_PATH: chromium,
    PATH: `${nodeDir}${path.delimiter}${process.env.PATH ?? ''}`,
  },
})
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)))
