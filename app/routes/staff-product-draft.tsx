import { data } from 'react-router'
import { servicesContext } from '#app-context'
import { readDraft } from '../../domain/staff/products/drafts.ts'
import { listHistory } from '../../domain/staff/products/product-history.ts'
import { mayEditProductOf } from '../../domain/staff/roles.ts'
import { format } from '../../i18n/format.ts'
import { signedInStaff } from '../components/staff/staff-area.server.ts'
import { staffClockContext } from '../components/staff/staff-context.ts'
import { staffMeta } from '../components/staff/staff-meta.ts'
import { idOf, loadFormChoices } from '../components/staff/products/load-product-form.server.ts'
import { submitProductForm } from '../components/staff/products/product-actions.server.ts'
import { ProductEditor } from '../components/staff/products/product-editor.tsx'
import { formValuesOf } from '../components/staff/products/product-form-values.ts'
import { previewPath } from '../components/staff/products/product-paths.ts'
import { t } from '../components/staff/products/product-texts.ts'
import { unlessUnavailable } from '../unavailable.server.ts'
import type { Route } from './+types/staff-product-draft.ts'

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const staff = signedInStaff(context)
  const services = context.get(servicesContext)
  const id = idOf(params.id)
  const draft = id === undefined ? undefined : await unlessUnavailable(readDraft(services.db, id))
  if (!draft) throw data(null, { status: 404 })
  const [choices, history] = await unlessUnavailable(
    Promise.all([
      loadFormChoices(services, staff),
      listHistory(services.db, { utkastId: draft.id }),
    ]),
  )
  return {
    id: draft.id,
    values: formValuesOf(draft.fields, draft.versjon),
    name: draft.fields.navn,
    choices,
    history,
    mayEdit: mayEditProductOf(staff, draft.fields.myndighet),
    saved: new URL(request.url).searchParams.has('lagret'),
  }
}

export function action({ params, request, context }: Route.ActionArgs) {
  const staff = signedInStaff(context)
  const id = idOf(params.id)
  if (id === undefined) throw data(null, { status: 404 })
  const now = context.get(staffClockContext)()
  return submitProductForm(context.get(servicesContext), staff, request, { kind: 'draft', id }, now)
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  staffMeta(format(t.form.draftTitle, { name: loaderData?.name ?? t.form.unnamed }))

/** /forvaltning/produkter/utkast/:id: a draft resumed, saved again or published. */
export default function StaffProductDraft({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <ProductEditor
      title={format(t.form.draftTitle, { name: loaderData.name ?? t.form.unnamed })}
      loaded={loaderData.values}
      result={actionData}
      choices={loaderData.choices}
      published={false}
      notice={loaderData.saved ? t.form.draftSaved : undefined}
      readOnly={loaderData.mayEdit ? undefined : t.forbidden.text}
      history={loaderData.history}
      previewPage={
        loaderData.mayEdit ? previewPath({ kind: 'draft', id: loaderData.id }) : undefined
      }
    />
  )
}
