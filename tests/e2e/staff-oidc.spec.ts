import { startLoopbackProvider, type LoopbackProvider } from '../support/oidc-provider.ts'
import {
  listeningAddress,
  startServerProcess,
  type ServerProcess,
} from '../support/server-process.ts'
import { expectNoAxeViolations } from './support/axe.ts'
import { expect, test } from './support/test.ts'

/**
 * An administrator signs in through their authority's identity provider, in the browser: a real
 * OpenID provider (the `oidc-provider` package) on loopback, whose own login and consent pages
 * they fill in. The site here is a server of its own configured with OIDC_*, beside the one the
 * other specs use (which signs staff in by e-mailed link).
 */
const SITE_PORT = 4220
const PROVIDER_PORT = 4221
const SITE = `http://127.0.0.1:${SITE_PORT}`
const PROVIDER = `http://127.0.0.1:${PROVIDER_PORT}`

test.use({ baseURL: SITE, visitedOrigins: [PROVIDER] })

let provider: LoopbackProvider
let server: ServerProcess

test.beforeAll(async ({ browserName: _ }, info) => {
  // One width is enough: the pages are the ones the e-mailed sign-in shows on a phone too.
  test.skip(info.project.name !== 'desktop', 'the journey runs at desktop width only')
  // The server starts as in production, seeding its database: slow on a busy machine.
  test.setTimeout(120_000)
  provider = await startLoopbackProvider({
    port: PROVIDER_PORT,
    redirectUri: `${SITE}/forvaltning/logg-inn/oidc`,
    accounts: { ada: { email: 'administrator@forvaltning.example.no', email_verified: true } },
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

test('an administrator signs in at the identity provider and finds the sign-in in the log', async ({
  page,
}) => {
  await page.goto('/forvaltning')
  await expect(page).toHaveURL(/\/forvaltning\/logg-inn$/)
  await page.getByRole('button', { name: 'Logg inn med myndighetens innlogging' }).click()

  // The provider's development pages: any password, then consent to share the address.
  await expect(page).toHaveURL(new RegExp(`^${PROVIDER}/interaction/`))
  await page.getByPlaceholder('Enter any login').fill('ada')
  await page.getByPlaceholder('and password').fill('any')
  await page.getByRole('button', { name: 'Sign-in' }).click()
  await page.getByRole('button', { name: 'Continue' }).click()

  await expect(page).toHaveURL(`${SITE}/forvaltning`)
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
