import type { AddressInfo } from 'node:net'
import type { Server } from 'node:http'
import Provider from 'oidc-provider'

/**
 * A person the provider knows: the address it vouches for or not, or says nothing about (as
 * Entra ID does), and the username it gives with the `profile` scope.
 */
export interface ProviderAccount {
  email?: string
  email_verified?: boolean
  preferred_username?: string
}

export interface LoopbackProvider {
  issuer: string
  clientId: string
  clientSecret: string
  /**
   * Signs in at the provider as a person would with its development pages: opens the
   * authorization address, types `subject` as the login, agrees to share what is asked, and
   * answers the address the provider then sends the browser back to.
   */
  signIn(authorizationUrl: string, subject: string): Promise<URL>
  close(): Promise<void>
}

/**
 * A real OpenID provider (the `oidc-provider` package) on loopback, for the sign-in tests: one
 * confidential client that must use PKCE, the accounts given, and the package's own login and
 * consent pages. Its signing keys are made afresh at each start.
 */
export async function startLoopbackProvider(options: {
  port: number
  redirectUri: string
  accounts: Record<string, ProviderAccount>
}): Promise<LoopbackProvider> {
  const issuer = `http://127.0.0.1:${options.port}`
  const client = {
    clientId: 'farlige-produkter',
    clientSecret: 'loopback-client-secret-0123456789',
  }
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: client.clientId,
        client_secret: client.clientSecret,
        redirect_uris: [options.redirectUri],
        grant_types: ['authorization_code'],
        response_types: ['code'],
      },
    ],
    pkce: { required: () => true },
    claims: {
      openid: ['sub'],
      email: ['email', 'email_verified'],
      profile: ['preferred_username'],
    },
    features: { devInteractions: { enabled: true } },
    cookies: { keys: ['loopback-provider-cookie-key'] },
    ttl: {
      AccessToken: 600,
      AuthorizationCode: 60,
      Grant: 600,
      IdToken: 600,
      Interaction: 600,
      Session: 600,
    },
    findAccount: (_context, subject) => {
      const account = options.accounts[subject]
      return account && { accountId: subject, claims: () => ({ sub: subject, ...account }) }
    },
  })
  // Its development pages import a font from Google: a browser test asks no other origin.
  provider.use(async (context, next) => {
    await next()
    if (typeof context.body === 'string')
      context.body = context.body.replaceAll(/@import url\([^)]*\);/g, '')
  })
  const server: Server = provider.listen(options.port, '127.0.0.1')
  await new Promise<void>((resolve) => server.once('listening', () => resolve()))
  const port = (server.address() as AddressInfo).port
  if (port !== options.port) throw new Error(`the provider listens on ${port}`)

  return {
    issuer,
    ...client,
    signIn: (authorizationUrl, subject) => signInAt(authorizationUrl, subject, options.redirectUri),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  }
}

/** Follows the provider's redirects with a cookie jar, answering its login and consent pages. */
async function signInAt(start: string, subject: string, redirectUri: string): Promise<URL> {
  const cookies = new Map<string, string>()
  let url = new URL(start)
  let body: URLSearchParams | undefined
  for (let step = 0; step < 12; step++) {
    if (url.href.startsWith(redirectUri)) return url
    const response = await fetch(url, {
      method: body ? 'POST' : 'GET',
      redirect: 'manual',
      headers: {
        cookie: [...cookies].map(([name, value]) => `${name}=${value}`).join('; '),
        ...(body ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
      },
      body,
    })
    for (const cookie of response.headers.getSetCookie()) {
      const [name = '', value = ''] = cookie.split(';')[0]!.split('=')
      cookies.set(name, value)
    }
    const location = response.headers.get('location')
    if (location) {
      url = new URL(location, url)
      body = undefined
      continue
    }
    const prompt = /name="prompt" value="(\w+)"/.exec(await response.text())?.[1]
    if (response.status !== 200 || !prompt)
      throw new Error(`the provider answered ${response.status}`)
    body = new URLSearchParams({ prompt, login: subject, password: 'any' })
  }
  throw new Error('the provider never sent the browser back')
}
