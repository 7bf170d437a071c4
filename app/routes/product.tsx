import { data, isRouteErrorResponse } from 'react-router'
import { servicesContext } from '#app-context'
import type { RouteHandle } from '../components/breadcrumbs/route-handle.ts'
import { searchHref } from '../components/search/search-url.ts'
import {
  loadProduct,
  withdrawalOf,
  type ProductPageData,
} from '../components/product-detail/load-product.server.ts'
import { productMetaFields } from '../components/product-detail/product-meta.ts'
import { ProductPage } from '../components/product-detail/product-page.tsx'

// The staff area's preview draws the page through this module, so the bundler keeps the page in
// this route's own chunk instead of a shared one every first visit would also fetch.
export { ProductPage }
import { pageMeta } from '../components/head/page-meta.ts'
import type { Route } from './+types/product.ts'
import { unlessUnavailable } from '../unavailable.server.ts'

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const origin = new URL(request.url).origin
  const product = await unlessUnavailable(
    loadProduct(context.get(servicesContext), params.id, origin),
  )
  if (product) return product
  // Withdrawn: 410 Gone, and the root's error boundary says so and when; unknown: 404.
  const withdrawal = await unlessUnavailable(withdrawalOf(context.get(servicesContext), params.id))
  if (withdrawal) throw data(withdrawal, { status: 410 })
  throw data(null, { status: 404 })
}

export const meta: Route.MetaFunction = ({ matches, loaderData, error }) =>
  pageMeta(matches, (t) => {
    if (loaderData) return productMetaFields(loaderData)
    const gone = isRouteErrorResponse(error) && error.status === 410
    return { title: gone ? t.pages.withdrawn.title : t.pages.notFound.title }
  })

/** Home › the first hazard's category and its parents › the product. */
export const handle: RouteHandle = {
  breadcrumb: ({ data: loaded, pathname }) => {
    if (!loaded) return null
    const { product, categoryPaths } = loaded as ProductPageData
    return [
      ...(categoryPaths[0] ?? []).map((category) => ({
        label: category.navn,
        to: searchHref({ kategori: category.id }),
      })),
      { label: product.navn, to: pathname },
    ]
  },
  reportProductId: (loaded) => (loaded as ProductPageData | undefined)?.product.id,
}

export default function Product({ loaderData }: Route.ComponentProps) {
  return <ProductPage data={loaderData} />
}
