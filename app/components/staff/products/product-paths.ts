/** The staff area's product pages. */
export const PRODUCTS_PATH = '/forvaltning/produkter'
export const NEW_PRODUCT_PATH = `${PRODUCTS_PATH}/ny`
export const IMPORT_PATH = `${PRODUCTS_PATH}/import`

/** What a product form saves: a new product, a draft, or a product already published. */
export type ProductTarget = { kind: 'new' } | { kind: 'draft' | 'product'; id: number }

/** The page of a draft or a product. */
export function productPath(target: ProductTarget): string {
  if (target.kind === 'new') return NEW_PRODUCT_PATH
  return target.kind === 'draft'
    ? `${PRODUCTS_PATH}/utkast/${target.id}`
    : `${PRODUCTS_PATH}/${target.id}`
}

/** A product's picture as the staff area shows it, before it is public too. */
/** A document as the staff area offers it, also one only uploaded (routes/staff-document.ts). */
export function staffDocumentUrl(documentId: number): string {
  return `/forvaltning/dokument/${documentId}`
}

export function staffImageUrl(imageId: number): string {
  return `/forvaltning/bilde/${imageId}`
}

/** The page showing a draft or product as the public page will. */
export function previewPath(target: ProductTarget): string {
  return `${productPath(target)}/forhandsvisning`
}
