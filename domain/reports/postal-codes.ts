import postalCodes from 'norway-postal-codes'

/**
 * Postal code look-up, served by this product from Bring's postal code register as the
 * `norway-postal-codes` package carries it (code MIT; the register is Bring's, under the
 * Norwegian Licence for Open Government Data, NLOD, which asks for attribution). The spec's
 * client calls an external service for this; here no request leaves the server.
 */

export interface PostalPlace {
  postnummer: string
  poststed: string
}

/** Spec section 9: a postal code is padded to four digits ('150' is '0150'). */
export function padPostalCode(value: string): string | undefined {
  const trimmed = value.trim()
  return /^\d{1,4}$/.test(trimmed) ? trimmed.padStart(4, '0') : undefined
}

/** The place of a Norwegian postal code; undefined when the register has no such code. */
export function lookupPostalCode(value: string): PostalPlace | undefined {
  const postnummer = padPostalCode(value)
  if (!postnummer || !Object.hasOwn(postalCodes, postnummer)) return undefined
  return { postnummer, poststed: postalCodes[postnummer]! }
}

/** Whether the register has the code, as a form field checks it. */
export function isKnownPostalCode(value: string): boolean {
  return lookupPostalCode(value) !== undefined
}
