import { redirect } from 'react-router'
import type { Route } from './+types/product-redirect.ts'

/** The spec names the product page both /produkt/{id} and /product/{id}; the first is the one. */
export function loader({ params, request }: Route.LoaderArgs) {
  const { search } = new URL(request.url)
  return redirect(`/produkt/${encodeURIComponent(params.id)}${search}`, 301)
}
