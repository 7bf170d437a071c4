import { describe, expect, it } from 'vitest'
import { cardImageSizes, imageSrcSet } from './image-sources.ts'

describe('imageSrcSet', () => {
  it('offers every width the server resizes to', () => {
    expect(imageSrcSet('/bilde/7')).toBe(
      '/bilde/7?w=320 320w, /bilde/7?w=640 640w, /bilde/7?w=960 960w, /bilde/7?w=1280 1280w',
    )
  })
})

describe('cardImageSizes', () => {
  it('follows the grid: one card a row on phones, two on tablets, then the wide count', () => {
    expect(cardImageSizes(4)).toBe(
      '(max-width: 599.98px) calc(100vw - 2rem), ' +
        '(max-width: 1023.98px) calc(50vw - 2.75rem), ' +
        'calc((min(100vw, 80rem) - 4rem - 4.5rem) / 4)',
    )
  })

  it('leaves room for a sidebar', () => {
    expect(cardImageSizes(3, 18)).toContain('calc((min(100vw, 80rem) - 4rem - 20rem - 3rem) / 3)')
  })
})
