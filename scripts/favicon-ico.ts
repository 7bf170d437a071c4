import { readFileSync } from 'node:fs'
import sharp from 'sharp'

/** The sizes browsers and crawlers that ask for /favicon.ico pick from (tabs, bookmarks, lists). */
const SIZES = [16, 32, 48] as const

/**
 * /favicon.ico drawn from public/favicon.svg: the address that crawlers and older browsers ask
 * for whatever the page's <link rel="icon"> says. An ICO file holding one PNG per size, which
 * every browser since 2007 reads.
 */
export async function faviconIco(svgPath = 'public/favicon.svg'): Promise<Buffer> {
  const svg = readFileSync(svgPath)
  const images = await Promise.all(
    SIZES.map((size) =>
      sharp(svg, { density: 288 }).resize(size, size).png({ compressionLevel: 9 }).toBuffer(),
    ),
  )
  return icoFile(images.map((png, index) => ({ size: SIZES[index]!, png })))
}

/** The ICO container: a 6-byte header, a 16-byte entry per image, then the images. */
function icoFile(images: { size: number; png: Buffer }[]): Buffer {
  const header = Buffer.alloc(6 + 16 * images.length)
  header.writeUInt16LE(0, 0) // reserved
  header.writeUInt16LE(1, 2) // 1: icon
  header.writeUInt16LE(images.length, 4)
  let offset = header.length
  images.forEach(({ size, png }, index) => {
    const entry = 6 + 16 * index
    header.writeUInt8(size % 256, entry) // width; 0 stands for 256
    header.writeUInt8(size % 256, entry + 1) // height
    header.writeUInt16LE(1, entry + 4) // colour planes
    header.writeUInt16LE(32, entry + 6) // bits per pixel
    header.writeUInt32LE(png.length, entry + 8)
    header.writeUInt32LE(offset, entry + 12)
    offset += png.length
  })
  return Buffer.concat([header, ...images.map((image) => image.png)])
}
