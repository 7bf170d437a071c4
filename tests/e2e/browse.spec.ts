import type { Page } from '@playwright/test'
import {
  apiSearch,
  breadcrumbs,
  categoryLink,
  categoryTrail,
  expect,
  openCategories,
} from './support/catalogue.ts'
import { isPhone, test, untilHydrated } from './support/test.ts'

/** Browsing: the front page's categories and newest products, and the way down to a product. */

test('browse from home into a level-3 category and open a product', async ({ page, request }) => {
  test.slow()
  const [top, middle, leaf] = await categoryTrail(request)
  await page.goto('/')
  await openCategories(page)
  await categoryLink(page, top!.navn).click()
  await expect(page).toHaveURL(`/search?katid=${top!.id}`)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(top!.navn)
  await openCategories(page)
  await categoryLink(page, middle!.navn).click()
  await expect(page).toHaveURL(`/search?katid=${middle!.id}`)
  await openCategories(page)
  await categoryLink(page, leaf!.navn).click()
  await expect(page).toHaveURL(`/search?katid=${leaf!.id}`)
  const heading = page.getByRole('heading', { level: 1 })
  await expect(heading).toHaveText(leaf!.navn)
  await expect(heading).toBeFocused()
  const { totalElements } = await apiSearch(request, `kategori=${leaf!.id}`)
  await expect(page.getByRole('status').filter({ hasText: 'Viser' })).toHaveText(
    `Viser 1–${Math.min(totalElements, 12)} av ${totalElements.toLocaleString('nb-NO')} treff`,
  )
  const trail = breadcrumbs(page).getByRole('link')
  await expect(trail).toHaveText(['Forside', 'Søk', top!.navn, middle!.navn, leaf!.navn])
  await expect(trail.last()).toHaveAttribute('aria-current', 'page')

  const first = page.locator('.product-card__name a').first()
  const name = (await first.textContent()) ?? ''
  await first.click()
  await expect(page).toHaveURL(/\/produkt\/\d+$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name)
  await expect(page.getByRole('heading', { level: 1 })).toBeFocused()
})

test('the categories start open from 600 px and closed on a phone', async ({ page }, info) => {
  await page.goto('/')
  const details = page.locator('.category-section__details')
  if (isPhone(info.project.name)) await expect(details).not.toHaveAttribute('open')
  else await expect(details).toHaveAttribute('open', '')
  await details.locator('> summary').click()
  if (isPhone(info.project.name)) await expect(details).toHaveAttribute('open', '')
  else await expect(details).not.toHaveAttribute('open')
})

test('the active pictogram loads only when a card is hovered or focused', async ({ page }) => {
  await page.goto('/')
  expect(await page.content()).not.toContain('aktiv.svg')
  await openCategories(page)
  const request = page.waitForRequest(/\/pictogram\/\d+\/aktiv\.svg$/)
  await page.locator('.category-card').first().focus()
  await request
})

test('the newest products page by plain links, 1/2/4 a row', async ({ page, request }, info) => {
  const newest = await apiSearch(request, 'page=1&size=12')
  await page.goto('/')
  const cards = page.locator('.product-card')
  await expect(cards).toHaveCount(12)
  const tops = await cards.evaluateAll((all) =>
    all.slice(0, 4).map((card) => Math.round(card.getBoundingClientRect().top)),
  )
  expect(new Set(tops).size).toBe(isPhone(info.project.name) ? 4 : 1)
  for (const card of await cards.all()) {
    expect((await card.boundingBox())!.height).toBeGreaterThanOrEqual(410)
  }

  const pager = page.getByRole('navigation', { name: 'Sider med treff' })
  await expect(
    pager.getByRole('link', { name: /^Side \d+$/ }).filter({ visible: true }),
  ).toHaveCount(isPhone(info.project.name) ? 3 : 6)
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight))
  await pager.getByRole('link', { name: 'Neste' }).click()
  await expect(page).toHaveURL('/?pagenr=2')
  await expect(page.locator('.product-card__name').first()).toHaveText(newest.content[0]!.navn)
  await expect(pager.getByRole('link', { name: 'Side 2' })).toHaveAttribute('aria-current', 'page')
  // After a navigation the page glides to the top and focus moves to the new heading.
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)
  await expect(page.getByRole('heading', { level: 1 })).toBeFocused()
})

/** Each card's row, counted from 0 in the order the cards stand: [0, 0, 1, 1, 2] is two a row. */
async function rowOfEachCard(page: Page, count: number) {
  const tops = await page
    .locator('.product-card')
    .evaluateAll((all, n) => all.slice(0, n).map((card) => card.getBoundingClientRect().top), count)
  const rows = [...new Set(tops.map(Math.round))]
  return tops.map((top) => rows.indexOf(Math.round(top)))
}

test('the newest products stand 1 a row below 600 px, 2 below 1024 px and 4 from there', async ({
  page,
}) => {
  await page.goto('/')
  await expect(page.locator('.product-card')).toHaveCount(12)
  for (const [width, rows] of [
    [599, [0, 1, 2, 3, 4]],
    [600, [0, 0, 1, 1, 2]],
    [800, [0, 0, 1, 1, 2]],
    [1023, [0, 0, 1, 1, 2]],
    [1024, [0, 0, 0, 0, 1]],
    [1440, [0, 0, 0, 0, 1]],
  ] as const) {
    await page.setViewportSize({ width, height: 900 })
    expect(await rowOfEachCard(page, 5), `${width} px`).toEqual(rows)
  }
})

test("'Meld inn et produkt' appears once scrolled and reports the product in view", async ({
  page,
  request,
}) => {
  await page.goto('/')
  const button = page.getByRole('link', { name: 'Meld inn et produkt' })
  await expect(button).toBeHidden()
  await page.mouse.wheel(0, 200)
  await expect(button).toBeVisible()
  await expect(button).toHaveAttribute('href', '/innmelding')

  const id = (await apiSearch(request, 'size=1')).content[0]!.id
  await page.goto(`/produkt/${id}`)
  await expect(button).toBeHidden()
  await page.mouse.wheel(0, 200)
  await expect(button).toHaveAttribute('href', `/innmelding/observasjon/${id}`)
})

test("'Meld inn et produkt' shows from 50 px scrolled, not at 49", async ({ page }) => {
  await page.goto('/')
  await untilHydrated(page)
  const button = page.getByRole('link', { name: 'Meld inn et produkt' })
  const scrollTo = async (top: number) => {
    await page.evaluate((y) => window.scrollTo({ top: y, behavior: 'instant' }), top)
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(top)
  }
  // Each step changes what is shown, so no assertion passes merely because the page has not
  // caught up with the scroll yet.
  await scrollTo(200)
  await expect(button).toBeVisible()
  await scrollTo(49)
  await expect(button).toBeHidden()
  await scrollTo(50)
  await expect(button).toBeVisible()
})

test('nothing scrolls sideways on the catalogue pages', async ({ page, request }) => {
  const id = (await apiSearch(request, 'size=1')).content[0]!.id
  for (const path of ['/', '/search?katid=1', `/produkt/${id}`]) {
    await page.goto(path)
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    )
    expect(overflow, path).toBeLessThanOrEqual(0)
  }
})
