import type { Locator, Page } from '@playwright/test'
import { apiSearch, categoryLink, categoryTrail, expect } from './support/catalogue.ts'
import { test, untilHydrated } from './support/test.ts'

/**
 * The catalogue, the language switch and the 404 page with the keyboard alone: Tab, Enter and
 * Space, never a click or a pointer. Each step moves focus the way a person would, one key at a
 * time, until the control is reached.
 */

/** Presses Tab until the target has focus; fails if it is never reached. */
async function tabTo(page: Page, target: Locator, limit = 250) {
  await expect(target).toBeAttached()
  for (let presses = 0; presses < limit; presses++) {
    if (await target.evaluate((element) => element === document.activeElement)) return
    await page.keyboard.press('Tab')
  }
  throw new Error(`focus never reached ${String(target)} in ${limit} presses`)
}

/** Opens a disclosure a phone width keeps closed, from its summary, with Enter. */
async function openWithKeyboard(page: Page, selector: string) {
  const details = page.locator(selector)
  if ((await details.getAttribute('open')) !== null) return
  await tabTo(page, details.locator('> summary'))
  await page.keyboard.press('Enter')
  await expect(details).toHaveAttribute('open', '')
}

const heading = (page: Page) => page.getByRole('heading', { level: 1 })

test('from home to a product, with the keyboard alone', async ({ page, request }) => {
  test.slow()
  const [top, middle, leaf] = await categoryTrail(request)
  await page.goto('/')

  await openWithKeyboard(page, '.category-section__details')
  await tabTo(page, categoryLink(page, top!.navn))
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(`/search?katid=${top!.id}`)
  await expect(heading(page)).toHaveText(top!.navn)
  await expect(heading(page)).toBeFocused()

  await openWithKeyboard(page, '.category-section__details')
  await tabTo(page, categoryLink(page, middle!.navn))
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(`/search?katid=${middle!.id}`)
  await expect(heading(page)).toHaveText(middle!.navn)

  await openWithKeyboard(page, '.category-section__details')
  await tabTo(page, categoryLink(page, leaf!.navn))
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(`/search?katid=${leaf!.id}`)
  await expect(heading(page)).toHaveText(leaf!.navn)

  const product = page.locator('.product-card__name a').first()
  const name = (await product.textContent()) ?? ''
  await tabTo(page, product)
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/\/produkt\/\d+$/)
  await expect(heading(page)).toHaveText(name)
  await expect(heading(page)).toBeFocused()
})

test('on the search page, a filter and the next page with the keyboard alone', async ({
  page,
  request,
}) => {
  test.slow()
  // A flag whose search has a second page in the demo data, asked of the API.
  const flags = [
    { name: 'utland', label: 'Bare produkter meldt fra utlandet' },
    { name: 'proff', label: 'Bare produkter for profesjonelle' },
  ]
  let flag: (typeof flags)[number] | undefined
  for (const candidate of flags) {
    if ((await apiSearch(request, `${candidate.name}=true&size=1`)).totalElements > 12) {
      flag = candidate
      break
    }
  }
  if (!flag) throw new Error('the demo data has no flag with a second page of hits')

  await page.goto('/search')
  await openWithKeyboard(page, '.search-filters__details')
  const checkbox = page.getByRole('checkbox', { name: flag.label, exact: true })
  await tabTo(page, checkbox)
  await page.keyboard.press('Space')
  await expect(checkbox).toBeChecked()
  await expect(page).toHaveURL(`/search?${flag.name}=true`)
  await expect(checkbox).toBeFocused()

  const pager = page.getByRole('navigation', { name: 'Sider med treff' })
  await tabTo(page, pager.getByRole('link', { name: 'Side 2' }))
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(`/search?pagenr=2&${flag.name}=true`)
  await expect(page.locator('.search-summary')).toHaveText(/^Viser 13–/)
  await expect(heading(page)).toBeFocused()

  // From the heading on to the filter again: unticked, the search starts over at page 1.
  await tabTo(page, checkbox)
  await page.keyboard.press('Space')
  await expect(page).toHaveURL('/search')
  await expect(page.locator('.search-summary')).toHaveText(/^Viser 1–/)
})

test('reset the search with the keyboard alone', async ({ page }) => {
  await page.goto('/search?q=lader&utland=true')
  await untilHydrated(page)
  await openWithKeyboard(page, '.search-filters__details')
  const filters = page.getByRole('complementary', { name: 'Avgrens søket' })
  await expect(filters.getByLabel('Søkeord')).toHaveValue('lader')
  await tabTo(page, filters.getByRole('link', { name: 'Nullstill søket' }))
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL('/search')
  await expect(heading(page)).toBeFocused()
  await openWithKeyboard(page, '.search-filters__details')
  await expect(filters.getByLabel('Søkeord')).toHaveValue('')
  await expect(filters.getByLabel('Bare produkter meldt fra utlandet')).not.toBeChecked()
})

test('switch to Nynorsk in the footer with the keyboard alone', async ({ page }) => {
  await page.goto('/')
  await untilHydrated(page)
  const nynorsk = page
    .getByRole('navigation', { name: 'Språk' })
    .getByRole('link', { name: 'Nynorsk', exact: true })
  await tabTo(page, nynorsk)
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL('/?lang=nn')
  await expect(page.locator('html')).toHaveAttribute('lang', 'nn')
  await expect(heading(page)).toHaveText('Finn farleg produkt')
  await expect(heading(page)).toBeFocused()
  await expect(nynorsk).toHaveAttribute('aria-current', 'true')
})

test("an unknown address, and the 404 page's way back, with the keyboard alone", async ({
  page,
}) => {
  const response = await page.goto('/ingen-slik-side')
  expect(response?.status()).toBe(404)
  await expect(heading(page)).toHaveText('Klarte ikke finne denne siden')
  await untilHydrated(page)
  await tabTo(page, page.getByRole('main').getByRole('link', { name: 'Ta meg tilbake' }))
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL('/')
  await expect(heading(page)).toHaveText('Finn farlig produkt')
  await expect(heading(page)).toBeFocused()
})
