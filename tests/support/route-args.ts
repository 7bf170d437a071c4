import { RouterContextProvider } from 'react-router'
import { clientContext, servicesContext } from '#app-context'
import type { Db } from '../../db/connection.ts'
import { nextAddress } from './report-fixture.ts'
import { testServices } from './test-app.ts'

/**
 * What React Router hands a loader or an action, with the test database's services and a client
 * address of its own (so no rate limit trips): a GET of `url`, or a post of `form` as a browser
 * without JavaScript sends it.
 */
export function routeArgs(
  db: Db,
  url: string,
  { form, params = {} }: { form?: Record<string, string>; params?: Record<string, string> } = {},
) {
  const context = new RouterContextProvider()
  context.set(servicesContext, testServices(db))
  context.set(clientContext, { address: nextAddress() })
  const request = form
    ? new Request(`http://localhost${url}`, { method: 'POST', body: new URLSearchParams(form) })
    : new Request(`http://localhost${url}`)
  return { request, params, context } as never
}
