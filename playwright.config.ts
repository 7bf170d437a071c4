import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { defineConfig, devices } from '@playwright/test'

// A port of its own, so a developer's server on 3000 neither clashes nor gets tested. Chosen
// once in the main process and inherited by the workers, so that two runs on one machine do not
// fight over one port.
process.env.E2E_PORT ??= String(3100 + (process.pid % 800))
const PORT = Number(process.env.E2E_PORT)
// Where the loopback SMTP server of the tests keeps what the product sends (serve-with-mail.ts).
process.env.E2E_MAIL_DIR ??= mkdtempSync(join(tmpdir(), 'fp-e2e-mail-'))
const baseURL = `http://127.0.0.1:${PORT}`

/**
 * Debian's Chromium, never a downloaded browser. The first flags keep it from calling home
 * (updates, sync, field trials), so the only traffic in a test is the page's own. The rest spare
 * the two cores what the site never uses (a process per site for other sites' frames, translation,
 * casting, a cache of pages left): the suite is bound by CPU, and they took about a tenth off it.
 */
const chromium = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
    '--disable-features=site-per-process,IsolateOrigins,Translate,OptimizationHints,MediaRouter,BackForwardCache',
    '--disable-site-isolation-trials',
    '--renderer-process-limit=2',
  ],
}

// The screenshot specs only take pictures for a person to look at: `npm run screenshots`.
const screenshotsUnlessAsked = process.env.SCREENSHOTS ? [] : ['**/*screenshots.spec.ts']

/** Specs run at the desktop width alone. */
const DESKTOP_ONLY = [
  'compression',
  'security-headers',
  'head',
  'findable',
  'installable',
  'javascript-budget',
  'first-paint',
  'report-many-files',
  'report-duty-bad-inputs',
  'staff-import',
]

export default defineConfig({
  testDir: 'tests/e2e',
  testIgnore: screenshotsUnlessAsked,
  // The machine has two cores: one for the server, one for the browser.
  workers: 1,
  fullyParallel: false,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  timeout: 30_000,
  reporter: [['list']],
  use: {
    baseURL,
    launchOptions: chromium,
    // A trace records every action of every test, which costs CI a quarter of its time, and no
    // one can open a trace left on a CI machine: locally it is kept for a failed test.
    trace: process.env.CI ? 'off' : 'retain-on-failure',
    locale: 'nb-NO',
    timezoneId: 'Europe/Oslo',
    // A service worker answers some requests itself, and page.route() never sees those: off
    // everywhere, on only in installable.spec.ts, which tests the worker.
    serviceWorkers: 'block',
  },
  projects: [
    {
      name: 'phone',
      use: { ...devices['Desktop Chrome'], viewport: { width: 375, height: 800 }, hasTouch: true },
      // What these test does not depend on the width (response headers, the head, files for
      // search engines and installing, the script's bytes, the server under large uploads, the
      // form's rules, a spreadsheet upload), and the suite is bound by the machine's CPU.
      testIgnore: [...screenshotsUnlessAsked, ...DESKTOP_ONLY.map((name) => `**/${name}.spec.ts`)],
    },
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1440, height: 900 } },
    },
  ],
  webServer: {
    // The real product on an in-memory database (demo data is seeded into it at start), its
    // e-mail sent over SMTP to a server on loopback; start.ts builds the pages first when any
    // source is newer than the build.
    command: 'node tests/e2e/support/serve-with-mail.ts',
    url: `${baseURL}/api/v1/config`,
    env: {
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATA_DIR: 'memory://',
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      // The browser is the proxy here: a test that posts many forms names an address of its own
      // in X-Forwarded-For (support/report-form.ts), believed from loopback only.
      TRUST_PROXY: 'loopback',
      // Every test browses from the one address, far more than a person does in a minute.
      RATE_LIMIT_READS_PER_MINUTE: String(Number.MAX_SAFE_INTEGER),
      E2E_MAIL_DIR: process.env.E2E_MAIL_DIR,
    },
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'pipe',
    stderr: 'pipe',
  },
})
