import { data } from 'react-router'
import { servicesContext } from '#app-context'
import { attachmentDisposition } from '../../domain/catalogue/documents.ts'
import { staffDocument } from '../../domain/staff/products/product-document-store.ts'
import { mayEditProductOf } from '../../domain/staff/roles.ts'
import { signedInStaff } from '../components/staff/staff-area.server.ts'
import { idOf } from '../components/staff/products/load-product-form.server.ts'
import { unlessUnavailable } from '../unavailable.server.ts'
import type { Route } from './+types/staff-document.ts'

/**
 * /forvaltning/dokument/:id: a product document for the staff area's form and preview, also one
 * only uploaded, which the public API never serves. An upload is seen only by those who may
 * change its authority's products. Always a download, as on the public page.
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  const staff = signedInStaff(context)
  const id = idOf(params.id)
  const document =
    id === undefined
      ? undefined
      : await unlessUnavailable(staffDocument(context.get(servicesContext).db, id))
  if (!document) throw data(null, { status: 404 })
  if (document.produktId === null && !mayEditProductOf(staff, document.myndighetId ?? 0)) {
    throw data(null, { status: 403 })
  }
  return new Response(new Uint8Array(document.data), {
    headers: {
      // Only PDFs are taken in the staff area; bytes moved in with a product go out as bytes.
      'Content-Type':
        document.mimeType === 'application/pdf' ? 'application/pdf' : 'application/octet-stream',
      'Content-Disposition': attachmentDisposition(document.filnavn),
      'X-Content-Type-Options': 'nosniff',
      'Content-Security-Policy': "default-src 'none'",
    },
  })
}
