import { describe, expect, it } from 'vitest'
import { renderWithRouter } from '../../../tests/support/render-with-router.tsx'
import { SiteHeader } from './site-header.tsx'

const categories = [
  { id: 1, navn: 'Elektriske produkter' },
  { id: 2, navn: 'Leker' },
]

// The e2e server cannot be given a warning banner, so the badge is checked here.
describe('SiteHeader', () => {
  it('shows the configured warning as a badge with a label for screen readers', async () => {
    const html = await renderWithRouter(
      <SiteHeader warningBanner="Dette er et testmiljø" categories={categories} />,
    )
    expect(html).toContain('ds-tag')
    expect(html).toContain('Dette er et testmiljø')
    expect(html).toMatch(/class="ds-sr-only">Viktig melding: <\/span>/)
  })

  it('shows no badge when no warning is configured', async () => {
    const html = await renderWithRouter(<SiteHeader warningBanner={null} categories={categories} />)
    expect(html).not.toContain('ds-tag')
    expect(html).not.toContain('Viktig melding')
  })

  it('labels the badge in the chosen language', async () => {
    const html = await renderWithRouter(
      <SiteHeader warningBanner="Testmiljø" categories={categories} />,
      { lang: 'en' },
    )
    expect(html).toContain('Important notice: ')
  })

  it('links each level-1 category to its search, without needing a script', async () => {
    const html = await renderWithRouter(<SiteHeader warningBanner={null} categories={categories} />)
    expect(html).toContain('<details class="category-picker">')
    expect(html).toContain('href="/search?katid=1"')
    expect(html).toContain('href="/search?katid=2"')
  })

  it('has a real GET form to /search with a labelled q field', async () => {
    const html = await renderWithRouter(<SiteHeader warningBanner={null} categories={[]} />)
    expect(html).toMatch(/<form[^>]*action="\/search" method="get"/)
    expect(html).toMatch(/<label[^>]*for="header-search-q"[^>]*>Søk etter produkt<\/label>/)
    expect(html).toMatch(/<input[^>]*id="header-search-q"[^>]*name="q"/)
  })

  it('fills the field with the query on the search page', async () => {
    const html = await renderWithRouter(<SiteHeader warningBanner={null} categories={[]} />, {
      url: 'http://localhost/search?q=komfyr',
    })
    expect(html).toMatch(/name="q" value="komfyr"/)
  })
})
