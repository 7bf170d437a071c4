import { data } from 'react-router'
import { servicesContext } from '#app-context'
import { reportsAboutProduct } from '../../domain/staff/inbox/reports-about-product.ts'
import { listHistory } from '../../domain/staff/products/product-history.ts'
import { readProduct } from '../../domain/staff/products/product-store.ts'
import { mayEditProductOf } from '../../domain/staff/roles.ts'
import { formatDate } from '../../i18n/dates.ts'
import { format } from '../../i18n/format.ts'
import { signedInStaff } from '../components/staff/staff-area.server.ts'
import { staffClockContext } from '../components/staff/staff-context.ts'
import { staffMeta } from '../components/staff/staff-meta.ts'
import { idOf, loadFormChoices } from '../components/staff/products/load-product-form.server.ts'
import { submitProductForm } from '../components/staff/products/product-actions.server.ts'
import { ProductReports } from '../components/staff/inbox/product-reports.tsx'
import { ProductEditor } from '../components/staff/products/product-editor.tsx'
import { formValuesOf } from '../components/staff/products/product-form-values.ts'
import { previewPath } from '../components/staff/products/product-paths.ts'
import { t } from '../components/staff/products/product-texts.ts'
import { unlessUnavailable } from '../unavailable.server.ts'
import type { Route } from './+types/staff-product-edit.ts'

/** What the page says after the save that led here, or that the product is withdrawn. */
function noticeOf(url: URL, withdrawnAt: Date | null): string | undefined {
  if (withdrawnAt) return format(t.form.withdrawn, { date: formatDate(withdrawnAt) })
  if (url.searchParams.has('publisert')) return t.form.published
  if (url.searchParams.has('lagret')) return t.form.saved
  return undefined
}

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const staff = signedInStaff(context)
  const services = context.get(servicesContext)
  const id = idOf(params.id)
  const product =
    id === undefined ? undefined : await unlessUnavailable(readProduct(services.db, id))
  if (!product) throw data(null, { status: 404 })
  const [choices, history, reports] = await unlessUnavailable(
    Promise.all([
      loadFormChoices(services, staff),
      listHistory(services.db, { produktId: product.id }),
      reportsAboutProduct(services.db, staff, product.id),
    ]),
  )
  return {
    id: product.id,
    values: formValuesOf(product.fields, product.versjon),
    name: product.fields.navn ?? '',
    withdrawn: product.withdrawnAt !== null,
    choices,
    history,
    reports,
    mayEdit: mayEditProductOf(staff, product.fields.myndighet),
    notice: noticeOf(new URL(request.url), product.withdrawnAt),
  }
}

export function action({ params, request, context }: Route.ActionArgs) {
  const staff = signedInStaff(context)
  const id = idOf(params.id)
  if (id === undefined) throw data(null, { status: 404 })
  const now = context.get(staffClockContext)()
  const target = { kind: 'product', id } as const
  return submitProductForm(context.get(servicesContext), staff, request, target, now)
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  staffMeta(format(t.form.editTitle, { name: loaderData?.name ?? '' }))

/** /forvaltning/produkter/:id: a published product corrected or withdrawn, with its history. */
export default function StaffProductEdit({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <ProductEditor
      title={format(t.form.editTitle, { name: loaderData.name })}
      loaded={loaderData.values}
      result={actionData}
      choices={loaderData.choices}
      published
      notice={loaderData.notice}
      readOnly={loaderData.mayEdit ? undefined : t.forbidden.text}
      history={loaderData.history}
      publicPage={loaderData.withdrawn ? undefined : `/produkt/${loaderData.id}`}
      previewPage={
        loaderData.mayEdit ? previewPath({ kind: 'product', id: loaderData.id }) : undefined
      }
      withdrawVersion={loaderData.withdrawn ? undefined : loaderData.values.versjon}
    >
      <ProductReports reports={loaderData.reports} />
    </ProductEditor>
  )
}
