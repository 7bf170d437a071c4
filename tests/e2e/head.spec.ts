import type { Page } from '@playwright/test'
import { expect, test } from './support/test.ts'

/** Canonical address, Open Graph and Twitter card tags on the pages of this issue. */

const meta = (page: Page, key: string) =>
  page.locator(`head meta[property="${key}"], head meta[name="${key}"]`)

async function canonical(page: Page) {
  return page.locator('head link[rel="canonical"]').getAttribute('href')
}

for (const path of ['/omnettstedet', '/personvern', '/myndighet']) {
  test(`${path} names its absolute canonical address, without tracking parameters`, async ({
    page,
    baseURL,
  }) => {
    await page.goto(`${path}?utm_source=nyhetsbrev&utm_medium=epost&fbclid=abc123`)
    const expected = `${new URL(baseURL!).origin}${path}`
    expect(await canonical(page)).toBe(expected)
    await expect(meta(page, 'og:url')).toHaveAttribute('content', expected)
    await expect(meta(page, 'og:type')).toHaveAttribute('content', 'website')
    await expect(meta(page, 'og:site_name')).toHaveAttribute('content', 'Farlige produkter')
    await expect(meta(page, 'og:locale')).toHaveAttribute('content', 'nb_NO')
    await expect(meta(page, 'twitter:card')).toHaveAttribute('content', 'summary')
    await expect(meta(page, 'og:title')).toHaveAttribute('content', await page.title())
    await expect(meta(page, 'og:description')).toHaveAttribute('content', /.{20,}/)
  })
}

test('the default share image is an absolute address of a 512x512 PNG', async ({
  page,
  request,
  baseURL,
}) => {
  await page.goto('/omnettstedet')
  const image = await meta(page, 'og:image').getAttribute('content')
  expect(image).toBe(`${new URL(baseURL!).origin}/share-image.png`)
  await expect(meta(page, 'og:image:width')).toHaveAttribute('content', '512')
  await expect(meta(page, 'og:image:height')).toHaveAttribute('content', '512')
  await expect(meta(page, 'og:image:alt')).toHaveAttribute('content', /varseltrekant/)
  const response = await request.get(image!)
  expect(response.status()).toBe(200)
  expect(response.headers()['content-type']).toBe('image/png')
  // The PNG header holds width and height as big-endian numbers at bytes 16 and 20.
  const png = await response.body()
  expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([512, 512])
})

test('a Nynorsk page names its own address and locale', async ({ page, baseURL }) => {
  await page.goto('/personvern?lang=nn')
  const origin = new URL(baseURL!).origin
  expect(await canonical(page)).toBe(`${origin}/personvern?lang=nn`)
  await expect(meta(page, 'og:locale')).toHaveAttribute('content', 'nn_NO')
  await expect(page.locator('head link[rel="alternate"][hreflang="nb"]')).toHaveAttribute(
    'href',
    `${origin}/personvern`,
  )
})

test('the about page gives keywords', async ({ page }) => {
  await page.goto('/omnettstedet')
  await expect(meta(page, 'keywords')).toHaveAttribute('content', /produktsikkerhet/)
})

test("a page without keywords of its own has the site's, in the page's language", async ({
  page,
}) => {
  for (const path of ['/', '/personvern', '/myndighet', '/search?q=lader', '/404']) {
    await page.goto(path)
    await expect(meta(page, 'keywords')).toHaveAttribute('content', /^farlige produkter, /)
  }
  await page.goto('/personvern?lang=nn')
  await expect(meta(page, 'keywords')).toHaveAttribute('content', /^farlege produkt, /)
})

test('the tags follow a navigation inside the site', async ({ page, baseURL }) => {
  await page.goto('/omnettstedet')
  await page.getByRole('main').getByRole('link', { name: 'Les personvernerklæringen' }).click()
  await expect(page).toHaveTitle('Farlige produkter - Personvern')
  expect(await canonical(page)).toBe(`${new URL(baseURL!).origin}/personvern`)
  await expect(page.locator('head link[rel="canonical"]')).toHaveCount(1)
})
