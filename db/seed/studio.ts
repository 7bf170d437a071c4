/** The colours of one product as photographed: its body, and its details (handles, buttons). */
export interface Finish {
  body: string
  detail: string
}

/**
 * The gradients of a studio photograph, referred to by id from the drawing: a paper sweep
 * behind the product, a soft key light from the upper left, a shadow under it, the product's
 * own colour shaded from light to dark, a gloss along its edge, and a vignette.
 */
export function studioDefs(finish: Finish): string {
  const { body, detail } = finish
  return (
    '<defs>' +
    linear('wall', '0 0 0 1', [
      [0, '#fafaf8'],
      [0.6, '#ecebe7'],
      [1, '#d5d3ce'],
    ]) +
    radial('light', '0.3', '0.25', '0.8', [
      [0, '#ffffff', 0.55],
      [1, '#ffffff', 0],
    ]) +
    radial('shadow', '0.5', '0.5', '0.5', [
      [0, '#000000', 0.42],
      [0.6, '#000000', 0.16],
      [1, '#000000', 0],
    ]) +
    radial('vignette', '0.5', '0.45', '0.75', [
      [0.6, '#000000', 0],
      [1, '#000000', 0.16],
    ]) +
    linear('body', '0 0 1 1', [
      [0, mix(body, '#ffffff', 0.38)],
      [0.5, body],
      [1, mix(body, '#000000', 0.42)],
    ]) +
    linear('detail', '0 0 1 1', [
      [0, mix(detail, '#ffffff', 0.3)],
      [1, mix(detail, '#000000', 0.35)],
    ]) +
    linear('sheen', '0 0 1 0.35', [
      [0.12, '#ffffff', 0],
      [0.26, '#ffffff', 0.42],
      [0.4, '#ffffff', 0],
    ]) +
    linear('sticker', '0 0 1 1', [
      [0, '#ffffff'],
      [1, '#e5e7eb'],
    ]) +
    linear('boxFront', '0 0 1 1', [
      [0, '#fbfaf7'],
      [1, '#dedbd3'],
    ]) +
    linear('boxTop', '0 0 0 1', [
      [0, '#ffffff'],
      [1, '#eeece6'],
    ]) +
    linear('boxSide', '0 0 1 0', [
      [0, '#bdb9b0'],
      [1, '#a29e95'],
    ]) +
    '</defs>'
  )
}

type Stop = readonly [offset: number, colour: string, opacity?: number]

function stops(list: readonly Stop[]): string {
  return list
    .map(
      ([offset, colour, opacity]) =>
        `<stop offset="${offset}" stop-color="${colour}"${opacity === undefined ? '' : ` stop-opacity="${opacity}"`}/>`,
    )
    .join('')
}

function linear(id: string, direction: string, list: readonly Stop[]): string {
  const [x1, y1, x2, y2] = direction.split(' ')
  return `<linearGradient id="${id}" x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}">${stops(list)}</linearGradient>`
}

function radial(id: string, cx: string, cy: string, r: string, list: readonly Stop[]): string {
  return `<radialGradient id="${id}" cx="${cx}" cy="${cy}" r="${r}">${stops(list)}</radialGradient>`
}

/** A colour moved `share` of the way towards another: lighter towards white, darker to black. */
export function mix(from: string, to: string, share: number): string {
  const channels = (hex: string) => [1, 3, 5].map((at) => parseInt(hex.slice(at, at + 2), 16))
  const [a, b] = [channels(from), channels(to)]
  return `#${a
    .map((value, index) =>
      Math.round(value + ((b[index] as number) - value) * share)
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`
}
