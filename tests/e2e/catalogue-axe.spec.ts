import { expectNoAxeViolations } from './support/axe.ts'
import { apiSearch, categoryTrail, expect, openDisclosure } from './support/catalogue.ts'
import { test } from './support/test.ts'

/** Every catalogue page, in Bokmål and Nynorsk, at both widths, with its folded parts open too. */
test.describe.configure({ timeout: 60_000 })

const PAGES: Array<[string, (ids: { top: number; leaf: number; product: number }) => string]> = [
  ['home', () => '/'],
  ['home page 2', () => '/?pagenr=2'],
  ['search', () => '/search'],
  ['level-1 category', ({ top }) => `/search?katid=${top}`],
  ['search with filters', ({ leaf }) => `/search?katid=${leaf}&utland=true&risiko=1,2`],
  ['no hits', () => '/search?q=xqzjwvkqq'],
  ['invalid search', () => '/search?pagenr=0'],
  ['product', ({ product }) => `/produkt/${product}`],
  ['unknown product', () => '/produkt/999999999'],
]

for (const lang of ['nb', 'nn'] as const) {
  for (const [name, path] of PAGES) {
    test(`axe finds no WCAG 2.2 AA violation on the ${name} page in ${lang}`, async ({
      page,
      request,
    }) => {
      const [top, , leaf] = await categoryTrail(request)
      const product = (await apiSearch(request, 'size=1')).content[0]!.id
      const url = path({ top: top!.id, leaf: leaf!.id, product })
      await page.goto(`${url}${url.includes('?') ? '&' : '?'}lang=${lang}`)
      await expect(page.locator('html')).toHaveAttribute('lang', lang)
      await expectNoAxeViolations(page)
      if (await page.locator('.search-filters__details').count()) {
        await openDisclosure(page, '.search-filters__details')
        for (const group of await page.locator('.filter-group').all()) {
          if ((await group.getAttribute('open')) === null) await group.locator('> summary').click()
        }
        const exportForm = page.locator('.search-export > summary')
        if (await exportForm.count()) {
          await exportForm.click()
          await expect(page.locator('altcha-widget')).toBeVisible()
        }
        // Opening the groups scrolls the page, and the sticky report button then lies over
        // whatever is under it at that moment (axe: target-size). Back at the top it is hidden,
        // and axe checks the page itself; focus always scrolls clear of it (scroll-padding).
        await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }))
        await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)
        await expect(page.locator('.sticky-report')).toBeHidden()
        await expectNoAxeViolations(page)
      }
    })
  }
}
