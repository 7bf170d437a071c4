import { data, redirect } from 'react-router'
import { servicesContext } from '#app-context'
import type { RouteHandle } from '../components/breadcrumbs/route-handle.ts'
import { categoryPath } from '../components/category-section/category-tree.ts'
import { loadSearch, type SearchPageData } from '../components/search/load-search.server.ts'
import { SearchPage } from '../components/search/search-page.tsx'
import { feedHref, isPlainFormUrl, searchHref } from '../components/search/search-url.ts'
import { format } from '../../i18n/format.ts'
import { pageMeta } from '../components/head/page-meta.ts'
import type { Route } from './+types/search.ts'
import { unlessUnavailable } from '../unavailable.server.ts'

export async function loader({ request, context }: Route.LoaderArgs) {
  const { searchParams } = new URL(request.url)
  const search = await unlessUnavailable(loadSearch(context.get(servicesContext), searchParams))
  // A form sent without JavaScript (empty fields, repeated ids) lands on the canonical URL.
  if (!search.issues.length && isPlainFormUrl(searchParams)) {
    const lang = searchParams.get('lang')
    const href = searchHref(search.state)
    throw redirect(
      lang ? `${href}${href.includes('?') ? '&' : '?'}lang=${encodeURIComponent(lang)}` : href,
    )
  }
  return data(search, search.issues.length ? { status: 400 } : undefined)
}

// The query is part of what the page is, so the canonical address keeps it.
export const meta: Route.MetaFunction = ({ matches, loaderData, location }) =>
  pageMeta(
    matches,
    (t) => {
      const q = loaderData?.state.q
      const category = categoryPath(loaderData?.categories ?? [], loaderData?.state.kategori).pop()
      const what = q ? format(t.catalogue.search.titleWithQuery, { q }) : t.catalogue.search.title
      const title = category ? `${category.navn} – ${what}` : what
      // A search the address could not be read as has no feed: there is no search to follow.
      const feed =
        loaderData && !loaderData.issues.length
          ? { title: format(t.feed.discovery, { search: title }), href: feedHref(loaderData.state) }
          : undefined
      return { title, feed }
    },
    location,
  )

/** Søk › the chosen category and its parents; each crumb starts a fresh search there. */
export const handle: RouteHandle = {
  breadcrumb: ({ data: loaded, t }) => {
    const search = loaded as SearchPageData | undefined
    const path = categoryPath(search?.categories ?? [], search?.state.kategori)
    return [
      { label: t.catalogue.search.crumb, to: searchHref({}) },
      ...path.map((category) => ({
        label: category.navn,
        to: searchHref({ kategori: category.id }),
      })),
    ]
  },
}

export default function Search({ loaderData }: Route.ComponentProps) {
  return <SearchPage data={loaderData} />
}
