import type { RouteConfigEntry } from '@react-router/dev/routes'
import { matchRoutes, type RouteObject } from 'react-router'
import routes from '../../app/routes.ts'

/** A route's whole address pattern, as app/routes.ts nests it: '/forvaltning/produkter/:id'. */
const patternOf = (paths: Array<string | undefined>) => `/${paths.filter((path) => path).join('/')}`

/** A page route of app/routes.ts: its whole pattern and its module, under app/. */
export interface PageRoute {
  pattern: string
  file: string
}

/**
 * Every page route of app/routes.ts by its whole pattern: the routes a request ends at, not
 * the layouts around them (those draw only inside a page of theirs).
 */
export function pageRoutes(): PageRoute[] {
  const leaves = (entries: RouteConfigEntry[], parents: string[]): PageRoute[] =>
    entries.flatMap((entry) => {
      const paths = [...parents, entry.path ?? '']
      if (entry.children?.length) return leaves(entry.children, paths)
      return [{ pattern: patternOf(paths), file: entry.file }]
    })
  return leaves(routes, []).sort((a, b) => a.pattern.localeCompare(b.pattern))
}

/**
 * The pattern of the page route that answers an address, matched as React Router matches it
 * (an address no page route has ends at '*').
 */
export function pageRouteOf(pathAndQuery: string): string | undefined {
  const { pathname } = new URL(pathAndQuery, 'http://localhost')
  const matches = matchRoutes(routes as RouteObject[], pathname)
  return matches ? patternOf(matches.map((match) => match.route.path)) : undefined
}

/** The page routes a set of visited addresses reached, each once, sorted. */
export function pageRoutesVisited(addresses: string[]): string[] {
  const visited = addresses.map(pageRouteOf).filter((pattern) => pattern !== undefined)
  return [...new Set(visited)].sort()
}
