import { servicesContext } from '#app-context'
import { BLANK_FIELDS } from '../../domain/staff/products/changed-fields.ts'
import { signedInStaff } from '../components/staff/staff-area.server.ts'
import { staffClockContext } from '../components/staff/staff-context.ts'
import { staffMeta } from '../components/staff/staff-meta.ts'
import { loadFormChoices } from '../components/staff/products/load-product-form.server.ts'
import { submitProductForm } from '../components/staff/products/product-actions.server.ts'
import { ProductEditor } from '../components/staff/products/product-editor.tsx'
import { formValuesOf } from '../components/staff/products/product-form-values.ts'
import { t } from '../components/staff/products/product-texts.ts'
import { unlessUnavailable } from '../unavailable.server.ts'
import type { Route } from './+types/staff-product-new.ts'

export async function loader({ context }: Route.LoaderArgs) {
  const staff = signedInStaff(context)
  const choices = await unlessUnavailable(loadFormChoices(context.get(servicesContext), staff))
  // An editor's products are their authority's: the form starts there.
  const values = formValuesOf({ ...BLANK_FIELDS, myndighet: staff.myndighetId ?? 0 }, 0)
  return { choices, values: { ...values, versjon: '' } }
}

export function action({ request, context }: Route.ActionArgs) {
  const staff = signedInStaff(context)
  const now = context.get(staffClockContext)()
  return submitProductForm(context.get(servicesContext), staff, request, { kind: 'new' }, now)
}

export const meta: Route.MetaFunction = () => staffMeta(t.form.newTitle)

/** /forvaltning/produkter/ny: a new product, saved as a draft or published at once. */
export default function StaffProductNew({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <ProductEditor
      title={t.form.newTitle}
      loaded={loaderData.values}
      result={actionData}
      choices={loaderData.choices}
      published={false}
    />
  )
}
