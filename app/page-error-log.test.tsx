import { DrizzleQueryError } from 'drizzle-orm'
import { renderToString } from 'react-dom/server'
import {
  createStaticHandler,
  createStaticRouter,
  data,
  RouterContextProvider,
  StaticRouterProvider,
  useRouteError,
} from 'react-router'
import { describe, expect, it } from 'vitest'
import { requestLogContext } from '#app-context'
import { readEnv } from '../server/env.ts'
import { createLogger } from '../server/logger.ts'
import type { ShellData } from './components/page-shell/shell-data.ts'
import { RequestReference } from './components/error-page/error-reference.tsx'
import { handleError } from './entry.server.tsx'
import { requestLogScope } from './request-log.server.ts'
import { ErrorBoundary } from './root.tsx'
import { unlessUnavailable } from './unavailable.server.ts'

/**
 * A page that fails logs what the API logs when it fails: a pino line with level, time and the
 * request's reference, which the error page shows the person, and nothing they typed.
 */

const REFERENCE = '3f9c0a1b2c4d'
const email = 'ingrid.sidefeil@example.no'
const lines: Array<Record<string, unknown>> = []
// Production's logger, writing into memory; Fastify gives each request a child like this one.
const logger = createLogger(readEnv({ NODE_ENV: 'production', LOG_LEVEL: 'info' }), {
  write: (line: string) => void lines.push(JSON.parse(line) as Record<string, unknown>),
})

function requestContext() {
  const context = new RouterContextProvider()
  context.set(requestLogContext, {
    reference: REFERENCE,
    log: logger.child({ reference: REFERENCE }),
  })
  return context
}

const request = new Request('https://farligeprodukter.example.no/abonnement/mine')
const failedQuery = new DrizzleQueryError(
  'select "id" from "abonnement" where "epost" = $1',
  [email],
  Object.assign(new Error('canceling statement due to statement timeout'), { code: '57014' }),
)
const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), {
  code: 'ECONNREFUSED',
})

function expectLine(line: Record<string, unknown> | undefined, level: number, msg: string) {
  expect(line).toMatchObject({ level, msg, reference: REFERENCE })
  expect(line?.time).toEqual(expect.any(Number))
  expect(JSON.stringify(line)).not.toContain(email)
}

describe('a page error in the log', () => {
  it('is an error line with time and the reference, without the query’s values', () => {
    lines.length = 0
    handleError(failedQuery, { request, context: requestContext(), params: {} })
    expect(lines).toHaveLength(1)
    expectLine(lines[0], 50, 'page error')
    expect(JSON.stringify(lines[0])).toContain('select \\"id\\" from \\"abonnement\\"')
  })

  it('is a warning with the error code when the database is away', () => {
    lines.length = 0
    handleError(refused, { request, context: requestContext(), params: {} })
    expect(lines).toHaveLength(1)
    expectLine(lines[0], 40, 'database unavailable')
    expect(lines[0]?.code).toBe('ECONNREFUSED')
  })

  it('carries the reference from a loader that met the outage, through the root middleware', async () => {
    lines.length = 0
    const loader = () => unlessUnavailable(Promise.reject(refused))
    const args = {
      request,
      context: requestContext(),
      params: {},
      pattern: '/',
      url: new URL(request.url),
    }
    await expect(requestLogScope(args as never, loader as never)).rejects.toMatchObject({
      init: { status: 503 },
    })
    expect(lines).toHaveLength(1)
    expectLine(lines[0], 40, 'database unavailable')
    expect(lines[0]?.code).toBe('ECONNREFUSED')
  })
})

const shell: ShellData & { messagesModules: string[] } = {
  lang: 'nb',
  origin: 'http://localhost',
  config: { warningBanner: null, plausibleDomain: null },
  buildInfo: { gitid: 'abc1234def', time: '2026-11-01T12:00:00.000Z' },
  authorities: [],
  categories: [],
  messagesModules: [],
}

/** The root error boundary, drawn by the server for a request with the reference above. */
async function errorPage(failure: () => never) {
  const routes = [
    {
      id: 'root',
      path: '/',
      loader: () => shell,
      Component: () => null,
      ErrorBoundary: () => <ErrorBoundary error={useRouteError()} params={{}} loaderData={shell} />,
      children: [{ index: true, loader: failure, Component: () => null }],
    },
  ]
  const handler = createStaticHandler(routes)
  const context = await handler.query(new Request('http://localhost/'))
  if (context instanceof Response) throw new Error('unexpected response')
  const router = createStaticRouter(handler.dataRoutes, context)
  return renderToString(
    <RequestReference value={REFERENCE}>
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </RequestReference>,
  )
}

describe('the error page', () => {
  it('shows the reference of a request that failed, or met the outage', async () => {
    const failed = await errorPage(() => {
      throw failedQuery
    })
    expect(failed).toContain(`Referanse: ${REFERENCE}`)
    const unavailable = await errorPage(() => {
      throw data(null, { status: 503 })
    })
    expect(unavailable).toContain('Tjenesten er midlertidig utilgjengelig')
    expect(unavailable).toContain(`Referanse: ${REFERENCE}`)
  })

  it('shows none on the not-found page, where there is nothing to look up', async () => {
    const html = await errorPage(() => {
      throw data(null, { status: 404 })
    })
    expect(html).toContain('Klarte ikke finne denne siden')
    expect(html).not.toContain(REFERENCE)
  })
})
