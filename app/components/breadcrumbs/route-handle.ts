import type { Messages } from '../../../i18n/nb.ts'

/** One step of the trail; the last one is the page itself. */
export interface Crumb {
  label: string
  to: string
  /** Runs when the visitor follows the crumb, such as clearing drafts (spec section 2). */
  onFollow?: () => void
  /**
   * Asked first, when following the crumb would lose something the visitor typed: the crumb is
   * followed only if they approve. Undefined when there is nothing to lose.
   */
  confirmFollow?: () => string | undefined
}

interface CrumbArgs {
  /** The route's loader data (as the route returned it). */
  data: unknown
  t: Messages
  pathname: string
}

/**
 * What a route may say in its `handle` export about the shared layout:
 * - `breadcrumb`: its crumbs after Home (a label and a link each); none means no crumb;
 * - `reportProductId`: the product in context, so 'Meld inn et produkt' reports on it.
 * @example export const handle: RouteHandle = {
 *   breadcrumb: ({ t, pathname }) => [{ label: t.catalogue.search.crumb, to: pathname }] }
 */
export interface RouteHandle {
  breadcrumb?: (args: CrumbArgs) => Crumb[] | Crumb | null | undefined
  reportProductId?: (data: unknown) => number | undefined
}

interface MatchLike {
  pathname: string
  loaderData?: unknown
  data?: unknown
  handle?: unknown
}

function handleOf(match: MatchLike): RouteHandle | undefined {
  return match.handle && typeof match.handle === 'object' ? match.handle : undefined
}

/** The crumbs of every matched route, in order, Home first; empty when no route adds one. */
export function crumbsFromMatches(matches: readonly MatchLike[], t: Messages): Crumb[] {
  const crumbs = matches.flatMap((match) => {
    const crumb = handleOf(match)?.breadcrumb?.({
      data: match.loaderData ?? match.data,
      t,
      pathname: match.pathname,
    })
    return crumb ? [crumb].flat() : []
  })
  return crumbs.length ? [{ label: t.catalogue.breadcrumbs.home, to: '/' }, ...crumbs] : []
}

/** The product the page is about, if a matched route names one. */
export function productInContext(matches: readonly MatchLike[]): number | undefined {
  for (const match of [...matches].reverse()) {
    const id = handleOf(match)?.reportProductId?.(match.loaderData ?? match.data)
    if (id !== undefined) return id
  }
  return undefined
}
