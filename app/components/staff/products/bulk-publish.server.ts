import { data, redirect } from 'react-router'
import type { Services } from '#app-context'
import {
  bulkPublishSchema,
  draftsOfImport,
  DraftsIncompleteError,
  publishDrafts,
} from '../../../../domain/staff/products/bulk-publish.ts'
import {
  ProductForbiddenError,
  ProductNotFoundError,
} from '../../../../domain/staff/products/product-rules.ts'
import type { StaffMember } from '../../../../domain/staff/staff-member.ts'
import { format } from '../../../../i18n/format.ts'
import { readForm } from '../../form/read-form.server.ts'
import { unlessUnavailable } from '../../../unavailable.server.ts'
import { PRODUCTS_PATH } from './product-paths.ts'
import { fieldLabel, problemText, t } from './product-texts.ts'

/** Why nothing was published: nothing chosen, or the drafts that lack something. */
export interface BulkPublishRefusal {
  problem: string
  incomplete: string[]
}

const refused = (problem: string, incomplete: string[] = []) =>
  data<BulkPublishRefusal>({ problem, incomplete }, { status: 400 })

/**
 * The staff list's post: publishes the drafts ticked, or all an import made, in one go through
 * the domain, which checks every draft against the rules and the whole product's schema first.
 */
export async function submitBulkPublish(
  services: Services,
  staff: StaffMember,
  request: Request,
  now: Date,
) {
  const form = await readForm(request)
  const parsed = bulkPublishSchema.safeParse({
    handling: form.get('handling'),
    utkast: form.getAll('utkast'),
    import: form.get('import'),
  })
  if (!parsed.success) return refused(t.bulk.noneChosen)
  try {
    const { handling, utkast, import: importId } = parsed.data
    const ids =
      handling === 'publiser-import'
        ? importId
          ? await unlessUnavailable(draftsOfImport(services.db, importId))
          : []
        : utkast
    if (!ids.length) return refused(t.bulk.noneChosen)
    const published = await unlessUnavailable(
      publishDrafts(services.db, { actor: staff, now }, ids),
    )
    return redirect(`${PRODUCTS_PATH}?status=publisert&publisert=${published.length}`)
  } catch (error) {
    if (error instanceof ProductForbiddenError) throw data(null, { status: 403 })
    if (error instanceof ProductNotFoundError) throw data(null, { status: 404 })
    if (error instanceof DraftsIncompleteError) {
      const lines = error.drafts.map((draft) =>
        format(t.bulk.incomplete, {
          name: draft.navn ?? t.form.unnamed,
          field: fieldLabel(draft.felt),
          problem: problemText(draft.problem),
        }),
      )
      return refused(t.bulk.incompleteLead, lines)
    }
    throw error
  }
}
