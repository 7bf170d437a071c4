import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { colourHex } from './colours.ts'
import { productImages, type PictureInput } from './images.ts'
import { createRandom } from './random.ts'
import { svgProblems } from './svg-check.ts'

const input: PictureInput = {
  navn: 'Lekerobot <Turbo> & venner',
  shape: 'robot',
  eanNr: '4006381333931',
  colour: 'rød',
  accent: 'svart',
}

function allImages(product: PictureInput, rounds = 40) {
  const random = createRandom('bildetest')
  return Array.from({ length: rounds }, () => productImages(random, product))
}

describe('productImages', () => {
  it('draws one to three well-formed SVG images, the first the only main thumbnail', () => {
    for (const images of allImages(input)) {
      expect(images.length).toBeGreaterThanOrEqual(1)
      expect(images.length).toBeLessThanOrEqual(3)
      expect(images.map((image) => image.mainThumbnail)).toEqual(
        images.map((_, index) => index === 0),
      )
      expect(images.map((image) => image.rekkefolge)).toEqual(images.map((_, index) => index))
      for (const image of images) {
        const svg = image.data.toString('utf8')
        expect(svgProblems(svg)).toEqual([])
        expect(svg).toContain(`width="${image.width}" height="${image.height}"`)
        expect(image.data.length).toBeLessThan(8192)
        expect(image.alt).toContain('Lekerobot <Turbo> & venner')
      }
    }
  })

  it('prints no text on the pictures: the name and numbers are on the page', () => {
    for (const image of allImages(input).flat()) {
      const svg = image.data.toString('utf8')
      expect(svg).not.toMatch(/<text|<tspan|font-family/)
      expect(svg).not.toContain('Lekerobot')
      expect(svg).not.toContain('4006381333931')
    }
  })

  it('shades the product in its own colour, as a photograph lit from one side', () => {
    const [front] = productImages(createRandom(1), input)
    const svg = front?.data.toString('utf8') ?? ''
    expect(svg).toContain(`stop-color="${colourHex('rød')}"`)
    expect(svg).toMatch(/<linearGradient id="body"/)
    expect(svg).toMatch(/fill="url\(#shadow\)"/)
  })

  it('renders to a picture of many tones with sharp, as the image route serves it', async () => {
    const [front] = productImages(createRandom(2), input)
    const { data, info } = await sharp(front!.data).raw().toBuffer({ resolveWithObject: true })
    const tones = new Set<number>()
    for (let at = 0; at < data.length; at += info.channels * 7) {
      tones.add((data[at]! << 16) | (data[at + 1]! << 8) | data[at + 2]!)
    }
    // A flat two-colour drawing has a handful of tones; shading and shadows give hundreds.
    expect(tones.size).toBeGreaterThan(300)
  })
})
