import sharp from 'sharp'

/** The bars of each digit (1 = dark module) in an EAN-13's left half, odd (L) and even (G) parity. */
const L_CODES = [
  '0001101',
  '0011001',
  '0010011',
  '0111101',
  '0100011',
  '0110001',
  '0101111',
  '0111011',
  '0110111',
  '0001011',
]
const invert = (code: string) => [...code].map((bit) => (bit === '1' ? '0' : '1')).join('')
/** The right half's codes (R) are L's inverted; G is R read backwards. */
const R_CODES = L_CODES.map(invert)
const G_CODES = R_CODES.map((code) => [...code].reverse().join(''))
/** Which of the left six digits use G, told by the first digit, which has no bars of its own. */
const PARITY = [
  'LLLLLL',
  'LLGLGG',
  'LLGGLG',
  'LLGGGL',
  'LGLLGG',
  'LGGLLG',
  'LGGGLL',
  'LGLGLG',
  'LGLGGL',
  'LGGLGL',
]

/** The 95 modules of an EAN-13 barcode, as GS1 General Specifications 5.2.1 draws them. */
function ean13Modules(ean: string): string {
  if (!/^\d{13}$/.test(ean)) throw new Error(`not thirteen digits: ${ean}`)
  const digits = [...ean].map(Number)
  const parity = PARITY[digits[0]!]!
  const left = digits
    .slice(1, 7)
    .map((digit, i) => (parity[i] === 'G' ? G_CODES : L_CODES)[digit])
    .join('')
  const right = digits
    .slice(7)
    .map((digit) => R_CODES[digit])
    .join('')
  return `101${left}01010${right}101`
}

/**
 * A grey picture (one byte a pixel) of a printed EAN-13 on white, the way a camera held up to a
 * package sees it: drawn as SVG and rendered by sharp.
 */
export async function ean13Picture(ean: string, width: number, height: number): Promise<Buffer> {
  const modules = ean13Modules(ean)
  const moduleWidth = 4
  const left = (width - modules.length * moduleWidth) / 2
  const top = height / 4
  const bars = [...modules]
    .map((bit, i) =>
      bit === '1'
        ? `<rect x="${left + i * moduleWidth}" y="${top}" width="${moduleWidth}" height="${height / 2}"/>`
        : '',
    )
    .join('')
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="100%" height="100%" fill="#fff"/><g fill="#000">${bars}</g></svg>`
  return sharp(Buffer.from(svg)).grayscale().raw().toBuffer()
}
