import { shapes, type ShapeKey } from './shapes.ts'
import { rect } from './svg.ts'
import { studioDefs, type Finish } from './studio.ts'

export interface Canvas {
  width: number
  height: number
}

export interface ViewInput {
  shape: ShapeKey
  finish: Finish
  eanNr: string | null
}

// The shading is done by gradients the drawing refers to by id, per part (objectBoundingBox),
// so every part of a product is lit from the upper left as in a studio photograph.
const body = { ink: 'url(#body)', paper: 'url(#detail)' }
const sheen = { ink: 'url(#sheen)', paper: 'none' }

// Where a drawing stands in its 120 × 120 box, for those that do not reach near its foot: the
// product is set down on the floor of the studio, its shadow right under it.
const feet: Partial<Record<ShapeKey, number>> = {
  battery: 84,
  bricks: 94,
  goggles: 80,
  hardhat: 86,
  helmet: 88,
  knife: 86,
  mask: 96,
  pan: 94,
  pillow: 89,
  planks: 92,
  router: 96,
  sled: 91,
}

/** The product on a seamless studio backdrop, with a soft shadow; the side view turned a little. */
export function productView(canvas: Canvas, input: ViewInput, side: boolean): string {
  const { width, height } = canvas
  const scale = Math.min(width, height) / (side ? 175 : 155)
  const size = 120 * scale
  const x = (width - size) / 2
  const floor = height * 0.76
  const y = floor - (feet[input.shape] ?? 106) * scale
  const turn = side
    ? `translate(${round(x + size)} ${round(y)}) scale(${round(-scale * 0.86)} ${round(scale)}) skewY(-6)`
    : `translate(${round(x)} ${round(y)}) scale(${round(scale)})`
  return (
    studioDefs(input.finish) +
    backdrop(canvas) +
    floorShadow(width / 2, floor, size * 0.46) +
    `<g transform="${turn}">${shapes[input.shape](body)}${shapes[input.shape](sheen)}</g>` +
    rect(0, 0, width, height, 'url(#vignette)')
  )
}

/**
 * A close-up of the marking: a sticker on the product's surface, its print out of focus (bars,
 * never letters, so no picture carries a name or number the page does not show as text).
 */
export function labelView(canvas: Canvas, input: ViewInput): string {
  const { width, height } = canvas
  const w = width * 0.66
  const h = height * 0.5
  const left = (width - w) / 2
  const top = (height - h) / 2
  const lines = [0.72, 0.5, 0.6, 0.38].map((share, index) =>
    rect(
      round(left + 32),
      round(top + 34 + index * 30),
      round((w - 64) * share),
      12,
      index === 0 ? '#4b5563' : '#9ca3af',
      6,
    ),
  )
  return (
    studioDefs(input.finish) +
    rect(0, 0, width, height, 'url(#body)') +
    `<rect x="${round(left + 8)}" y="${round(top + 12)}" width="${round(w)}" height="${round(h)}" rx="14" fill="#000000" fill-opacity="0.18"/>` +
    rect(round(left), round(top), round(w), round(h), 'url(#sticker)', 14) +
    lines.join('') +
    barcode(input.eanNr ?? '5701234567897', left + w / 2, top + h - 96) +
    rect(0, 0, width, height, 'url(#vignette)')
  )
}

/** The retail box, lit from the left, with the product pictured on its front. */
export function packageView(canvas: Canvas, input: ViewInput): string {
  const { width, height } = canvas
  const w = width * 0.5
  const h = height * 0.56
  const left = (width - w) / 2 - width * 0.03
  const top = height * 0.24
  const depth = w * 0.22
  const scale = (w * 0.6) / 120
  return (
    studioDefs(input.finish) +
    backdrop(canvas) +
    floorShadow(left + w / 2 + depth / 2, top + h, w * 0.7) +
    `<path d="M${round(left)} ${round(top)} l${round(depth)} ${round(-depth * 0.5)} h${round(w)} l${round(-depth)} ${round(depth * 0.5)} Z" fill="url(#boxTop)"/>` +
    `<path d="M${round(left + w)} ${round(top)} l${round(depth)} ${round(-depth * 0.5)} v${round(h)} l${round(-depth)} ${round(depth * 0.5)} Z" fill="url(#boxSide)"/>` +
    rect(round(left), round(top), round(w), round(h), 'url(#boxFront)') +
    rect(round(left), round(top + h * 0.78), round(w), round(h * 0.12), input.finish.detail) +
    `<g transform="translate(${round(left + w * 0.2)} ${round(top + h * 0.08)}) scale(${round(scale)})">${shapes[input.shape](body)}</g>`
  )
}

function backdrop({ width, height }: Canvas): string {
  return rect(0, 0, width, height, 'url(#wall)') + rect(0, 0, width, height, 'url(#light)')
}

function floorShadow(cx: number, cy: number, rx: number): string {
  return `<ellipse cx="${round(cx)}" cy="${round(cy)}" rx="${round(rx)}" ry="${round(rx * 0.14)}" fill="url(#shadow)"/>`
}

/** Stripes whose widths follow the digits: it reads as a barcode without pretending to be one. */
function barcode(digits: string, centre: number, top: number): string {
  const widths = [...digits.replace(/\D/g, '').padEnd(13, '7')].map(
    (digit) => 2 + (Number(digit) % 4),
  )
  let x = centre - widths.reduce((sum, w) => sum + w * 2, 0) / 2
  return widths
    .map((w) => {
      const bar = rect(round(x), round(top), w, 56, '#111827')
      x += w * 2
      return bar
    })
    .join('')
}

function round(value: number): number {
  return Math.round(value * 10) / 10
}
