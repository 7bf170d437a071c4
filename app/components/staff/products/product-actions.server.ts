import { data, redirect } from 'react-router'
import type { Services } from '#app-context'
import { saveDraft } from '../../../../domain/staff/products/drafts.ts'
import {
  publishProduct,
  saveProduct,
  withdrawProduct,
} from '../../../../domain/staff/products/publish.ts'
import {
  ProductForbiddenError,
  ProductNotFoundError,
} from '../../../../domain/staff/products/product-rules.ts'
import type { ProductFields } from '../../../../domain/staff/products/product-schema.ts'
import { ProductInvalidError } from '../../../../domain/staff/products/references.ts'
import { ProductConflictError } from '../../../../domain/staff/products/save-errors.ts'
import type { StaffMember } from '../../../../domain/staff/staff-member.ts'
import { readForm } from '../../form/read-form.server.ts'
import { plainRecord } from '../../form/form-values.ts'
import { unlessUnavailable } from '../../../unavailable.server.ts'
import { checkProductForm } from './product-form-check.ts'
import type { ProductFormResult } from './product-form-result.ts'
import {
  readProductForm,
  type ProductFormValues,
  type ProductIntent,
} from './product-form-values.ts'
import { assertMayChangeFor } from '../../../../domain/staff/products/upload-image.ts'
import { afterImageButton } from './product-form-images.ts'
import { afterDocumentButton } from './product-form-documents.ts'
import { takeUploads } from './product-uploads.server.ts'
import { problemText, t } from './product-texts.ts'
import { productPath, type ProductTarget } from './product-paths.ts'

/** Which buttons each form has: a draft or a new product is saved or published; a product is saved or withdrawn. */
const INTENTS: Record<ProductTarget['kind'], readonly ProductIntent[]> = {
  new: ['utkast', 'publiser'],
  draft: ['utkast', 'publiser'],
  product: ['lagre', 'trekk'],
}

const refused = (values: ProductFormValues, errors: Record<string, string>, status = 400) =>
  data<ProductFormResult>({ values, errors }, { status })

/**
 * A product form's post: checked by the same schema as the page's fields, then saved, published
 * or withdrawn by the domain, which decides whether this person may. Refusals keep what was
 * typed: 400 with the problems, 409 with who saved in between; 403 and 404 are the error page.
 */
export async function submitProductForm(
  services: Services,
  staff: StaffMember,
  request: Request,
  target: ProductTarget,
  now: Date,
) {
  const form = await readForm(request)
  const posted = readProductForm(form)
  const { intent } = posted
  let { values } = posted
  if (!intent || !(intent === 'bilde' || INTENTS[target.kind].includes(intent))) {
    return refused(values, { form: problemText('reports.invalidChoice') })
  }
  const by = { actor: staff, now }
  try {
    if (intent !== 'trekk') {
      const taken = await takeUploads(services, by, form, target, values)
      if ('errors' in taken) return refused(values, taken.errors)
      values = taken.values
    }
    if (intent === 'bilde') {
      if (target.kind !== 'new') {
        const owner = target.kind === 'product' ? { produktId: target.id } : { utkastId: target.id }
        await unlessUnavailable(assertMayChangeFor(services.db, staff, owner))
      }
      const button = posted.imageButton ?? ''
      const changed = afterImageButton(afterDocumentButton(values, button), button)
      return data<ProductFormResult>({ values: changed, errors: {}, notice: t.form.imagesNotSaved })
    }
    if (intent === 'trekk' && target.kind === 'product') {
      const versjon = values.versjon ? Number(values.versjon) : undefined
      await unlessUnavailable(withdrawProduct(services.db, by, target.id, versjon))
      return redirect(`${productPath(target)}?trukket`)
    }
    const parsed = checkProductForm(values, intent)
    if (!parsed.ok) return refused(values, parsed.errors)
    const utkastId = target.kind === 'draft' ? target.id : undefined
    if (intent === 'utkast') {
      const saved = await unlessUnavailable(
        saveDraft(services.db, by, { utkastId, fields: parsed.data }),
      )
      return redirect(`${productPath({ kind: 'draft', id: saved.utkastId })}?lagret`)
    }
    // Not a draft, so the whole product's schema checked it.
    const product = parsed.data as ProductFields
    if (target.kind === 'product') {
      await unlessUnavailable(saveProduct(services.db, by, target.id, product))
      return redirect(`${productPath(target)}?lagret`)
    }
    const id = await unlessUnavailable(
      publishProduct(services.db, by, { utkastId, fields: product }),
    )
    return redirect(`${productPath({ kind: 'product', id })}?publisert`)
  } catch (error) {
    if (error instanceof ProductForbiddenError) throw data(null, { status: 403 })
    if (error instanceof ProductNotFoundError) throw data(null, { status: 404 })
    if (error instanceof ProductConflictError) {
      const current = { ...values, versjon: String(error.versjon) }
      return data<ProductFormResult>(
        { values: current, errors: {}, conflict: error.changes },
        { status: 409 },
      )
    }
    if (error instanceof ProductInvalidError) {
      const texts = plainRecord<string>()
      for (const [name, key] of Object.entries(error.problems)) texts[name] = problemText(key)
      return refused(values, texts)
    }
    throw error
  }
}
