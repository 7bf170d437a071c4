/**
 * Check digits the forms verify, so a mistyped number is caught while the sender is still there.
 */

const ORGANISATION_NUMBER_WEIGHTS = [3, 2, 7, 6, 5, 4, 3, 2]

/**
 * A Norwegian organisation number: nine digits, the last a modulus-11 check digit over the first
 * eight with weights 3, 2, 7, 6, 5, 4, 3, 2 (Brønnøysundregistrene). A remainder of 1 gives no
 * valid check digit, so such numbers are never issued.
 */
export function isValidOrganisationNumber(value: string): boolean {
  if (!/^\d{9}$/.test(value)) return false
  const digits = [...value].map(Number)
  const sum = ORGANISATION_NUMBER_WEIGHTS.reduce(
    (total, weight, i) => total + weight * digits[i]!,
    0,
  )
  const remainder = sum % 11
  const check = remainder === 0 ? 0 : 11 - remainder
  return check !== 10 && check === digits[8]
}

/**
 * An EAN-8 or EAN-13 barcode number (GTIN): weights 3 and 1 alternate from the digit next to the
 * check digit, and the check digit brings the sum up to a multiple of ten.
 */
export function isValidEan(value: string): boolean {
  if (!/^(\d{8}|\d{13})$/.test(value)) return false
  const digits = [...value].map(Number)
  const check = digits.pop()!
  const sum = digits.reverse().reduce((total, digit, i) => total + digit * (i % 2 === 0 ? 3 : 1), 0)
  return (10 - (sum % 10)) % 10 === check
}
