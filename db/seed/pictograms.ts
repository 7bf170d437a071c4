import { shapes, type ShapeKey } from './shapes.ts'
import type { Colours } from './svg.ts'

// The resting pictogram is dark on light; the active one (hover, focus, selected) is the same
// symbol inverted, so the change reads at a glance without relying on a second hue.
const resting: Colours = { ink: '#0b3d62', paper: '#e6f0f8' }
const active: Colours = { ink: '#ffffff', paper: '#0b3d62' }

function pictogram(shape: ShapeKey, colours: Colours): string {
  return (
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 120 120" width="120" height="120">' +
    `<rect width="120" height="120" rx="20" fill="${colours.paper}"/>` +
    `<g transform="translate(18 18) scale(0.7)">${shapes[shape](colours)}</g>` +
    '</svg>'
  )
}

/**
 * The two pictograms of a level-1 category. Self-contained SVG: no scripts, no links, no fonts,
 * so it can be served from our own origin under a strict content security policy.
 */
export function categoryPictograms(shape: ShapeKey): { piktogram: string; piktogramAktiv: string } {
  return { piktogram: pictogram(shape, resting), piktogramAktiv: pictogram(shape, active) }
}
