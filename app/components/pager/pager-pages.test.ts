import { describe, expect, it } from 'vitest'
import { pageCount, pagerPages, pageWindow } from './pager-pages.ts'

describe('pageCount', () => {
  it('rounds up, so a last page that is partly full is not lost', () => {
    expect(pageCount(12, 12)).toBe(1)
    expect(pageCount(13, 12)).toBe(2)
    expect(pageCount(596, 12)).toBe(50)
  })

  it('is 0 without hits', () => {
    expect(pageCount(0, 12)).toBe(0)
  })
})

describe('pageWindow', () => {
  it('centres the current page where it can', () => {
    expect(pageWindow(10, 50, 3)).toEqual([9, 10, 11])
    expect(pageWindow(10, 50, 6)).toEqual([8, 9, 10, 11, 12, 13])
  })

  it('stays inside the first and the last page', () => {
    expect(pageWindow(1, 50, 6)).toEqual([1, 2, 3, 4, 5, 6])
    expect(pageWindow(50, 50, 6)).toEqual([45, 46, 47, 48, 49, 50])
    expect(pageWindow(49, 50, 3)).toEqual([48, 49, 50])
  })

  it('shows every page when there are fewer than the window', () => {
    expect(pageWindow(2, 2, 6)).toEqual([1, 2])
    expect(pageWindow(1, 0, 6)).toEqual([])
  })
})

describe('pagerPages', () => {
  it('shows 6 pages wide and 3 of them, round the current one, on small screens', () => {
    const pages = pagerPages(10, 50)
    expect(pages.map((p) => p.page)).toEqual([8, 9, 10, 11, 12, 13])
    expect(pages.filter((p) => p.small).map((p) => p.page)).toEqual([9, 10, 11])
  })

  it('keeps the small window inside the wide one at both ends', () => {
    for (const current of [1, 2, 49, 50]) {
      const pages = pagerPages(current, 50)
      expect(pages.filter((p) => p.small)).toHaveLength(3)
      expect(pages.some((p) => p.page === current && p.small)).toBe(true)
    }
  })
})
