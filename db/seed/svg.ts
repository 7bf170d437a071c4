/** The two colours a drawing is made of: ink for the shape, paper for cut-outs and details. */
export interface Colours {
  ink: string
  paper: string
}

/** Draws a shape into the 120 × 120 box that pictograms and product images share. */
export type Shape = (colours: Colours) => string

export const rect = (x: number, y: number, w: number, h: number, fill: string, rx = 0) =>
  `<rect x="${x}" y="${y}" width="${w}" height="${h}"${rx ? ` rx="${rx}"` : ''} fill="${fill}"/>`

export const circle = (cx: number, cy: number, r: number, fill: string) =>
  `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${fill}"/>`

export const ellipse = (cx: number, cy: number, rx: number, ry: number, fill: string) =>
  `<ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${ry}" fill="${fill}"/>`

export const path = (d: string, fill: string) => `<path d="${d}" fill="${fill}"/>`

/** An open line or curve drawn with a round-capped stroke. */
export const stroke = (d: string, colour: string, width = 6) =>
  `<path d="${d}" fill="none" stroke="${colour}" stroke-width="${width}" stroke-linecap="round" stroke-linejoin="round"/>`

export const ring = (cx: number, cy: number, r: number, colour: string, width = 6) =>
  `<circle cx="${cx}" cy="${cy}" r="${r}" fill="none" stroke="${colour}" stroke-width="${width}"/>`

/** A closed shape through points; used for stars, saw blades and sun rays. */
export const polygon = (points: readonly (readonly [number, number])[], fill: string) =>
  `<polygon points="${points.map(([x, y]) => `${round(x)},${round(y)}`).join(' ')}" fill="${fill}"/>`

/** Points alternating between two radii around a centre: a star, a gear or a saw blade. */
export function starPoints(cx: number, cy: number, outer: number, inner: number, tips: number) {
  return Array.from({ length: tips * 2 }, (_, index) => {
    const radius = index % 2 === 0 ? outer : inner
    const angle = (Math.PI * index) / tips - Math.PI / 2
    return [cx + radius * Math.cos(angle), cy + radius * Math.sin(angle)] as const
  })
}

function round(value: number): number {
  return Math.round(value * 10) / 10
}
