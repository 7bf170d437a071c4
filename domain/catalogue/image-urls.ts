/**
 * Where this product serves its images. Image rows never change (a new picture is a new row), so
 * a URL names one picture forever and may be cached forever.
 */
export function imageUrl(imageId: number): string {
  return `/bilde/${imageId}`
}

/** The widths an image is resized to; a srcset offers these. */
export const IMAGE_WIDTHS = [320, 640, 960, 1280] as const

export function documentUrl(documentId: number): string {
  return `/api/v1/produkt/dokument/${documentId}`
}
