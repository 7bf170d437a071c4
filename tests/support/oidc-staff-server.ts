import { expect } from 'vitest'
import { httpBrowser, type HttpBrowser } from './http-browser.ts'
import { startLoopbackProvider, type ProviderAccount } from './oidc-provider.ts'
import { listeningAddress, startServerProcess } from './server-process.ts'

/**
 * The server in a real process (the page build, embedded database with demo data) signing staff
 * in through a real OpenID provider on loopback: for tests of staff pages over HTTP with real
 * sessions. The two ports must be free; each test file is given its own.
 */
export async function startOidcStaffServer(options: {
  appPort: number
  providerPort: number
  accounts: Record<string, ProviderAccount>
  /** Further settings of the server, such as OIDC_EMAIL_VERIFIED_BY_PROVIDER. */
  env?: Record<string, string>
}) {
  const site = `http://127.0.0.1:${options.appPort}`
  const provider = await startLoopbackProvider({
    port: options.providerPort,
    redirectUri: `${site}/forvaltning/logg-inn/oidc`,
    accounts: options.accounts,
  })
  const server = startServerProcess({
    NODE_ENV: 'production',
    LOG_LEVEL: 'info',
    DATA_DIR: 'memory://',
    PORT: String(options.appPort),
    PUBLIC_URL: site,
    OIDC_ISSUER: provider.issuer,
    OIDC_CLIENT_ID: provider.clientId,
    OIDC_CLIENT_SECRET: provider.clientSecret,
    ...options.env,
  })
  const origin = await listeningAddress(server)
  /** A browser keeping the site's cookies; the provider's are kept by `provider.signIn`. */
  const browser = () => httpBrowser(origin, { site })

  /** Presses the sign-in button: answers the provider's authorization address it was sent to. */
  async function goToProvider(person: HttpBrowser) {
    const pressed = await person.send('/forvaltning/logg-inn/oidc', {})
    expect(pressed.status).toBe(303)
    return pressed.headers.get('location')!
  }

  /** The whole way: button, provider's pages as `subject`, and back to the site. */
  async function signInAs(person: HttpBrowser, subject: string) {
    const back = await provider.signIn(await goToProvider(person), subject)
    return person.send(`${back.pathname}${back.search}`)
  }

  return {
    site,
    provider,
    browser,
    goToProvider,
    signInAs,
    async close() {
      server.child.kill('SIGKILL')
      await provider.close()
    },
  }
}
