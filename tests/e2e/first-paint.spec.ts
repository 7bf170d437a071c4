import { apiSearch, expect } from './support/catalogue.ts'
import { test, untilHydrated } from './support/test.ts'

// Decision 046: on a phone's slow connection every stylesheet the head links holds up the first
// paint by a round trip, so the pages carry their styles in the head, under the policy's nonce.

test('home, search and product pages carry their styles and link none the screen waits for', async ({
  page,
  request,
}) => {
  const product = (await apiSearch(request, 'size=1')).content[0]!
  for (const path of ['/', '/search?q=lader&risiko=1', `/produkt/${product.id}`]) {
    const response = await request.get(path)
    const nonce = /'nonce-([^']+)'/.exec(response.headers()['content-security-policy']!)![1]!
    const head = (await response.text()).split('</head>')[0]!
    const blocking = [...head.matchAll(/<link[^>]*rel="stylesheet"[^>]*>/g)]
      .map(([link]) => link)
      .filter((link) => !link.includes('media="print"'))
    expect(blocking, path).toEqual([])
    expect(head, path).toContain(`<style nonce="${nonce}">`)
  }

  // In the browser the styles apply (global.css sets the font) and the page hydrates: the
  // cleared search field searches again. The fixture fails the test if the policy refused a style.
  const hydrationErrors: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error') hydrationErrors.push(message.text())
  })
  await page.goto('/search?q=lader')
  expect(await page.evaluate(() => getComputedStyle(document.body).fontFamily)).toContain('Inter')
  await untilHydrated(page)
  await page.getByLabel('Søk etter produkt', { exact: true }).fill('')
  await expect(page).toHaveURL('/search')
  expect(hydrationErrors).toEqual([])
})

// Decision 066: a public page's scripts are asked for only once the browser has painted it, so
// neither their download nor hydration holds up what a visitor on a slow phone sees first.
test('home, search and product pages are painted before their scripts are asked for, then hydrate', async ({
  page,
  request,
}) => {
  const product = (await apiSearch(request, 'size=1')).content[0]!
  for (const path of ['/', '/search?q=lader&risiko=1', `/produkt/${product.id}`]) {
    await page.goto(path)
    await untilHydrated(page)
    const { paint, scripts } = await page.evaluate(() => ({
      paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
      scripts: performance
        .getEntriesByType('resource')
        .filter((entry) => /\/assets\/[^/]+\.js$/.test(entry.name))
        .map((entry) => ({ script: entry.name, startTime: entry.startTime })),
    }))
    expect(paint, path).toBeDefined()
    expect(scripts.length, path).toBeGreaterThan(3)
    for (const script of scripts)
      expect(script.startTime, script.script).toBeGreaterThanOrEqual(paint!)
  }
})
