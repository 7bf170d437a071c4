import { describe, expect, it } from 'vitest'
import { renderWithRouter } from '../../../tests/support/render-with-router.tsx'
import type { SearchPageData } from './load-search.server.ts'
import { SearchFilters } from './search-filters.tsx'

// Only what the filters read; the rest of the page's data plays no part here.
const data = {
  state: {},
  risks: [{ id: 1, navn: 'Brann' }],
  measures: [],
  authorities: [{ id: 3, navn: 'Direktoratet for samfunnssikkerhet og beredskap' }],
} as unknown as SearchPageData

/** The label of the checkbox with this id, opening tag and text. */
const labelOf = (html: string, id: string) =>
  html.match(new RegExp(`<label[^>]*for="${id}"[^>]*>[^<]*`))?.[0]

describe('SearchFilters', () => {
  it('marks the authority names as Bokmål on a Nynorsk page (WCAG 3.1.2)', async () => {
    const html = await renderWithRouter(<SearchFilters data={data} />, { lang: 'nn' })
    expect(labelOf(html, 'filter-myndighet-3')).toMatch(/lang="nb"[^>]*>Direktoratet for/)
  })

  it('leaves them unmarked on a Bokmål page', async () => {
    const html = await renderWithRouter(<SearchFilters data={data} />)
    expect(labelOf(html, 'filter-myndighet-3')).toMatch(/>Direktoratet for/)
    expect(labelOf(html, 'filter-myndighet-3')).not.toContain('lang=')
  })
})
