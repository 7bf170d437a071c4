import { escapeMarkup } from '../../i18n/escape.ts'
import { shapes, type ShapeKey } from './shapes.ts'
import { rect, type Colours } from './svg.ts'

export interface Canvas {
  width: number
  height: number
  colours: Colours
}

export interface ViewInput {
  navn: string
  kjennetegn: string
  shape: ShapeKey
  batchSerieNr: string | null
  eanNr: string | null
}

const font = 'font-family="Arial, Helvetica, sans-serif" text-anchor="middle"'
const textColour = '#1f2937'

/** The product drawn large on its background, name underneath; mirrored for the side view. */
export function productView(canvas: Canvas, input: ViewInput, mirrored: boolean): string {
  const { width, height, colours } = canvas
  const scale = Math.min(width, height) / (mirrored ? 230 : 200)
  const size = 120 * scale
  const x = (width - size) / 2
  const y = height * 0.38 - size / 2
  const transform = mirrored
    ? `translate(${round(x + size)} ${round(y)}) scale(${round(-scale)} ${round(scale)})`
    : `translate(${round(x)} ${round(y)}) scale(${round(scale)})`
  return (
    rect(0, 0, width, height, colours.paper) +
    `<ellipse cx="${width / 2}" cy="${round(y + size + 8)}" rx="${round(size * 0.42)}" ry="${round(size * 0.06)}" fill="#000000" fill-opacity="0.12"/>` +
    `<g transform="${transform}">${shapes[input.shape](colours)}</g>` +
    caption(canvas, input.navn, height * 0.86)
  )
}

/** A close-up of the rating label, with the identifying numbers the page also lists. */
export function labelView(canvas: Canvas, input: ViewInput): string {
  const { width, height, colours } = canvas
  const cardWidth = width * 0.8
  const cardHeight = height * 0.6
  const left = (width - cardWidth) / 2
  const top = (height - cardHeight) / 2
  const lines = [input.kjennetegn, input.batchSerieNr, input.eanNr ? `EAN ${input.eanNr}` : null]
    .filter((line): line is string => line !== null)
    .map((line, index) => text(line, width / 2, top + 110 + index * 40, 24, 'normal'))
  return (
    rect(0, 0, width, height, colours.ink) +
    rect(left, top, cardWidth, cardHeight, '#ffffff', 12) +
    text(shorten(input.navn, 34), width / 2, top + 60, 30, 'bold') +
    lines.join('') +
    barcode(input.eanNr ?? input.kjennetegn, width / 2, top + cardHeight - 70)
  )
}

/** The retail box: a plain carton with the drawing and the name on its front. */
export function packageView(canvas: Canvas, input: ViewInput): string {
  const { width, height, colours } = canvas
  const boxWidth = width * 0.56
  const boxHeight = height * 0.56
  const left = (width - boxWidth) / 2
  const top = height * 0.2
  const depth = boxWidth * 0.12
  const scale = (boxWidth * 0.5) / 120
  return (
    rect(0, 0, width, height, '#f3f4f6') +
    `<path d="M${round(left)} ${round(top)} l${round(depth)} ${round(-depth)} h${round(boxWidth)} l${round(-depth)} ${round(depth)} Z" fill="${colours.ink}" fill-opacity="0.7"/>` +
    `<path d="M${round(left + boxWidth)} ${round(top)} l${round(depth)} ${round(-depth)} v${round(boxHeight)} l${round(-depth)} ${round(depth)} Z" fill="${colours.ink}" fill-opacity="0.85"/>` +
    rect(round(left), round(top), round(boxWidth), round(boxHeight), colours.paper) +
    `<g transform="translate(${round(left + boxWidth * 0.25)} ${round(top + 12)}) scale(${round(scale)})">${shapes[input.shape](colours)}</g>` +
    caption(canvas, input.navn, height * 0.88)
  )
}

function caption(canvas: Canvas, navn: string, baseline: number): string {
  const maxChars = canvas.width > canvas.height ? 30 : 22
  const lines = wrap(navn, maxChars, 2)
  return lines
    .map((line, index) =>
      text(line, canvas.width / 2, baseline + (index - lines.length + 1) * 40, 34, 'bold'),
    )
    .join('')
}

function text(content: string, x: number, y: number, size: number, weight: string): string {
  return `<text x="${round(x)}" y="${round(y)}" ${font} font-size="${size}" font-weight="${weight}" fill="${textColour}">${escapeMarkup(content)}</text>`
}

/** Stripes whose widths follow the digits: it reads as a barcode without pretending to be one. */
function barcode(digits: string, centre: number, top: number): string {
  const widths = [...digits.replace(/\D/g, '').padEnd(13, '7')].map(
    (digit) => 2 + (Number(digit) % 4),
  )
  let x = centre - widths.reduce((sum, w) => sum + w * 2, 0) / 2
  return widths
    .map((w) => {
      const bar = rect(round(x), top, w, 46, '#111827')
      x += w * 2
      return bar
    })
    .join('')
}

/** Breaks a name into at most `maxLines` lines, shortening the last one if it must. */
export function wrap(content: string, maxChars: number, maxLines: number): string[] {
  const lines: string[] = []
  for (const word of content.split(' ')) {
    const last = lines[lines.length - 1]
    if (last !== undefined && `${last} ${word}`.length <= maxChars)
      lines[lines.length - 1] = `${last} ${word}`
    else lines.push(word)
  }
  if (lines.length <= maxLines) return lines
  return [...lines.slice(0, maxLines - 1), shorten(lines.slice(maxLines - 1).join(' '), maxChars)]
}

function shorten(content: string, maxChars: number): string {
  return content.length <= maxChars ? content : `${content.slice(0, maxChars - 1).trimEnd()}…`
}

function round(value: number): number {
  return Math.round(value * 10) / 10
}
