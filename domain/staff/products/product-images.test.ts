import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { MAX_IMAGE_BYTES, prepareProductImage } from './product-images.ts'

const picture = (width: number, height: number, alpha = false) =>
  sharp({
    create: {
      width,
      height,
      channels: alpha ? 4 : 3,
      background: alpha ? { r: 200, g: 30, b: 30, alpha: 0.5 } : { r: 200, g: 30, b: 30 },
    },
  })

/** An upload as the form gets it: bytes under a name the browser chose. */
const upload = (bytes: Buffer, name: string) => new File([new Uint8Array(bytes)], name)
const bytesOf = async (file: File) => new Uint8Array(await file.arrayBuffer())

describe('prepareProductImage', () => {
  it('takes a PNG named .jpg as the PNG it is, and keeps its transparency', async () => {
    const file = upload(await picture(40, 30, true).png().toBuffer(), 'bilde.jpg')
    const result = await prepareProductImage(await bytesOf(file))
    expect(result.ok && result.image.mimeType).toBe('image/png')
    expect(result.ok && [result.image.width, result.image.height]).toEqual([40, 30])
  })

  it('refuses a text file named .png', async () => {
    const file = upload(Buffer.from('Dette er ikke et bilde.\n'), 'bilde.png')
    expect(await prepareProductImage(await bytesOf(file))).toEqual({
      ok: false,
      problem: 'staffProducts.validation.imageType',
    })
  })

  it('refuses a file over the size limit before looking at it', async () => {
    const big = Buffer.alloc(MAX_IMAGE_BYTES + 1)
    const start = await picture(10, 10).jpeg().toBuffer()
    start.copy(big)
    expect(await prepareProductImage(big)).toEqual({
      ok: false,
      problem: 'staffProducts.validation.imageTooLarge',
    })
  })

  it('refuses an empty file and a picture cut off halfway', async () => {
    expect(await prepareProductImage(new Uint8Array())).toEqual({
      ok: false,
      problem: 'staffProducts.validation.imageEmpty',
    })
    const whole = await picture(300, 200).png().toBuffer()
    expect(await prepareProductImage(whole.subarray(0, 120))).toEqual({
      ok: false,
      problem: 'staffProducts.validation.imageUnreadable',
    })
  })

  it('shrinks a large photo to the widest size the public page serves, as JPEG', async () => {
    const result = await prepareProductImage(await picture(3000, 2000).webp().toBuffer())
    if (!result.ok) throw new Error(result.problem)
    expect(result.image).toMatchObject({ mimeType: 'image/jpeg', width: 1280, height: 853 })
    const kept = await sharp(result.image.data).metadata()
    expect([kept.format, kept.width]).toEqual(['jpeg', 1280])
  })

  it('drops the metadata a camera writes, such as where the photo was taken', async () => {
    const withExif = await picture(50, 50)
      .withExif({ IFD0: { Copyright: 'Kari Nordmann', Artist: 'Kari Nordmann' } })
      .jpeg()
      .toBuffer()
    expect((await sharp(withExif).metadata()).exif).toBeDefined()
    const result = await prepareProductImage(withExif)
    if (!result.ok) throw new Error(result.problem)
    expect((await sharp(result.image.data).metadata()).exif).toBeUndefined()
  })
})
