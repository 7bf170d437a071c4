import { describe, expect, it } from 'vitest'
import { wrap } from './image-views.ts'
import { productImages } from './images.ts'
import { createRandom } from './random.ts'
import { svgProblems } from './svg-check.ts'

const input = {
  navn: 'Lekerobot <Turbo> & venner med ekstra langt navn som må brytes',
  kjennetegn: 'Modell: "TR-77"',
  shape: 'robot' as const,
  batchSerieNr: 'LOT 22A118',
  eanNr: '4006381333931',
}

describe('productImages', () => {
  it('draws one to three well-formed SVG images, the first the only main thumbnail', () => {
    const random = createRandom('bildetest')
    for (let i = 0; i < 40; i++) {
      const images = productImages(random, input)
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
        expect(image.data.length).toBeLessThan(4096)
        expect(image.alt).toContain('Lekerobot <Turbo>')
      }
    }
  })

  it('escapes the product name inside the drawing', () => {
    const [front] = productImages(createRandom(1), input)
    const svg = front?.data.toString('utf8') ?? ''
    expect(svg).toContain('Lekerobot &lt;Turbo&gt; &amp;')
    expect(svg).not.toContain('<Turbo>')
  })
})

describe('wrap', () => {
  it('keeps short names on one line and shortens what does not fit in two', () => {
    expect(wrap('Barneseng Drømmeland 60x120', 30, 2)).toEqual(['Barneseng Drømmeland 60x120'])
    const lines = wrap('Elsparkesykkel for barn Nordlys 350 W Limited Edition i gaveeske', 20, 2)
    expect(lines).toHaveLength(2)
    expect(lines[1]?.endsWith('…')).toBe(true)
    expect(lines.every((line) => line.length <= 20)).toBe(true)
  })
})
