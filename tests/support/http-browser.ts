/**
 * A browser for tests of a server in a real process: it keeps the cookies it is given and sends
 * them back, follows no redirects, and posts forms as a page of `site` would (its Origin).
 * `headers` go with every request (a proxy's X-Forwarded-For, say).
 */
export function httpBrowser(
  origin: URL,
  { site = origin.origin, headers = {} }: { site?: string; headers?: Record<string, string> } = {},
) {
  const cookies = new Map<string, string>()
  async function send(
    path: string,
    form?: Record<string, string>,
    extraHeaders: Record<string, string> = {},
  ) {
    const response = await fetch(new URL(path, origin), {
      method: form ? 'POST' : 'GET',
      redirect: 'manual',
      headers: {
        ...headers,
        ...(form ? { origin: site, 'content-type': 'application/x-www-form-urlencoded' } : {}),
        cookie: [...cookies].map(([name, value]) => `${name}=${value}`).join('; '),
        ...extraHeaders,
      },
      body: form ? new URLSearchParams(form).toString() : undefined,
    })
    for (const cookie of response.headers.getSetCookie()) {
      const [name = '', value = ''] = cookie.split(';')[0]!.split('=')
      if (/Max-Age=0/.test(cookie)) cookies.delete(name)
      else cookies.set(name, value)
    }
    return { status: response.status, headers: response.headers, body: await response.text() }
  }
  return { send, cookies }
}

export type HttpBrowser = ReturnType<typeof httpBrowser>
