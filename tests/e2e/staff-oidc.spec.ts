import type { Page } from '@playwright/test'
import { startLoopbackProvider, type LoopbackProvider } from '../support/oidc-provider.ts'
import {
  listeningAddress,
  startServerProcess,
  type ServerProcess,
} from '../support/server-process.ts'
import { expectNoAxeViolations } from './support/axe.ts'
import { productJourney } from './support/product-journey.ts'
import { expect, test } from './support/test.ts'

/**
 * Staff sign in through their authority's identity provider, in the browser: a real OpenID
 * provider (the `oidc-provider` package) on loopback, whose own login and consent pages they fill
 * in. The site here is a server of its own configured with OIDC_*, beside the one the other specs
 * use (which signs staff in by e-mailed link). The widths run one after the other (one worker),
 * each with a provider and a server of its own on the same ports.
 */
const SITE_PORT = 4220
const PROVIDER_PORT = 4221
const SITE = `http://127.0.0.1:${SITE_PORT}`
const PROVIDER = `http://127.0.0.1:${PROVIDER_PORT}`

/** An editor at each width, and the made-up words that make their product their own. */
const EDITORS = {
  phone: {
    login: 'nina',
    email: 'redaktor.nkom@forvaltning.example.no',
    words: { name: 'Vrimpelfon', described: 'Glosterhank', corrected: 'Innsamlingspunktet' },
  },
  desktop: {
    login: 'dag',
    email: 'redaktor.dsa@forvaltning.example.no',
    words: { name: 'Trondalux', described: 'Skvirrelokk', corrected: 'Gjenvinningsstasjonen' },
  },
} as const

test.use({ baseURL: SITE, visitedOrigins: [PROVIDER] })

let provider: LoopbackProvider
let server: ServerProcess

test.beforeAll(async () => {
  // The server starts as in production, seeding its database: slow on a busy machine.
  test.setTimeout(120_000)
  provider = await startLoopbackProvider({
    port: PROVIDER_PORT,
    redirectUri: `${SITE}/forvaltning/logg-inn/oidc`,
    accounts: {
      ada: { email: 'administrator@forvaltning.example.no', email_verified: true },
      ...Object.fromEntries(
        Object.values(EDITORS).map((editor) => [
          editor.login,
          { email: editor.email, email_verified: true },
        ]),
      ),
    },
  })
  server = startServerProcess({
    NODE_ENV: 'production',
    LOG_LEVEL: 'info',
    DATA_DIR: 'memory://',
    PORT: String(SITE_PORT),
    PUBLIC_URL: SITE,
    OIDC_ISSUER: provider.issuer,
    OIDC_CLIENT_ID: provider.clientId,
    OIDC_CLIENT_SECRET: provider.clientSecret,
  })
  await listeningAddress(server)
})

test.afterAll(async () => {
  server?.child.kill('SIGKILL')
  await provider?.close()
})

/** Signs in at the provider's development pages: any password, then consent to share the address. */
async function signInAtProvider(page: Page, login: string) {
  await page.goto('/forvaltning')
  await expect(page).toHaveURL(/\/forvaltning\/logg-inn$/)
  await page.getByRole('button', { name: 'Logg inn med myndighetens innlogging' }).click()
  await expect(page).toHaveURL(new RegExp(`^${PROVIDER}/interaction/`))
  await page.getByPlaceholder('Enter any login').fill(login)
  await page.getByPlaceholder('and password').fill('any')
  await page.getByRole('button', { name: 'Sign-in' }).click()
  await page.getByRole('button', { name: 'Continue' }).click()
  await expect(page).toHaveURL(`${SITE}/forvaltning`)
}

test('an administrator signs in at the identity provider and finds the sign-in in the log', async ({
  page,
}, info) => {
  // One width is enough here: the staff pages are the ones the e-mailed sign-in shows on a phone.
  test.skip(info.project.name !== 'desktop', 'the administrator pages are checked at desktop width')
  // Two trips through the provider's pages and two accessibility checks: slow on a busy machine.
  test.setTimeout(90_000)
  await signInAtProvider(page, 'ada')
  await expect(page.getByText('Du er logget inn som Ada Administrator.')).toBeVisible()
  await page.getByRole('link', { name: 'Ansatte' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Ansatte' })).toBeVisible()
  await expect(
    page.getByRole('cell', { name: 'administrator@forvaltning.example.no' }),
  ).toBeVisible()
  await expectNoAxeViolations(page)

  await page.goto('/forvaltning')
  await page.getByRole('link', { name: 'Revisjonslogg' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Revisjonslogg' })).toBeVisible()
  const signIn = page.getByRole('row').filter({ hasText: 'Logget inn' }).first()
  await expect(signIn.getByRole('cell', { name: 'Ada Administrator' })).toBeVisible()
  await expectNoAxeViolations(page)
})

test('an editor signed in at the identity provider publishes, corrects and withdraws a product a visitor finds', async ({
  page,
  browser,
}, info) => {
  // A long form with two uploads and an accessibility check, a preview, and a visitor's pages
  // after each change.
  test.setTimeout(480_000)
  const editor = EDITORS[info.project.name as keyof typeof EDITORS]
  await signInAtProvider(page, editor.login)
  await productJourney({ page, browser, site: SITE }, editor.words)
})
