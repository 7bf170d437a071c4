import { describe, expect, it } from 'vitest'
import {
  PUBLIC_CHECKED_ROUTES,
  ROUTES_WITHOUT_HTML,
  STAFF_CHECKED_ROUTES,
} from '../tests/support/html-checked-routes.ts'
import { pageRouteOf, pageRoutes } from '../tests/support/page-routes.ts'

/**
 * The Nu Html Checker must read every page: each page route of app/routes.ts is visited by one
 * of the HTML tests (each checks that it visited exactly its list), or is named with the reason
 * it answers no HTML. A new route fails here until it is one or the other.
 */
describe('the page routes the Nu Html Checker reads', () => {
  const routes = pageRoutes()
  const accounted = [
    ...PUBLIC_CHECKED_ROUTES,
    ...STAFF_CHECKED_ROUTES,
    ...Object.keys(ROUTES_WITHOUT_HTML),
  ]

  it('are every page route of app/routes.ts, each checked or named once', () => {
    expect([...accounted].sort()).toEqual(routes.map((route) => route.pattern).sort())
  })

  // A module without a component (a .ts file, no .tsx) draws no page; one with a component
  // does, and must be checked.
  it('leave out only routes whose module draws no page', () => {
    const drawing = routes
      .filter((route) => route.pattern in ROUTES_WITHOUT_HTML && route.file.endsWith('.tsx'))
      .map((route) => `${route.pattern} (${route.file})`)
    expect(drawing).toEqual([])
  })

  it('are found for an address as React Router finds them', () => {
    expect(pageRouteOf('/forvaltning/produkter/utkast/7/forhandsvisning?x=1')).toBe(
      '/forvaltning/produkter/utkast/:id/forhandsvisning',
    )
    expect(pageRouteOf('/myndighet')).toBe('/myndighet')
    expect(pageRouteOf('/innmelding/observasjon')).toBe('/innmelding/observasjon/:productId?')
    expect(pageRouteOf('/finnes/ikke')).toBe('/*')
  })
})
