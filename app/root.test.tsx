import { renderToString } from 'react-dom/server'
import {
  createStaticHandler,
  createStaticRouter,
  data,
  StaticRouterProvider,
  useRouteError,
} from 'react-router'
import { describe, expect, it } from 'vitest'
import type { ShellData } from './components/page-shell/shell-data.ts'
import App, { ErrorBoundary } from './root.tsx'
import { unlessUnavailable } from './unavailable.server.ts'

const shell: ShellData & { messagesModules: string[] } = {
  lang: 'nb',
  origin: 'http://localhost',
  config: { warningBanner: null, plausibleDomain: null },
  buildInfo: { gitid: 'abc1234def', time: '2026-11-01T12:00:00.000Z' },
  authorities: [{ id: 1, navn: 'Mattilsynet' }],
  categories: [],
  messagesModules: [],
}

/** The root route as the framework wires it, around a page whose loader fails as asked. */
async function renderFailingPage(
  failure: () => never,
  wrap: (work: Promise<never>) => Promise<never> = (work) => work,
) {
  const routes = [
    {
      id: 'root',
      path: '/',
      loader: () => shell,
      Component: () => <App loaderData={shell} params={{}} matches={[] as never} />,
      ErrorBoundary: () => <ErrorBoundary error={useRouteError()} params={{}} loaderData={shell} />,
      children: [
        { index: true, loader: () => wrap(Promise.resolve().then(failure)), Component: () => null },
      ],
    },
  ]
  const handler = createStaticHandler(routes)
  const context = await handler.query(new Request('http://localhost/'))
  if (context instanceof Response) throw new Error('unexpected response')
  const router = createStaticRouter(handler.dataRoutes, context)
  return renderToString(<StaticRouterProvider router={router} context={context} hydrate={false} />)
}

describe('the root error boundary', () => {
  it("shows the spec's text for an unexpected error, inside the usual header and footer", async () => {
    const html = await renderFailingPage(() => {
      throw new Error('database down')
    })
    expect(html).toContain('En feil har oppstått')
    expect(html).not.toContain('database down')
    expect(html).toContain('<main id="main" tabindex="-1"')
    expect(html).toContain('href="/myndighet/1"')
  })

  it('shows the not-found text for a 404 thrown by a page', async () => {
    const html = await renderFailingPage(() => {
      throw data(null, { status: 404 })
    })
    expect(html).toContain('Klarte ikke finne denne siden')
    expect(html).toContain('Ta meg tilbake')
  })
  it('says the service is unavailable when a page could not reach the database', async () => {
    const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), {
      code: 'ECONNREFUSED',
    })
    const html = await renderFailingPage(() => {
      throw refused
    }, unlessUnavailable)
    expect(html).toContain('Tjenesten er midlertidig utilgjengelig')
    expect(html).toContain('Prøv igjen om litt')
    expect(html).not.toContain('En feil har oppstått')
    expect(html).not.toContain('ECONNREFUSED')
  })
})
