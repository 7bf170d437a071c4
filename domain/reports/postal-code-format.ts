/**
 * The form of a Norwegian postal code, without Bring's register (postal-codes.ts), so that the
 * browser can check it without loading the register.
 */

/** Spec section 9: a postal code is padded to four digits ('150' is '0150'). */
export function padPostalCode(value: string): string | undefined {
  const trimmed = value.trim()
  return /^\d{1,4}$/.test(trimmed) ? trimmed.padStart(4, '0') : undefined
}
