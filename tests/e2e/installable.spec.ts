import { readFile, writeFile } from 'node:fs/promises'
import { resolve } from 'node:path'
import sharp from 'sharp'
import { UPDATE_INTERVAL_MS } from '../../app/components/app-install/register-service-worker.ts'
import { writeCompressedCopies } from '../../scripts/precompress.ts'
import { expectNoAxeViolations } from './support/axe.ts'
import { expect, test } from './support/test.ts'

// The other specs block service workers (playwright.config.ts), since page.route() does not see
// what a worker answers; this one tests the worker, so it lets it run.
test.use({ serviceWorkers: 'allow' })

test('the front page links a valid web app manifest whose icons exist', async ({
  page,
  request,
}) => {
  await page.goto('/')
  await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute('content', '#0062ba')
  const href = await page.locator('link[rel="manifest"]').getAttribute('href')
  expect(href).toBe('/manifest.webmanifest')
  const response = await request.get(href!)
  expect(response.headers()['content-type']).toContain('application/manifest+json')
  const manifest = (await response.json()) as Record<string, unknown>
  expect(manifest).toMatchObject({
    name: 'Farlige produkter',
    short_name: 'Farlige produkter',
    start_url: '/',
    display: 'standalone',
    theme_color: '#0062ba',
    background_color: '#ffffff',
  })
  expect(manifest.description).toEqual(expect.stringContaining('farlige'))
  const icons = manifest.icons as Array<{ src: string; sizes: string; purpose: string }>
  expect(icons.map((icon) => `${icon.sizes} ${icon.purpose}`)).toEqual([
    '192x192 any',
    '512x512 any',
    '512x512 maskable',
  ])
  for (const icon of icons) {
    const image = await request.get(icon.src)
    expect(image.headers()['content-type']).toBe('image/png')
    const { width, height } = await sharp(await image.body()).metadata()
    expect(`${width}x${height}`).toBe(icon.sizes)
  }
})

test('the service worker script is never taken from the HTTP cache unasked', async ({
  request,
}) => {
  const response = await request.get('/sw.js')
  expect(response.status()).toBe(200)
  expect(response.headers()['cache-control']).toBe('no-cache')
  expect(response.headers()['content-type']).toContain('javascript')
})

test('the worker takes the page on the next load; offline, a page shows the offline page', async ({
  page,
  context,
}) => {
  await page.goto('/')
  await page.evaluate(() => navigator.serviceWorker.ready)
  await page.reload()
  expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).toMatch(
    /\/sw\.js$/,
  )

  // The API answers through the worker as before, and is never kept by it.
  const online = await page.evaluate(async () => (await fetch('/api/v1/config')).status)
  expect(online).toBe(200)

  await context.setOffline(true)
  await page.goto('/search?q=lader')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Du er ikke koblet til internett',
  )
  await expect(page.getByText('trenger internettforbindelse')).toBeVisible()
  await expect(page).toHaveTitle('Ingen internettforbindelse - Farlige produkter')
  // The site's own stylesheets, from the worker's cache: global.css sets the font.
  expect(await page.evaluate(() => getComputedStyle(document.body).fontFamily)).toContain('Inter')
  await expectNoAxeViolations(page)

  // Offline, the API fails as it should: the worker kept nothing of it to answer with. (Past
  // the browser's HTTP cache, which may keep the config for a while by its own headers.)
  const apiOffline = await page.evaluate(() =>
    fetch('/api/v1/config', { cache: 'no-store' }).then(
      (response) => `answered ${response.status}`,
      () => 'failed',
    ),
  )
  expect(apiOffline).toBe('failed')
  const cached = await page.evaluate(async () => {
    const urls: string[] = []
    for (const name of await caches.keys()) {
      const cache = await caches.open(name)
      for (const request of await cache.keys()) urls.push(new URL(request.url).pathname)
    }
    return urls
  })
  expect(cached).toContain('/offline.html')
  expect(cached.some((path) => path.startsWith('/assets/'))).toBe(true)
  expect(
    cached.filter((path) => !/^\/(assets|icons)\/|^\/(offline\.html|favicon\.svg)$/.test(path)),
  ).toEqual([])

  // Back online, the same address shows the live page, not the offline page.
  await context.setOffline(false)
  await page.getByRole('link', { name: 'Prøv igjen' }).click()
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(
    'Du er ikke koblet til internett',
  )
  expect(new URL(page.url()).search).toBe('?q=lader')
})

test('a browser without service workers gets the warning and a working site', async ({ page }) => {
  await page.addInitScript(() => {
    delete (Navigator.prototype as { serviceWorker?: unknown }).serviceWorker
  })
  const warning = page.waitForEvent('console', (message) =>
    message.text().includes('the installed-app feature will not be configured'),
  )
  await page.goto('/')
  expect((await warning).type()).toBe('warning')
  const field = page.getByLabel('Søk etter produkt', { exact: true })
  await field.fill('lader')
  await field.press('Enter')
  await expect(page).toHaveURL('/search?q=lader')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
})

test('a new worker found by the five-minute check takes over and reloads the page', async ({
  page,
}) => {
  const script = resolve('build/client/sw.js')
  // The server sends the build's compressed copies where the browser takes them: a deploy
  // changes all three.
  const files = [script, `${script}.br`, `${script}.gz`]
  const originals = await Promise.all(files.map((file) => readFile(file)))
  await page.clock.install()
  await page.goto('/')
  await page.evaluate(() => navigator.serviceWorker.ready)
  await page.reload()
  await expect
    .poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller)))
    .toBe(true)
  // Something only this page load has: gone once the page reloads.
  await page.evaluate(() => Object.assign(window, { beforeUpdate: true }))

  try {
    // A new deploy: the worker script changes on the server.
    const newer = Buffer.concat([originals[0]!, Buffer.from('\n// a newer build\n')])
    await writeFile(script, newer)
    await writeCompressedCopies(script, newer)
    const reloaded = page.waitForEvent('load')
    await page.clock.runFor(UPDATE_INTERVAL_MS)
    await reloaded
  } finally {
    await Promise.all(files.map((file, index) => writeFile(file, originals[index]!)))
  }
  expect(await page.evaluate(() => 'beforeUpdate' in window)).toBe(false)
  const states = await page.evaluate(async () => {
    const registration = await navigator.serviceWorker.getRegistration()
    return { active: registration?.active?.state, waiting: registration?.waiting ?? null }
  })
  expect(states).toEqual({ active: 'activated', waiting: null })
})
