import { describe, expect, it } from 'vitest'
import type { ProductListItem } from '../../../domain/catalogue/product-schemas.ts'
import { renderWithRouter } from '../../../tests/support/render-with-router.tsx'
import { ProductGrid } from './product-grid.tsx'

const product = (id: number): ProductListItem => ({
  id,
  navn: `Lader ${id}`,
  kjennetegn: `Modell L-${id}`,
  imageUrl: `/bilde/${id * 10}`,
  imageAlt: `Bilde av lader ${id}`,
  risikoer: [1, 2],
  firstPublished: '2026-03-04T10:00:00.000Z',
  sortSistEndretDato: '2026-05-06T22:30:00.000Z',
})

const render = () =>
  renderWithRouter(
    <ProductGrid
      products={[1, 2, 3, 4, 5].map(product)}
      riskNames={{ 1: 'Brann', 2: 'Elektrisk støt' }}
      layout="home"
      headingLevel={3}
    />,
  )

describe('ProductGrid and ProductCard', () => {
  it('links each card by its name to the product page', async () => {
    expect(await render()).toMatch(/<h3[^>]*><a[^>]*href="\/produkt\/1"[^>]*>Lader 1<\/a><\/h3>/)
  })

  it('shows kjennetegn, risk names and both dates as dd.MM.yyyy (Oslo time)', async () => {
    const html = await render()
    expect(html).toContain('Modell L-1')
    expect(html).toContain('Brann, Elektrisk støt')
    expect(html).toContain('04.03.2026')
    expect(html).toContain('07.05.2026')
  })

  it('gives images alt text, a srcset of every width, sizes and a reserved box', async () => {
    const html = await render()
    expect(html).toContain('alt="Bilde av lader 1"')
    expect(html).toContain('srcSet="/bilde/10?w=320 320w, /bilde/10?w=640 640w')
    expect(html).toMatch(/sizes="\(max-width: 599.98px\)/)
    expect(html).toMatch(/<img[^>]*width="640"[^>]*height="480"/)
  })

  it('loads the first row (4 wide) at once and the rest lazily', async () => {
    const loading = [...(await render()).matchAll(/loading="(\w+)"/g)].map((m) => m[1])
    expect(loading).toEqual(['eager', 'eager', 'eager', 'eager', 'lazy'])
  })

  it('asks for the first image before the others (the largest paint on a phone)', async () => {
    const images = [...(await render()).matchAll(/<img[^>]*>/g)].map(([tag]) => tag)
    expect(images[0]).toContain('fetchPriority="high"')
    expect(images.slice(1).some((tag) => /fetchPriority/i.test(tag))).toBe(false)
  })
})
