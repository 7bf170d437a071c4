import type { DocumentRow, ProductFormValues } from './product-form-values.ts'

/** The form's field for a new document's file, and for the name it is shown under. */
export const NEW_DOCUMENT = 'nyttDokument'
export const NEW_DOCUMENT_NAME = 'nyttDokumentNavn'

/** The button values (after `bilde:`) that remove a document or move it up or down the list. */
export const REMOVE_DOCUMENT = 'dokument-fjern'
export const MOVE_DOCUMENT_UP = 'dokument-opp'
export const MOVE_DOCUMENT_DOWN = 'dokument-ned'

/** The form's values with a document just uploaded added last, its name field emptied. */
export function withNewDocument(
  values: ProductFormValues,
  document: DocumentRow,
): ProductFormValues {
  const { [NEW_DOCUMENT_NAME]: _typed, ...texts } = values.texts
  return { ...values, texts, dokumenter: [...values.dokumenter, document] }
}

/**
 * The form's values after a document's button (removed, moved up or down); anything else, or a
 * document that is not in the form, leaves them as they were.
 */
export function afterDocumentButton(values: ProductFormValues, button: string): ProductFormValues {
  const [action, id] = button.split(':')
  const documents = [...values.dokumenter]
  const index = documents.findIndex((document) => document.id === id)
  if (index < 0) return values
  if (action === REMOVE_DOCUMENT) {
    documents.splice(index, 1)
  } else if (action === MOVE_DOCUMENT_UP || action === MOVE_DOCUMENT_DOWN) {
    const other = action === MOVE_DOCUMENT_UP ? index - 1 : index + 1
    if (other < 0 || other >= documents.length) return values
    ;[documents[index], documents[other]] = [documents[other]!, documents[index]!]
  } else {
    return values
  }
  return { ...values, dokumenter: documents }
}
