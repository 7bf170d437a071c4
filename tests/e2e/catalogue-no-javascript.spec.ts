import { apiSearch, categoryLink, categoryTrail, expect } from './support/catalogue.ts'
import type { Page } from '@playwright/test'
import { test } from './support/test.ts'

/**
 * The catalogue as a browser without JavaScript gets it: links and a plain GET form. Such a
 * browser loads every picture at once (lazy loading needs scripts), so the pages are not waited
 * on to the last picture, and the journeys get more time on a cold server.
 */
test.use({ javaScriptEnabled: false })
test.describe.configure({ timeout: 90_000 })

const visit = (page: Page, url: string) => page.goto(url, { waitUntil: 'domcontentloaded' })

test('browse categories down to level 3 and open a product', async ({ page, request }) => {
  const [top, middle, leaf] = await categoryTrail(request)
  await visit(page, '/')
  // Without the script that folds them on a phone, the categories stay open at every width.
  await expect(page.locator('.category-section__details')).toHaveAttribute('open', '')
  await categoryLink(page, top!.navn).click()
  await categoryLink(page, middle!.navn).click()
  await categoryLink(page, leaf!.navn).click()
  await expect(page).toHaveURL(`/search?katid=${leaf!.id}`)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(leaf!.navn)
  await page.locator('.product-card__name a').first().click()
  await expect(page).toHaveURL(/\/produkt\/\d+$/)
})

test('the newest products page by links', async ({ page, request }) => {
  const second = await apiSearch(request, 'page=1&size=12')
  await visit(page, '/')
  await page.getByRole('link', { name: 'Neste' }).click()
  await expect(page).toHaveURL('/?pagenr=2')
  await expect(page.locator('.product-card__name').first()).toHaveText(second.content[0]!.navn)
})

test('the filter form searches with its button, and the hits page', async ({ page, request }) => {
  await visit(page, '/search')
  const filters = page.getByRole('complementary', { name: 'Avgrens søket' })
  await filters.getByLabel('Søkeord').fill('lader')
  await filters.locator('summary', { hasText: 'Risiko' }).click()
  await filters.getByLabel('Brann', { exact: true }).check()
  await filters.getByLabel('Elektrisk støt').check()
  await filters.getByRole('button', { name: 'Vis treff' }).click()
  // The form posts risiko twice; the page answers at the address with them comma-joined.
  await expect(page).toHaveURL(/^.*\/search\?q=lader&risiko=\d+,\d+$/)
  await expect(filters.getByLabel('Brann', { exact: true })).toBeChecked()

  await visit(page, '/search?risiko=1')
  const { totalElements } = await apiSearch(request, 'risiko=1&size=1')
  await page.getByRole('link', { name: 'Neste' }).click()
  await expect(page).toHaveURL('/search?pagenr=2&risiko=1')
  await expect(page.locator('.search-summary')).toHaveText(
    `Viser 13–24 av ${totalElements.toLocaleString('nb-NO')} treff`,
  )
})

test('the reset link starts the search over', async ({ page, request }) => {
  const { totalElements } = await apiSearch(request, 'size=1')
  await visit(page, '/search?q=lader&utland=true')
  const filters = page.getByRole('complementary', { name: 'Avgrens søket' })
  await expect(filters.getByLabel('Søkeord')).toHaveValue('lader')
  await filters.getByRole('link', { name: 'Nullstill søket' }).click()
  await expect(page).toHaveURL('/search')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Produktkategorier')
  await expect(filters.getByLabel('Søkeord')).toHaveValue('')
  await expect(filters.getByLabel('Bare produkter meldt fra utlandet')).not.toBeChecked()
  await expect(page.locator('.search-summary')).toHaveText(
    `Viser 1–12 av ${totalElements.toLocaleString('nb-NO')} treff`,
  )
})

test('the language switch works without JavaScript, and the choice holds', async ({ page }) => {
  await visit(page, '/search?q=lader')
  await expect(page.locator('html')).toHaveAttribute('lang', 'nb')
  await page
    .getByRole('navigation', { name: 'Språk' })
    .getByRole('link', { name: 'Nynorsk', exact: true })
    .click()
  await expect(page).toHaveURL('/search?q=lader&lang=nn')
  await expect(page.locator('html')).toHaveAttribute('lang', 'nn')
  const filters = page.getByRole('complementary', { name: 'Avgrens søket' })
  await expect(filters.getByLabel('Søkjeord')).toHaveValue('lader')
  await expect(filters.getByLabel('Berre produkt melde frå utlandet')).toBeVisible()

  // The next page, without ?lang=, is in Nynorsk too.
  await filters.getByRole('button', { name: 'Vis treff' }).click()
  await expect(page).toHaveURL('/search?q=lader')
  await expect(page.locator('html')).toHaveAttribute('lang', 'nn')
  await expect(filters.getByLabel('Søkjeord')).toHaveValue('lader')
})

test('the product page shows every picture and fact', async ({ page, request }) => {
  const id = (await apiSearch(request, 'size=1')).content[0]!.id
  const product = (await (await request.get(`/api/v1/produkt/${id}`)).json()) as {
    navn: string
    thumbnailMetaList: Array<{ alt: string }>
  }
  await visit(page, `/produkt/${id}`)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(product.navn)
  for (const image of product.thumbnailMetaList) {
    await expect(page.getByRole('img', { name: image.alt })).toBeVisible()
  }
  await expect(page.getByRole('heading', { name: 'Opplysninger om produktet' })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Meld inn et produkt' })).toBeHidden()
})

test('the export says it needs JavaScript', async ({ page }) => {
  await visit(page, '/search?q=lader')
  await page.getByText('Eksporter søkeresultatet').click()
  // A <noscript> note: shown only where scripts do not run.
  await expect(page.locator('.search-export__noscript')).toBeVisible()
  await expect(page.locator('.search-export__noscript')).toHaveText(/^Eksporten krever JavaScript/)
  await expect(page.getByRole('link', { name: 'Last ned statistikk (CSV)' })).toBeVisible()
})
