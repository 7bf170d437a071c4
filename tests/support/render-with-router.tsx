import type { ReactNode } from 'react'
import { renderToString } from 'react-dom/server'
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router'
import type { Language } from '../../i18n/language.ts'

/**
 * Renders a component to HTML the way the server does, inside a router whose root route carries
 * the language, so components that read it (useMessages) and links work as on a real page.
 */
export async function renderWithRouter(
  element: ReactNode,
  { lang = 'nb', url = 'http://localhost/' }: { lang?: Language; url?: string } = {},
): Promise<string> {
  const routes = [{ id: 'root', path: '*', loader: () => ({ lang }), Component: () => element }]
  const handler = createStaticHandler(routes)
  const context = await handler.query(new Request(url))
  if (context instanceof Response) throw new Error(`Unexpected response ${context.status}`)
  const router = createStaticRouter(handler.dataRoutes, context)
  return renderToString(<StaticRouterProvider router={router} context={context} hydrate={false} />)
}
