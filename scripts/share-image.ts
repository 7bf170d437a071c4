import path from 'node:path'
import sharp from 'sharp'

/**
 * Draws the default share image (spec section 2: 512x512) from the logo's shapes, as a PNG
 * because the sites that read Open Graph tags do not all take SVG. Run it again after a change
 * to the logo: node scripts/share-image.ts
 */
const SIZE = 512
const OUTPUT = path.resolve('public/share-image.png')

// The logo's 48x48 drawing, scaled up and centred on the theme's blue. No text on purpose: it
// would depend on the fonts of the machine that runs this, and the card shows the title anyway.
/** The logo's warning sign on its 48x48 grid, without the blue square (the app icons use it too). */
export const LOGO_SIGN = `<path d="M24 9.5c1.1 0 2.1.6 2.6 1.5l13.1 22.7c1.2 2-.3 4.5-2.6 4.5H10.9c-2.3 0-3.8-2.5-2.6-4.5L21.4 11c.5-.9 1.5-1.5 2.6-1.5Z" fill="#f2c275"/>
    <path d="M22.2 18.5h3.6l-.7 10.2h-2.2l-.7-10.2Z" fill="#24272b"/>
    <circle cx="24" cy="32.6" r="2" fill="#24272b"/>`

const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${SIZE}" height="${SIZE}" viewBox="0 0 48 48">
  <rect width="48" height="48" fill="#0062ba"/>
  <g transform="translate(6 5.5) scale(0.75)">
    ${LOGO_SIGN}
  </g>
</svg>`

export async function writeShareImage(output = OUTPUT) {
  await sharp(Buffer.from(svg)).resize(SIZE, SIZE).png({ compressionLevel: 9 }).toFile(output)
  return output
}

if (import.meta.main) console.log(`wrote ${await writeShareImage()}`)
