import type { APIRequestContext, Page } from '@playwright/test'
import { apiSearch, breadcrumbs, categoryTrail, expect, openFilters } from './support/catalogue.ts'
import { SEARCH_DEBOUNCE_MS } from '../../app/components/search/use-debounced-search.ts'
import { holdScripts, isPhone, test, untilHydrated } from './support/test.ts'

/** The search page: free text, every filter, paging, the URL as the state and reset. */

const summary = (page: Page) => page.locator('.search-summary')

/** The same search as the API would run it, from the page's own URL (katid is kategori there). */
async function expectedTotal(request: APIRequestContext, page: Page) {
  const params = new URL(page.url()).searchParams
  const katid = params.get('katid')
  params.delete('katid')
  params.delete('pagenr')
  if (katid) params.set('kategori', katid)
  return (await apiSearch(request, `${params}&size=1`)).totalElements
}

async function expectSummaryFor(request: APIRequestContext, page: Page) {
  const total = await expectedTotal(request, page)
  if (total === 0) {
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Ingen treff')
    await expect(page.getByText('Ingen produkter passer med søket ditt.')).toBeVisible()
  } else {
    const written = total.toLocaleString('nb-NO').replace(/\s/g, '\\s')
    await expect(summary(page)).toHaveText(new RegExp(`^Viser 1–\\d+ av ${written} treff$`))
  }
}

test('search with text and every filter; the URL holds it all and a reload restores it', async ({
  page,
  request,
}) => {
  test.slow()
  await page.goto('/search')
  await openFilters(page)
  const filters = page.getByRole('complementary', { name: 'Avgrens søket' })

  await filters.getByLabel('Søkeord').fill('lader')
  // The search waits for a 500 ms pause; focus stays in the field.
  await page.waitForTimeout(250)
  expect(new URL(page.url()).search).toBe('')
  await expect(page).toHaveURL('/search?q=lader')
  await expect(filters.getByLabel('Søkeord')).toBeFocused()
  await expectSummaryFor(request, page)

  await filters.getByLabel('Bare produkter meldt fra utlandet').check()
  await expect(page).toHaveURL('/search?q=lader&utland=true')
  await expectSummaryFor(request, page)

  await filters.locator('summary', { hasText: 'Risiko' }).click()
  await filters.getByLabel('Elektrisk støt').check()
  await filters.getByLabel('Brann', { exact: true }).check()
  await expect(page).toHaveURL(/&risiko=\d+,\d+$/)

  await filters.locator('summary', { hasText: 'Tiltak' }).click()
  await filters.getByLabel('Tilbakekalling fra forbruker').check()
  await expect(page).toHaveURL(/&tiltak=\d+$/)

  await filters.locator('summary', { hasText: 'Myndighet' }).click()
  await filters.getByLabel('Direktoratet for samfunnssikkerhet og beredskap').check()
  await expect(page).toHaveURL(/&myndighet=\d+$/)

  await filters.getByLabel('Publisert fra og med').fill('2025-01-01')
  await expect(page).toHaveURL(/&df=2025-01-01&/)
  await filters.getByLabel('Publisert til og med').fill('2026-12-31')
  await expect(page).toHaveURL(/&dt=2026-12-31&/)

  await filters.getByLabel('Bare produkter for profesjonelle').check()
  await expect(page).toHaveURL(
    /^.*\/search\?q=lader&proff=true&utland=true&df=2025-01-01&dt=2026-12-31&risiko=\d+,\d+&tiltak=\d+&myndighet=\d+$/,
  )
  await expectSummaryFor(request, page)

  const url = page.url()
  await page.reload()
  await expect(page).toHaveURL(url)
  await openFilters(page)
  await expect(filters.getByLabel('Søkeord')).toHaveValue('lader')
  await expect(filters.getByLabel('Bare produkter for profesjonelle')).toBeChecked()
  await expect(filters.getByLabel('Elektrisk støt')).toBeChecked()
  await expect(filters.getByLabel('Publisert til og med')).toHaveValue('2026-12-31')
  await expectSummaryFor(request, page)

  await filters.getByRole('link', { name: 'Nullstill søket' }).click()
  await expect(page).toHaveURL('/search')
  await openFilters(page)
  await expect(filters.getByLabel('Søkeord')).toHaveValue('')
  await expect(filters.getByLabel('Elektrisk støt')).not.toBeChecked()
})

test('reset wins over a changed filter that has not searched yet', async ({ page }) => {
  // Once the page has loaded its clock stands still: the change's search is due, and runs
  // only when told to.
  await page.clock.install()
  await page.goto('/search?q=lader')
  await untilHydrated(page)
  await page.clock.pauseAt(await page.evaluate(() => Date.now() + 1000))
  await openFilters(page)
  const filters = page.getByRole('complementary', { name: 'Avgrens søket' })
  const searched: string[] = []
  page.on('request', (request) => {
    if (request.url().includes('utland')) searched.push(request.url())
  })
  await filters.getByLabel('Bare produkter meldt fra utlandet').check()
  await filters.getByRole('link', { name: 'Nullstill søket' }).click()
  await expect(page).toHaveURL('/search')
  await expect(filters.getByLabel('Søkeord')).toHaveValue('')

  // The change's search would now run, and put the old filters back.
  await page.clock.runFor(SEARCH_DEBOUNCE_MS * 2)
  // Any request the timer started is on its way once the page has answered this one.
  await page.evaluate(() => fetch('/api/v1/config').then((answer) => answer.ok))
  expect(searched).toEqual([])
  await expect(page).toHaveURL('/search')
  await expect(filters.getByLabel('Bare produkter meldt fra utlandet')).not.toBeChecked()
})

test('on a phone, filters opened before the script has loaded stay open once it has', async ({
  page,
}, info) => {
  test.skip(!isPhone(info.project.name), 'the filters start open from 600 px')
  const releaseScripts = await holdScripts(page)
  await page.goto('/search?q=lader', { waitUntil: 'commit' })
  const filters = page.locator('.search-filters__details')
  await expect(filters).not.toHaveAttribute('open')
  await filters.locator('> summary').click()
  await expect(filters).toHaveAttribute('open', '')
  releaseScripts()
  await untilHydrated(page)
  await expect(filters).toHaveAttribute('open', '')
  await filters.getByRole('link', { name: 'Nullstill søket' }).click()
  await expect(page).toHaveURL('/search')
})

test('a page of hits survives a reload, and a new filter starts again at page 1', async ({
  page,
  request,
}) => {
  const risks = (await (await request.get('/api/v1/risiko')).json()) as Array<{ id: number }>
  const fire = risks[0]!.id
  const { totalElements, content } = await apiSearch(request, `risiko=${fire}&page=1&size=12`)
  await page.goto(`/search?risiko=${fire}`)
  await page
    .getByRole('navigation', { name: 'Sider med treff' })
    .getByRole('link', { name: 'Side 2' })
    .click()
  await expect(page).toHaveURL(`/search?pagenr=2&risiko=${fire}`)
  await expect(summary(page)).toHaveText(
    `Viser 13–24 av ${totalElements.toLocaleString('nb-NO')} treff`,
  )
  await expect(page.locator('.product-card__name').first()).toHaveText(content[0]!.navn)

  await page.reload()
  await expect(summary(page)).toHaveText(
    `Viser 13–24 av ${totalElements.toLocaleString('nb-NO')} treff`,
  )
  await expect(page.locator('.product-card__name').first()).toHaveText(content[0]!.navn)

  await openFilters(page)
  await page.getByLabel('Bare produkter meldt fra utlandet').check()
  await expect(page).toHaveURL(`/search?utland=true&risiko=${fire}`)
  await expect(summary(page)).toHaveText(/^Viser 1–/)
})

test('the header search runs on Enter', async ({ page }) => {
  await page.goto('/search?katid=1')
  await page.getByLabel('Søk etter produkt', { exact: true }).fill('lader')
  await page.getByLabel('Søk etter produkt', { exact: true }).press('Enter')
  await expect(page).toHaveURL('/search?q=lader')
})

test('clearing the header search searches again without q, keeping the filters', async ({
  page,
  request,
}) => {
  await page.goto('/search?q=lader&utland=true')
  const field = page.getByLabel('Søk etter produkt', { exact: true })
  await expect(field).toHaveValue('lader')
  // Clearing searches again only once the page's script runs; before, the field is a plain form.
  await untilHydrated(page)
  await field.fill('')
  await expect(page).toHaveURL('/search?utland=true')
  await expect(field).toBeFocused()
  await expectSummaryFor(request, page)

  // The search input's own clear button empties the field and fires 'search'.
  await page.goto('/search?q=lader&risiko=2')
  await untilHydrated(page)
  await field.evaluate((input: HTMLInputElement) => {
    input.value = ''
    input.dispatchEvent(new Event('search'))
  })
  await expect(page).toHaveURL('/search?risiko=2')
  await expectSummaryFor(request, page)
})

test('a category crumb starts a fresh search in that category', async ({ page, request }) => {
  const [top, , leaf] = await categoryTrail(request)
  await page.goto(`/search?q=lader&katid=${leaf!.id}&utland=true`)
  await breadcrumbs(page).getByRole('link', { name: top!.navn }).click()
  await expect(page).toHaveURL(`/search?katid=${top!.id}`)
  await breadcrumbs(page).getByRole('link', { name: 'Søk' }).click()
  await expect(page).toHaveURL('/search')
})

test('no hits: the heading says so and offers tips and a way out, not categories that say 0', async ({
  page,
}) => {
  await page.goto('/search?q=xqzjwvkqq&proff=true')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Ingen treff')
  await expect(page.getByText('Ingen produkter passer med søket ditt.')).toBeVisible()
  await expect(page.locator('.category-card')).toHaveCount(0)
  await expect(page.getByText('Sjekk at ordene er stavet riktig.')).toBeVisible()
  await expect(page.getByRole('link', { name: 'Søk uten filtrene' })).toHaveAttribute(
    'href',
    '/search?q=xqzjwvkqq',
  )
  await expect(
    page.getByRole('link', { name: 'Få e-post om nye produkter i dette søket' }),
  ).toHaveAttribute('href', '/abonnement/opprett?q=xqzjwvkqq&proff=true')
  await page.getByRole('link', { name: 'Nullstill søket' }).first().click()
  await expect(page).toHaveURL('/search')
})

test('a wrong value in the address names the field and offers the search without it', async ({
  page,
}) => {
  const response = await page.goto('/search?q=lader&df=31.12.2026')
  expect(response?.status()).toBe(400)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Søket kunne ikke gjøres')
  await expect(
    page.getByText('Publisert fra og med: «31.12.2026» kan ikke brukes.', { exact: true }),
  ).toBeVisible()
  await expect(page.getByText('ÅÅÅÅ-MM-DD')).toHaveCount(0)
  await page.getByRole('link', { name: 'Søk uten det som ikke kan brukes' }).click()
  await expect(page).toHaveURL('/search?q=lader')
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('Søket kunne ikke gjøres')

  await page.goto('/search?pagenr=0&risiko=1,x')
  await expect(page.getByText('Sidenummer: «0» kan ikke brukes.')).toBeVisible()
  await expect(page.getByText('Risiko: «1,x» kan ikke brukes.')).toBeVisible()
  await page.goto('/search?df=31.12.2026&lang=nn')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Søket kunne ikkje gjerast')
  await expect(
    page.getByText('Publisert frå og med: «31.12.2026» kan ikkje brukast.'),
  ).toBeVisible()
  await page.goto('/search?df=31.12.2026&lang=en')
  await expect(page.getByRole('link', { name: 'Search without what cannot be used' })).toBeVisible()
})

test('a page number that is no number still shows the categories with their products', async ({
  page,
}) => {
  const response = await page.goto('/?pagenr=abc')
  expect(response?.status()).toBe(400)
  await expect(page.locator('.category-card').first()).toBeAttached()
  await expect(
    page
      .locator('.category-card')
      .filter({ hasText: /[1-9][\d\s]* produkt/ })
      .first(),
  ).toBeAttached()
  await expect(page.locator('.product-card').first()).toBeVisible()
})

test('repeated ids in the address are read, and written back comma-joined', async ({ page }) => {
  await page.goto('/search?risiko=2&risiko=1&q=')
  await expect(page).toHaveURL('/search?risiko=1,2')
})
