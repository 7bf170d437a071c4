import { describe, expect, it } from 'vitest'
import { parseSearch } from './parse-search.server.ts'
import {
  apiFilterString,
  isPlainFormUrl,
  readSearchState,
  searchHref,
  withoutQueryHref,
  searchQueryString,
} from './search-url.ts'

const params = (query: string) => new URLSearchParams(query)

describe('parseSearch (URL → the domain query)', () => {
  it('maps pagenr (1-based) to page (0-based) and katid to kategori', () => {
    const parsed = parseSearch(params('q=lader&pagenr=3&katid=12'), 12)
    expect(parsed).toEqual({
      ok: true,
      query: expect.objectContaining({ q: 'lader', page: 2, kategori: 12, size: 12 }),
    })
  })

  it('takes lists comma-joined and repeated alike', () => {
    const joined = parseSearch(params('risiko=1,2&tiltak=3'), 12)
    const repeated = parseSearch(params('risiko=1&risiko=2&tiltak=3'), 12)
    expect(joined).toEqual(repeated)
    expect(joined.ok && joined.query.risiko).toEqual([1, 2])
  })

  it('reads the flags and dates, and treats empty fields from a plain form as none', () => {
    const parsed = parseSearch(params('q=&proff=true&utland=true&df=2026-01-01&dt=&katid='), 12)
    expect(parsed.ok && parsed.query).toMatchObject({
      proff: true,
      utland: true,
      df: '2026-01-01',
      page: 0,
    })
    expect(parsed.ok && parsed.query.q).toBeUndefined()
    expect(parsed.ok && parsed.query.dt).toBeUndefined()
    expect(parsed.ok && parsed.query.kategori).toBeUndefined()
  })

  it('names the URL parameter and the i18n key when a value is wrong', () => {
    expect(parseSearch(params('pagenr=0'), 12)).toEqual({
      ok: false,
      issues: [{ name: 'pagenr', key: 'search.invalidPageNumber' }],
    })
    expect(parseSearch(params('katid=abc'), 12)).toMatchObject({
      issues: [{ name: 'katid', key: 'search.invalidId' }],
    })
    expect(parseSearch(params('risiko=1,x'), 12)).toMatchObject({
      issues: [{ name: 'risiko', key: 'search.invalidIdList' }],
    })
    expect(parseSearch(params('df=2026-02-30'), 12)).toMatchObject({
      issues: [{ name: 'df', key: 'search.invalidDate' }],
    })
    expect(parseSearch(params('df=2026-03-01&dt=2026-02-01'), 12)).toMatchObject({
      issues: [{ name: 'df', key: 'search.datesOutOfOrder' }],
    })
  })
})

describe('searchQueryString (the domain query → URL)', () => {
  it("writes the spec's names in a fixed order, lists comma-joined, sorted and unique", () => {
    expect(
      searchQueryString({
        myndighet: [4],
        risiko: [3, 1, 3],
        tiltak: [2],
        dt: '2026-02-01',
        df: '2026-01-01',
        utland: true,
        proff: true,
        kategori: 7,
        page: 1,
        q: 'komfyr',
      }),
    ).toBe(
      'q=komfyr&pagenr=2&katid=7&proff=true&utland=true&df=2026-01-01&dt=2026-02-01&risiko=1,3&tiltak=2&myndighet=4',
    )
  })

  it('leaves out page 1, false flags, blank text and empty lists', () => {
    expect(searchQueryString({ q: '  ', page: 0, proff: false, risiko: [] })).toBe('')
    expect(searchHref({})).toBe('/search')
  })

  it('encodes the text but keeps list commas readable', () => {
    expect(searchHref({ q: 'barn & baby', risiko: [1, 2] })).toBe(
      '/search?q=barn%20%26%20baby&risiko=1,2',
    )
  })

  it('round-trips: reading a written URL gives back the same state', () => {
    const state = {
      q: 'lader',
      page: 4,
      kategori: 3,
      proff: true,
      df: '2026-01-01',
      tiltak: [1, 9],
    }
    const written = searchQueryString(state)
    expect(searchQueryString(readSearchState(params(written)))).toBe(written)
    const parsed = parseSearch(params(written), 12)
    expect(parsed.ok && searchQueryString(parsed.query)).toBe(written)
  })
})

describe('apiFilterString', () => {
  it('names the category kategori and leaves paging out, for statistics and export', () => {
    expect(apiFilterString({ q: 'lader', page: 3, kategori: 5, risiko: [2, 1] })).toBe(
      'q=lader&risiko=1,2&kategori=5',
    )
  })
})

describe('isPlainFormUrl', () => {
  it('spots what a form without JavaScript sends, so it can be tidied', () => {
    expect(isPlainFormUrl(params('q=&risiko=1'))).toBe(true)
    expect(isPlainFormUrl(params('risiko=1&risiko=2'))).toBe(true)
    expect(isPlainFormUrl(params('q=a&risiko=1,2&lang=nn'))).toBe(false)
  })
})

describe('withoutQueryHref (the header field cleared)', () => {
  it('drops q and the page, and keeps the category and every filter', () => {
    expect(withoutQueryHref(params('q=lader&pagenr=3&katid=12&utland=true&risiko=2,1'))).toBe(
      '/search?katid=12&utland=true&risiko=1,2',
    )
  })

  it('is the bare search page when q was all there was', () => {
    expect(withoutQueryHref(params('q=lader'))).toBe('/search')
  })
})
