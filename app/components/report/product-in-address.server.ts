import { data, type RouterContextProvider } from 'react-router'
import { servicesContext, type Services } from '#app-context'
import { findProduct } from '../../../domain/catalogue/product-detail.ts'
import type { ProductDetail } from '../../../domain/catalogue/product-schemas.ts'
import { discardBody } from '../form/read-form.server.ts'

/**
 * The listed product a report page's address names (`/innmelding/bekymring/{productId}`):
 * undefined when the address names none, null when it names one that is not listed (or no
 * longer), which the page answers with 404 as the product page does.
 */
export async function productInAddress(
  services: Services,
  productParam: string | undefined,
): Promise<ProductDetail | null | undefined> {
  if (productParam === undefined) return undefined
  if (!/^\d{1,9}$/.test(productParam)) return null
  return (await findProduct(services.db, Number(productParam))) ?? null
}

/**
 * A post to the report page of a product not listed is answered 404 before its form is read,
 * so nothing it holds is saved: React Router runs the action before the loader that would say
 * 404, and the report would otherwise be saved behind the not-found page.
 */
export async function refusePostToUnlistedProduct({
  request,
  params,
  context,
}: {
  request: Request
  params: { productId?: string }
  context: Readonly<RouterContextProvider>
}) {
  if ((await productInAddress(context.get(servicesContext), params.productId)) !== null) return
  await discardBody(request)
  throw data(null, { status: 404 })
}
