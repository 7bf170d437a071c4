import { data } from 'react-router'
import { servicesContext } from '#app-context'
import { staffImage } from '../../domain/staff/products/product-image-store.ts'
import { mayEditProductOf } from '../../domain/staff/roles.ts'
import { signedInStaff } from '../components/staff/staff-area.server.ts'
import { idOf } from '../components/staff/products/load-product-form.server.ts'
import { unlessUnavailable } from '../unavailable.server.ts'
import type { Route } from './+types/staff-image.ts'

/**
 * /forvaltning/bilde/:id: a product picture for the staff area's form and preview, also one
 * only uploaded, which /bilde/ never serves. An upload is seen only by those who may change its
 * authority's products. Served as kept (at most the public page's largest width); `w` is
 * accepted and ignored, so the public page's picture markup works unchanged in a preview.
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  const staff = signedInStaff(context)
  const id = idOf(params.id)
  const image =
    id === undefined
      ? undefined
      : await unlessUnavailable(staffImage(context.get(servicesContext).db, id))
  if (!image) throw data(null, { status: 404 })
  if (image.produktId === null && !mayEditProductOf(staff, image.myndighetId ?? 0)) {
    throw data(null, { status: 403 })
  }
  return new Response(new Uint8Array(image.data), {
    headers: {
      'Content-Type': image.mimeType,
      'X-Content-Type-Options': 'nosniff',
      'Content-Security-Policy': "default-src 'none'",
    },
  })
}
