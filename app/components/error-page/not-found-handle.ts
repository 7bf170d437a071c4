import type { RouteHandle } from '../breadcrumbs/route-handle.ts'

/**
 * The 404 page's trail, Home › 'Fant ikke siden': for the /404 route and for the root's error
 * page when a route finds nothing (an unknown product or authority), so both read alike.
 */
export const notFoundHandle: RouteHandle = {
  breadcrumb: ({ t, pathname }) => ({ label: t.pages.notFound.title, to: pathname }),
}
