import { describe, expect, it } from 'vitest'
import { nb } from '../../../i18n/nb.ts'
import { crumbsFromMatches, productInContext, type RouteHandle } from './route-handle.ts'

const search: RouteHandle = {
  breadcrumb: ({ t }) => [
    { label: t.catalogue.search.crumb, to: '/search' },
    { label: 'Leker', to: '/search?katid=2' },
  ],
}

describe('crumbsFromMatches', () => {
  it('starts with Home and follows each route that gives crumbs', () => {
    const crumbs = crumbsFromMatches(
      [
        { pathname: '/', handle: undefined },
        { pathname: '/search', handle: search, loaderData: {} },
      ],
      nb,
    )
    expect(crumbs).toEqual([
      { label: 'Forside', to: '/' },
      { label: 'Søk', to: '/search' },
      { label: 'Leker', to: '/search?katid=2' },
    ])
  })

  it('gives nothing where no route gives a crumb, so the trail is hidden (the front page)', () => {
    expect(crumbsFromMatches([{ pathname: '/' }], nb)).toEqual([])
  })

  it('hands the route its loader data, so a crumb can carry a name from the database', () => {
    const handle: RouteHandle = {
      breadcrumb: ({ data, pathname }) => ({
        label: (data as { navn: string }).navn,
        to: pathname,
      }),
    }
    expect(
      crumbsFromMatches([{ pathname: '/produkt/7', handle, loaderData: { navn: 'Lader' } }], nb),
    ).toEqual([
      { label: 'Forside', to: '/' },
      { label: 'Lader', to: '/produkt/7' },
    ])
  })
})

describe('productInContext', () => {
  it('is the product a matched route names, for the report button', () => {
    const handle: RouteHandle = { reportProductId: (data) => (data as { id: number }).id }
    expect(productInContext([{ pathname: '/produkt/7', handle, loaderData: { id: 7 } }])).toBe(7)
    expect(productInContext([{ pathname: '/' }])).toBeUndefined()
  })
})
