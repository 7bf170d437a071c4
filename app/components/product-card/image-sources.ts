import { IMAGE_WIDTHS } from '../../../domain/catalogue/image-urls.ts'

/** The widths of spec breakpoints: sm 600 and md 1024 (section 9). */
const BREAKPOINT_SM = 600
const BREAKPOINT_MD = 1024

/** An image at one of the widths it is served in (the server picks AVIF or WebP by Accept). */
export function imageAt(url: string, width: number): string {
  return `${url}?w=${width}`
}

/** Every served width, for `srcset`. */
export function imageSrcSet(url: string): string {
  return IMAGE_WIDTHS.map((width) => `${imageAt(url, width)} ${width}w`).join(', ')
}

/**
 * How wide a card's image is drawn, for `sizes`: the page's width less its gutters, shared by
 * the cards in a row (1 below 600 px, 2 below 1024 px, then `wideColumns`). The page is at most
 * 80rem wide, so from there the width no longer grows with the window.
 */
export function cardImageSizes(wideColumns: number, sidebarRem = 0): string {
  const wide = `calc((min(100vw, 80rem) - 4rem - ${sidebarRem ? `${sidebarRem + 2}rem - ` : ''}${
    (wideColumns - 1) * 1.5
  }rem) / ${wideColumns})`
  return [
    `(max-width: ${BREAKPOINT_SM - 0.02}px) calc(100vw - 2rem)`,
    `(max-width: ${BREAKPOINT_MD - 0.02}px) calc(50vw - 2.75rem)`,
    wide,
  ].join(', ')
}
