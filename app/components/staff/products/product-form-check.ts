import {
  productDraftSchema,
  productSchema,
  type ProductDraftFields,
} from '../../../../domain/staff/products/product-schema.ts'
import { plainRecord } from '../../form/form-values.ts'
import { checkReport } from '../../report/report-values.ts'
import { schemaInput, type ProductFormValues, type ProductIntent } from './product-form-values.ts'
import { problemText } from './product-texts.ts'

/**
 * Checks a product form for what its button asked: a draft for form only, anything else as the
 * whole product. The action checks a post with it, and the page checks the form with it before
 * sending, by the public forms' mechanism (checkReport), so both say the same words. The
 * problems are the texts to show, by form name (`fareList.0.risikoId`).
 */
export function checkProductForm(
  values: ProductFormValues,
  intent: ProductIntent,
): { ok: true; data: ProductDraftFields } | { ok: false; errors: Record<string, string> } {
  const schema = intent === 'utkast' ? productDraftSchema : productSchema
  const checked = checkReport(schema, schemaInput(values))
  if (checked.ok) return checked
  const errors = plainRecord<string>()
  for (const [name, problem] of Object.entries(checked.errors)) {
    errors[name] = problemText(problem.key, problem.params)
  }
  return { ok: false, errors }
}
