import { nb } from '../../../../i18n/nb.ts'
import { staffProductsNb } from '../../../../i18n/staff-products.nb.ts'
import { translateKey } from '../../../../i18n/translate.ts'

/** The staff product pages' texts, and the public page's labels for each product field. */
export const t = staffProductsNb
export const labels = nb.catalogue.product

/**
 * The text behind a schema's message key: the staff area's own (`staffProducts.*`) or the
 * public forms' (`reports.*`), so a field says what the same rule says on the public forms.
 */
export function problemText(key: string, values: Record<string, string | number> = {}): string {
  return (
    translateKey({ staffProducts: staffProductsNb } as never, key, values) ??
    translateKey(nb, key, values) ??
    key
  )
}

/** A product field's label, as the public product page writes it. */
export function fieldLabel(field: string): string {
  const own = t.fields as Record<string, string>
  const shared = labels as Record<string, string>
  return own[field] ?? shared[field] ?? field
}
