import { describe, expect, it } from 'vitest'
import { renderWithRouter } from '../../../tests/support/render-with-router.tsx'
import type { ProductPageData } from './load-product.server.ts'
import { ProductFacts } from './product-facts.tsx'

// Only what the facts read; fields left out show as 'Ikke oppgitt'.
const data = {
  product: {
    kjennetegn: 'Modell X',
    myndighet: { id: 3, navn: 'Direktoratet for samfunnssikkerhet og beredskap' },
    attachment: [],
    proff: false,
    utland: false,
    firstPublished: '2026-01-05T10:00:00.000Z',
    sistEndret: '2026-02-05T10:00:00.000Z',
  },
  riskNames: [],
  categoryPaths: [],
  measures: [],
  countryName: null,
} as unknown as ProductPageData

/** The opening tag of the link to the authority's page. */
const authorityLink = (html: string) => html.match(/<a [^>]*href="\/myndighet\/3"[^>]*>/)?.[0]

describe('ProductFacts', () => {
  it("marks the authority's name as Bokmål on a Nynorsk page (WCAG 3.1.2)", async () => {
    const html = await renderWithRouter(<ProductFacts data={data} />, { lang: 'nn' })
    expect(authorityLink(html)).toContain('lang="nb"')
    expect(html).toContain('Direktoratet for samfunnssikkerhet og beredskap</a>')
  })

  it('leaves it unmarked on a Bokmål page', async () => {
    const html = await renderWithRouter(<ProductFacts data={data} />)
    expect(authorityLink(html)).toBeDefined()
    expect(authorityLink(html)).not.toContain('lang=')
  })
})
