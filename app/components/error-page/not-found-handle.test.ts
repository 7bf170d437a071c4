import { describe, expect, it } from 'vitest'
import { nb } from '../../../i18n/nb.ts'
import { nn } from '../../../i18n/nn.ts'
import { crumbsFromMatches } from '../breadcrumbs/route-handle.ts'
import { notFoundHandle } from './not-found-handle.ts'

describe('notFoundHandle', () => {
  it("gives the 404 page the trail Home › 'Fant ikke siden', ending at the page itself", () => {
    expect(crumbsFromMatches([{ pathname: '/produkt/999', handle: notFoundHandle }], nb)).toEqual([
      { label: 'Forside', to: '/' },
      { label: 'Fant ikke siden', to: '/produkt/999' },
    ])
  })

  it('speaks the language of the page', () => {
    const crumbs = crumbsFromMatches([{ pathname: '/404', handle: notFoundHandle }], nn)
    expect(crumbs.map((crumb) => crumb.label)).toEqual([
      nn.catalogue.breadcrumbs.home,
      nn.pages.notFound.title,
    ])
  })
})
