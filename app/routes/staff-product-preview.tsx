import { Alert, Link as DsLink, Paragraph } from '@digdir/designsystemet-react'
import { data } from 'react-router'
import { servicesContext } from '#app-context'
import { format } from '../../i18n/format.ts'
import { ProductPage } from './product.tsx'
import { signedInStaff } from '../components/staff/staff-area.server.ts'
import { staffMeta } from '../components/staff/staff-meta.ts'
import { idOf } from '../components/staff/products/load-product-form.server.ts'
import { loadPreview } from '../components/staff/products/load-preview.server.ts'
import { productPath, type ProductTarget } from '../components/staff/products/product-paths.ts'
import { t } from '../components/staff/products/product-texts.ts'
import type { Route } from './+types/staff-product-preview.ts'

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const staff = signedInStaff(context)
  const id = idOf(params.id)
  if (id === undefined) throw data(null, { status: 404 })
  const url = new URL(request.url)
  // One page for both: the draft's address has /utkast/ in it.
  const target: ProductTarget = {
    kind: url.pathname.includes('/utkast/') ? 'draft' : 'product',
    id,
  }
  const preview = await loadPreview(context.get(servicesContext), staff, target, url.origin)
  return { ...preview, back: productPath(target) }
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  staffMeta(format(t.form.previewTitle, { name: loaderData?.name || t.form.unnamed }))

/**
 * /forvaltning/produkter/(utkast/):id/forhandsvisning: the public product page itself, drawn
 * with what is saved, under a notice that it is a preview. Never indexed (staffMeta and the
 * staff area's X-Robots-Tag), and only for those who may change the product.
 */
export default function StaffProductPreview({ loaderData }: Route.ComponentProps) {
  return (
    <div className="staff-preview">
      <Alert data-color="warning" className="staff-preview__notice">
        <Paragraph>
          <strong>{t.form.previewNotice}</strong>{' '}
          <DsLink href={loaderData.back}>{t.form.previewBack}</DsLink>
        </Paragraph>
      </Alert>
      <ProductPage data={loaderData.page} />
    </div>
  )
}
