import { RouterContextProvider } from 'react-router'
import { clientContext, servicesContext, type Services } from '#app-context'
import type { Db } from '../../db/connection.ts'
import { nextAddress } from './report-fixture.ts'
import { testCaptcha, testSiteConfig } from './test-app.ts'

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
  const services: Services = {
    db,
    siteConfig: testSiteConfig,
    buildInfo: { gitid: 'abc', time: '2026-11-01T12:00:00.000Z' },
    captcha: testCaptcha,
  }
  context.set(servicesContext, services)
  context.set(clientContext, { address: nextAddress() })
  const request = form
    ? new Request(`http://localhost${url}`, { method: 'POST', body: new URLSearchParams(form) })
    : new Request(`http://localhost${url}`)
  return { request, params, context } as never
}
