import { isValidEan } from '../../../domain/reports/check-digits.ts'

/**
 * The number to search by for a scanned barcode, or undefined when the reading is not one. A
 * UPC-A code (12 digits, read in North America) is the same GTIN as the EAN-13 with a leading
 * zero, and products are registered with their EAN-13, so it is searched in that form.
 */
export function searchNumberFromBarcode(text: string): string | undefined {
  const digits = text.trim()
  const gtin = /^\d{12}$/.test(digits) ? `0${digits}` : digits
  return isValidEan(gtin) ? gtin : undefined
}

/** Whether a search text is a barcode number (EAN-8 or EAN-13 with a right check digit). */
export function isBarcodeNumber(q: string | undefined): q is string {
  return q !== undefined && isValidEan(q.trim())
}
