import { expect, test } from './support/test.ts'

// What a visitor's browser is sent: pages compressed as they are drawn, scripts and styles as
// the build compressed them. Decoded by the browser, they must read as the plain files do.

test('a page and the scripts and styles it loads arrive compressed', async ({ page }) => {
  const encodings = new Map<string, string | undefined>()
  page.on('response', async (response) => {
    const url = new URL(response.url())
    // Files under 1 KB gain too little to have a compressed copy (scripts/precompress.ts).
    if (
      url.pathname === '/' ||
      (/\.(js|css)$/.test(url.pathname) && (await response.body()).length >= 1024)
    ) {
      encodings.set(url.pathname, (await response.allHeaders())['content-encoding'])
    }
  })
  await page.goto('/')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  expect(['zstd', 'br', 'gzip']).toContain(encodings.get('/'))
  const assets = [...encodings].filter(([path]) => path.startsWith('/assets/'))
  expect(assets.length).toBeGreaterThan(5)
  for (const [path, encoding] of assets) expect([path, encoding]).toEqual([path, 'br'])
})

test('a client without compression gets the plain files', async ({ request }) => {
  const response = await request.get('/', { headers: { 'accept-encoding': 'identity' } })
  expect(response.headers()['content-encoding']).toBeUndefined()
  const html = await response.text()
  // The client entry, named by a module preload or in the list a public page preloads after its
  // first paint (decision 066).
  const href = /"(\/assets\/entry\.client-[\w-]+\.js)"/.exec(html)![1]!
  const asset = await request.get(href, { headers: { 'accept-encoding': 'identity' } })
  expect(asset.headers()['content-encoding']).toBeUndefined()
  expect(asset.headers()['vary']).toBe('accept-encoding')
  expect(await asset.text()).toContain('import')
})
