import type { Random } from './random.ts'

/** The GS1 check digit: weights 1 and 3 alternate from the left over the first twelve digits. */
export function ean13CheckDigit(firstTwelve: string): number {
  if (!/^\d{12}$/.test(firstTwelve)) throw new Error(`Not twelve digits: ${firstTwelve}`)
  let sum = 0
  for (let i = 0; i < 12; i++) sum += Number(firstTwelve[i]) * (i % 2 === 0 ? 1 : 3)
  return (10 - (sum % 10)) % 10
}

/** Whether a string is thirteen digits ending in the right check digit. */
export function isValidEan13(code: string): boolean {
  return /^\d{13}$/.test(code) && ean13CheckDigit(code.slice(0, 12)) === Number(code[12])
}

/** A random EAN-13 under a GS1 country prefix, so the barcode hints at where it was registered. */
export function randomEan13(prefix: string, random: Random): string {
  const body = prefix + random.digits(12 - prefix.length)
  return body + String(ean13CheckDigit(body))
}
