import type { DocumentRow, ProductFormValues } from './product-form-values.ts'

/** The form's field for a new document's file, and for the name it is shown under. */
export const NEW_DOCUMENT = 'nyttDokument'
export const NEW_DOCUMENT_NAME = 'nyttDokumentNavn'

/** The button value (after `bilde:`) that removes a document from the form. */
export const REMOVE_DOCUMENT = 'dokument-fjern'

/** The form's values with a document just uploaded added last, its name field emptied. */
export function withNewDocument(
  values: ProductFormValues,
  document: DocumentRow,
): ProductFormValues {
  const { [NEW_DOCUMENT_NAME]: _typed, ...texts } = values.texts
  return { ...values, texts, dokumenter: [...values.dokumenter, document] }
}

/** The form's values after a document's remove button; anything else leaves them as they were. */
export function afterDocumentButton(values: ProductFormValues, button: string): ProductFormValues {
  const [action, id] = button.split(':')
  if (action !== REMOVE_DOCUMENT) return values
  return { ...values, dokumenter: values.dokumenter.filter((document) => document.id !== id) }
}
