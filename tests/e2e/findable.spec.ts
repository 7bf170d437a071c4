import sharp from 'sharp'
import { schemaOrgProblems } from '../support/schema-org.ts'
import { apiSearch, categoryTrail, expect } from './support/catalogue.ts'
import { test } from './support/test.ts'

/** What search engines and feed readers find: the feed links, structured data, icon and files. */

test('a search page links the Atom feed of its search, which names it and links back', async ({
  page,
  request,
}) => {
  const category = (await categoryTrail(request)).at(-1)!
  await page.goto(`/search?katid=${category.id}&proff=false&lang=nn`)
  const link = page.locator('head link[rel="alternate"][type="application/atom+xml"]')
  await expect(link).toHaveCount(1)
  await expect(link).toHaveAttribute('title', new RegExp(category.navn))
  const href = (await link.getAttribute('href'))!
  expect(href).toBe(`/api/v1/produkt/feed?kategori=${category.id}&lang=nn`)
  const feed = await request.get(href)
  expect(feed.status()).toBe(200)
  expect(feed.headers()['content-type']).toContain('application/atom+xml')
  const head = (await feed.text()).split('<entry>')[0]!
  expect(head).toContain(`<title>Farlege produkt: Kategori: ${category.navn}</title>`)
  // Its link back opens the same search in the same language.
  const back = /<link rel="alternate" type="text\/html" href="([^"]+)"\/>/.exec(head)![1]!
  const backUrl = new URL(back.replaceAll('&amp;', '&'))
  expect(backUrl.pathname + backUrl.search).toBe(`/search?katid=${category.id}&lang=nn`)
  await page.goto(backUrl.pathname + backUrl.search)
  await expect(page.getByRole('heading', { level: 1, name: category.navn })).toBeVisible()
})

test('the plain search page links the feed of every product', async ({ page }) => {
  await page.goto('/search')
  await expect(
    page.locator('head link[rel="alternate"][type="application/atom+xml"]'),
  ).toHaveAttribute('href', '/api/v1/produkt/feed')
})

test("a product page describes the product to search engines as schema.org's Product", async ({
  page,
  request,
}) => {
  const id = (await apiSearch(request, 'size=1')).content[0]!.id
  await page.goto(`/produkt/${id}`)
  const json = await page.locator('script[type="application/ld+json"]').textContent()
  const data = JSON.parse(json!) as Record<string, unknown>
  expect(schemaOrgProblems(data)).toEqual([])
  expect(data['@type']).toBe('Product')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(String(data.name))
  expect(data.url).toBe(await page.locator('link[rel="canonical"]').getAttribute('href'))
  const images = data.image as string[]
  expect(images.length).toBeGreaterThan(0)
  for (const image of images) {
    const response = await request.get(new URL(image).pathname + new URL(image).search)
    expect(response.headers()['content-type']).toMatch(/^image\//)
  }
})

test('/favicon.ico is an icon drawn from the logo, in the sizes browsers pick from', async ({
  request,
}) => {
  const response = await request.get('/favicon.ico', { maxRedirects: 0 })
  expect(response.status()).toBe(200)
  expect(response.headers()['content-type']).toMatch(/^image\/(x-icon|vnd\.microsoft\.icon)$/)
  const ico = await response.body()
  expect([ico.readUInt16LE(0), ico.readUInt16LE(2)]).toEqual([0, 1])
  const sizes: number[] = []
  for (let index = 0; index < ico.readUInt16LE(4); index += 1) {
    const entry = 6 + 16 * index
    const image = ico.subarray(
      ico.readUInt32LE(entry + 12),
      ico.readUInt32LE(entry + 12) + ico.readUInt32LE(entry + 8),
    )
    const { width, height } = await sharp(image).metadata()
    expect([width, height]).toEqual([ico.readUInt8(entry), ico.readUInt8(entry + 1)])
    // The logo's blue square fills the corner's inside: a drawing, not an empty image.
    const { data } = await sharp(image).raw().toBuffer({ resolveWithObject: true })
    const middleLeft = (Math.floor(height / 2) * width + 1) * 4
    expect([...data.subarray(middleLeft, middleLeft + 4)]).toEqual([0, 98, 186, 255])
    sizes.push(width)
  }
  expect(sizes).toEqual([16, 32, 48])
})

test('robots.txt and the sitemap are served as files, not sent to the 404 page', async ({
  request,
}) => {
  for (const path of ['/robots.txt', '/sitemap.xml']) {
    const response = await request.get(path, { maxRedirects: 0 })
    expect(response.status(), path).toBe(200)
  }
  const sitemap = await (await request.get('/sitemap.xml')).text()
  const id = (await apiSearch(request, 'size=1')).content[0]!.id
  expect(sitemap).toMatch(new RegExp(`<loc>[^<]*/produkt/${id}\\?lang=en</loc>`))
})
