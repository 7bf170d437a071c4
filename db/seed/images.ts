import { labelView, packageView, productView, type Canvas, type ViewInput } from './image-views.ts'
import type { Random } from './random.ts'
import type { ShapeKey } from './shapes.ts'
import type { Colours } from './svg.ts'

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

// Soft backgrounds with a dark ink of the same hue: enough contrast for the drawing and the text.
const palettes: readonly Colours[] = [
  { paper: '#fde2e4', ink: '#9d174d' },
  { paper: '#e0f2fe', ink: '#075985' },
  { paper: '#dcfce7', ink: '#166534' },
  { paper: '#fef3c7', ink: '#92400e' },
  { paper: '#ede9fe', ink: '#5b21b6' },
  { paper: '#f1f5f9', ink: '#334155' },
  { paper: '#ffedd5', ink: '#9a3412' },
  { paper: '#cffafe', ink: '#155e75' },
]

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
 * One to three generated SVG pictures of a product: always a front view (the main thumbnail),
 * sometimes a side view, the label or the package. Drawn here, never downloaded, a few KB each.
 */
export function productImages(random: Random, input: ViewInput): ImageDraft[] {
  const count = random.weighted([
    [1, 40],
    [2, 35],
    [3, 25],
  ] as const)
  const views: View[] = [
    'front',
    ...random.sample(['side', 'label', 'package'] as const, count - 1),
  ]
  const colours = random.pick(palettes)
  const portrait = tallShapes.has(input.shape)
  return views.map((view, index) => {
    const canvas: Canvas = {
      width: portrait && view !== 'label' ? 600 : 800,
      height: portrait && view !== 'label' ? 800 : 600,
      colours,
    }
    const body = drawView(view, canvas, input)
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${canvas.width}" height="${canvas.height}" viewBox="0 0 ${canvas.width} ${canvas.height}">${body}</svg>`
    return {
      data: Buffer.from(svg, 'utf8'),
      mimeType: 'image/svg+xml',
      width: canvas.width,
      height: canvas.height,
      alt: altText(view, input.navn),
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
