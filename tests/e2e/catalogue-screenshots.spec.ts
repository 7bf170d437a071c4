import { apiSearch, categoryTrail, openFilters } from './support/catalogue.ts'
import { test } from './support/test.ts'

/**
 * Not a check: full-page pictures of the catalogue at each width, for a person to look at after
 * a change to the layout (/tmp/farlige-produkter-screenshots/).
 */
const DIR = '/tmp/farlige-produkter-screenshots'

test('screenshots of home, a category, a filtered search and a product', async ({
  page,
  request,
}, info) => {
  test.setTimeout(60_000)
  const name = info.project.name
  const [top] = await categoryTrail(request)
  const product = (await apiSearch(request, 'size=1')).content[0]!.id
  const shots: Array<[string, string]> = [
    ['home', '/'],
    ['category', `/search?katid=${top!.id}`],
    ['search-filters', `/search?katid=${top!.id}&utland=true&risiko=1,2`],
    ['product', `/produkt/${product}`],
  ]
  for (const [shot, path] of shots) {
    await page.goto(path)
    if (shot === 'search-filters') await openFilters(page)
    // Lazy pictures load as they come near the window: pass over the page once.
    await page.evaluate(async () => {
      for (let y = 0; y < document.body.scrollHeight; y += 600) {
        window.scrollTo(0, y)
        await new Promise((resolve) => setTimeout(resolve, 60))
      }
      window.scrollTo(0, 0)
    })
    await page.waitForLoadState('networkidle')
    await page.screenshot({ path: `${DIR}/${name}-catalogue-${shot}.png`, fullPage: true })
  }
})
