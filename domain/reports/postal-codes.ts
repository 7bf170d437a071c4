import postalCodes from 'norway-postal-codes'
import { postalCode } from './coded-fields.ts'
import { check } from './fields.ts'
import { padPostalCode } from './postal-code-format.ts'

/**
 * Postal code look-up, served by this product from Bring's postal code register as the
 * `norway-postal-codes` package carries it (code MIT; the register is Bring's, under the
 * Norwegian Licence for Open Government Data, NLOD, which asks for attribution). The spec's
 * client calls an external service for this; here no request leaves the server. The register
 * is some 90 KB: only the server imports this module; the browser asks GET /postnummer.
 */

export interface PostalPlace {
  postnummer: string
  poststed: string
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

/** A postal code field as the server checks it: of the right form, and in the register. */
export const knownPostalCode = () =>
  postalCode().superRefine(
    check((value) => (isKnownPostalCode(value) ? undefined : { key: 'reports.invalidPostalCode' })),
  )
