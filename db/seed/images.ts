import { colourHex, type ColourName } from './colours.ts'
import { labelView, packageView, productView, type Canvas, type ViewInput } from './image-views.ts'
import type { Random } from './random.ts'
import type { ShapeKey } from './shapes.ts'
import { mix } from './studio.ts'

/** One row of produkt_bilde, before it knows its product's id. */
export interface ImageDraft {
  data: Buffer
  mimeType: string
  width: number
  height: number
  alt: string
  mainThumbnail: boolean
  rekkefolge: number
}

type View = 'front' | 'side' | 'label' | 'package'

/** What a product's pictures show: its shape and colours; the name is only for the alt text. */
export interface PictureInput {
  navn: string
  shape: ShapeKey
  eanNr: string | null
  colour: ColourName | null
  accent: ColourName | null
}

// Products with no colour of their own in the texts (creams, liquids) come in packaging of
// these colours.
const packagingColours = ['#f4f1ea', '#d9e6f2', '#e8d9c8', '#dfe9dc', '#2b2b2d']

// Upright products are photographed upright.
const tallShapes = new Set<ShapeKey>([
  'bottle',
  'pump',
  'lipstick',
  'ladder',
  'extinguisher',
  'phone',
  'speaker',
  'rocket',
  'candle',
  'glass',
  'spray',
])

/**
 * One to three generated SVG pictures of a product, shaded like studio photographs: always a
 * front view (the main thumbnail), sometimes a side view, the label or the package. Drawn here,
 * never downloaded, a few KB each; the image route renders them to AVIF, WebP or PNG. They carry
 * no text: the name and numbers are on the page, where they can be read and translated.
 */
export function productImages(random: Random, product: PictureInput): ImageDraft[] {
  const count = random.weighted([
    [1, 40],
    [2, 35],
    [3, 25],
  ] as const)
  const views: View[] = [
    'front',
    ...random.sample(['side', 'label', 'package'] as const, count - 1),
  ]
  const body = product.colour ? colourHex(product.colour) : random.pick(packagingColours)
  const detail = product.accent ? colourHex(product.accent) : mix(body, '#000000', 0.55)
  const input: ViewInput = { shape: product.shape, eanNr: product.eanNr, finish: { body, detail } }
  const portrait = tallShapes.has(input.shape)
  return views.map((view, index) => {
    const canvas: Canvas = {
      width: portrait && view !== 'label' ? 600 : 800,
      height: portrait && view !== 'label' ? 800 : 600,
    }
    const body = drawView(view, canvas, input)
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${canvas.width}" height="${canvas.height}" viewBox="0 0 ${canvas.width} ${canvas.height}">${body}</svg>`
    return {
      data: Buffer.from(svg, 'utf8'),
      mimeType: 'image/svg+xml',
      width: canvas.width,
      height: canvas.height,
      alt: altText(view, product.navn),
      mainThumbnail: index === 0,
      rekkefolge: index,
    }
  })
}

function drawView(view: View, canvas: Canvas, input: ViewInput): string {
  switch (view) {
    case 'front':
      return productView(canvas, input, false)
    case 'side':
      return productView(canvas, input, true)
    case 'label':
      return labelView(canvas, input)
    case 'package':
      return packageView(canvas, input)
  }
}

function altText(view: View, navn: string): string {
  switch (view) {
    case 'front':
      return `Bilde av ${navn} sett forfra`
    case 'side':
      return `Bilde av ${navn} sett fra siden`
    case 'label':
      return `Nærbilde av merkingen på ${navn}`
    case 'package':
      return `Bilde av emballasjen til ${navn}`
  }
}
