import type { APIRequestContext, Page } from '@playwright/test'
import { expect as baseExpect } from './test.ts'

/**
 * The catalogue journeys wait on searches a loaded two-core machine can take seconds over, the
 * first of them on a cold server above all: 15 s rather than 5 before an assertion gives up.
 */
export const expect = baseExpect.configure({ timeout: 15_000 })

/** What the tests need to know about the demo catalogue, asked of the API rather than assumed. */
export interface CategoryRow {
  id: number
  navn: string
  nivaa: number
  parent: number | null
}

interface SearchResponse {
  content: Array<{ id: number; navn: string }>
  totalElements: number
  aggregations: { kategoriAggregation: Array<{ id: number; hits: number }> }
}

export async function apiSearch(request: APIRequestContext, query = ''): Promise<SearchResponse> {
  const response = await request.get(`/api/v1/produkt?${query}`)
  expect(response.ok()).toBe(true)
  return (await response.json()) as SearchResponse
}

export async function categories(request: APIRequestContext): Promise<CategoryRow[]> {
  return (await (await request.get('/api/v1/kategori')).json()) as CategoryRow[]
}

/** A level-1, level-2 and level-3 category, each below the one before, the last with products. */
export async function categoryTrail(request: APIRequestContext): Promise<CategoryRow[]> {
  const all = await categories(request)
  const { aggregations } = await apiSearch(request, 'size=1')
  const hits = new Map(aggregations.kategoriAggregation.map(({ id, hits: n }) => [id, n]))
  const leaf = all.find((category) => category.nivaa === 3 && (hits.get(category.id) ?? 0) > 0)
  const middle = all.find((category) => category.id === leaf?.parent)
  const top = all.find((category) => category.id === middle?.parent)
  if (!leaf || !middle || !top) throw new Error('the demo data has no three-level category')
  return [top, middle, leaf]
}

/** A link whose name is a category's name followed by its hit count ('Leker 34 produkter'). */
export function categoryLink(page: Page, name: string) {
  const escaped = name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
  return page
    .locator('.category-section')
    .getByRole('link', { name: new RegExp(`^${escaped} \\d`) })
}

/**
 * Opens a disclosure (the categories or the filters) if a phone width has closed it, and waits
 * until it has unfolded. Designsystemet grows a details' content over 0.4 s, and the page moves
 * under the pointer meanwhile: a press and its release then land on different elements, and the
 * browser gives the click to their common ancestor (the filter form), not the link pressed. So a
 * press on "Nullstill søket" once did nothing on a loaded machine.
 */
export async function openDisclosure(page: Page, selector: string) {
  const details = page.locator(selector)
  if ((await details.getAttribute('open')) === null) await details.locator('> summary').click()
  await expect(details).toHaveAttribute('open', '')
  await expect
    .poll(() =>
      details.evaluate((element) => {
        const content = element.lastElementChild!.getBoundingClientRect()
        return element.getBoundingClientRect().bottom >= content.bottom
      }),
    )
    .toBe(true)
}

export const openCategories = (page: Page) => openDisclosure(page, '.category-section__details')
export const openFilters = (page: Page) => openDisclosure(page, '.search-filters__details')

/** The 'Du er her:' trail. */
export const breadcrumbs = (page: Page) => page.getByRole('navigation', { name: 'Du er her:' })
