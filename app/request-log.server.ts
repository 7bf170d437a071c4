import { AsyncLocalStorage } from 'node:async_hooks'
import type { MiddlewareFunction, RouterContextProvider } from 'react-router'
import { requestLogContext, type RequestLog } from '#app-context'

const current = new AsyncLocalStorage<RequestLog | undefined>()

/**
 * The root route's server middleware: every loader and action of a request runs inside it, so
 * code they call without the router context (unavailable.server.ts) still logs as this request,
 * with its reference.
 */
export const requestLogScope: MiddlewareFunction<Response> = ({ context }, next) =>
  current.run(context.get(requestLogContext), next)

/**
 * The logger of the request being answered: from the router context where there is one, else
 * from the middleware's scope. Undefined outside a request (a test that renders a route alone).
 */
export function requestLog(context?: Readonly<RouterContextProvider>): RequestLog | undefined {
  return context ? context.get(requestLogContext) : current.getStore()
}
