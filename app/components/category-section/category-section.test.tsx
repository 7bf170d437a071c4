import { describe, expect, it } from 'vitest'
import type { Category } from '../../../domain/catalogue/reference-schemas.ts'
import { renderWithRouter } from '../../../tests/support/render-with-router.tsx'
import { CategorySection } from './category-section.tsx'
import { toCategoryItems } from './category-tree.ts'

const category = (id: number, nivaa: number, parent: number | null, navn: string): Category => ({
  id,
  navn,
  nivaa,
  parent,
  picto: nivaa === 1 ? `/pictogram/${id}.svg` : null,
  pictoActive: nivaa === 1 ? `/pictogram/${id}/aktiv.svg` : null,
})

const categories = toCategoryItems([
  category(1, 1, null, 'Barneprodukter'),
  category(2, 1, null, 'Elektriske produkter'),
  category(10, 2, 1, 'Barneutstyr'),
  category(100, 3, 10, 'Barnesenger'),
])
const hits = { 1: 74, 2: 58, 10: 31, 100: 9 }
const hrefFor = (id: number) => `/search?katid=${id}`

describe('CategorySection', () => {
  it('is a native disclosure, rendered open, under the page heading', async () => {
    const html = await renderWithRouter(
      <CategorySection title="Finn farlig produkt" {...{ categories, hits, hrefFor }} />,
    )
    expect(html).toMatch(/<h1[^>]*>Finn farlig produkt<\/h1>/)
    expect(html).toMatch(/<details[^>]*open=""/)
    expect(html).toContain('<summary')
  })

  it('shows level 1 as picture cards with name and hits, without the active pictogram', async () => {
    const html = await renderWithRouter(
      <CategorySection title="Finn farlig produkt" {...{ categories, hits, hrefFor }} />,
    )
    expect(html).toContain('href="/search?katid=1"')
    expect(html).toMatch(/<img src="\/pictogram\/1.svg" alt="" width="120" height="120"/)
    expect(html).toMatch(/74<span class="ds-sr-only"> (<!-- -->)?produkter<\/span>/)
    expect(html).not.toContain('aktiv.svg')
    expect(html).not.toContain('Barnesenger')
  })

  it('shows levels 2 and 3 as outline buttons once a category is chosen', async () => {
    const html = await renderWithRouter(
      <CategorySection title="Barnesenger" selectedId={100} {...{ categories, hits, hrefFor }} />,
    )
    expect(html).toMatch(/data-variant="secondary"[^>]*href="\/search\?katid=10"/)
    expect(html).toMatch(/aria-current="true"[^>]*href="\/search\?katid=100"/)
    expect(html).not.toContain('/pictogram/')
  })
})
