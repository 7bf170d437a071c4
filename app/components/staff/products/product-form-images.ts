import type { ImageRow, ProductFormValues } from './product-form-values.ts'

/** The form's field for a new picture's file, and for its alternative text. */
export const NEW_IMAGE = 'nyttBilde'
export const NEW_IMAGE_ALT = 'nyttBildeAlt'

/** The file chosen in one of the form's file fields (a picture, a document), if one was. */
export function postedFile(form: FormData, name: string): File | undefined {
  const file = form.get(name)
  // A browser posts an empty, nameless part when no file was chosen.
  return file instanceof File && (file.size > 0 || file.name) ? file : undefined
}

/** The form's values with a picture just uploaded added last, its text field emptied. */
export function withNewImage(values: ProductFormValues, image: ImageRow): ProductFormValues {
  const { [NEW_IMAGE_ALT]: _typed, ...texts } = values.texts
  return { ...values, texts, bilder: [...values.bilder, image] }
}

/**
 * The form's values after a picture button (moved up or down, removed); anything else, or a
 * picture that is not in the form, leaves them as they were.
 */
export function afterImageButton(values: ProductFormValues, button: string): ProductFormValues {
  const [action, id] = button.split(':')
  const images = [...values.bilder]
  const index = images.findIndex((image) => image.id === id)
  if (index < 0) return values
  if (action === 'fjern') {
    images.splice(index, 1)
  } else if (action === 'opp' || action === 'ned') {
    const other = action === 'opp' ? index - 1 : index + 1
    if (other < 0 || other >= images.length) return values
    ;[images[index], images[other]] = [images[other]!, images[index]!]
  }
  return { ...values, bilder: images }
}
