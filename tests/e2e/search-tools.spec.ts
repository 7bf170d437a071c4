import { apiSearch, expect } from './support/catalogue.ts'
import { solveCaptcha } from './support/mailbox.ts'
import { answerWithApiError, expectErrorNoticeWithReference } from './support/notices.ts'
import { test } from './support/test.ts'

/** The search page's tools: a subscription and statistics for the search, and its export. */

test('subscription and statistics links carry the search', async ({ page, request }) => {
  await page.goto('/search?q=lader&risiko=2')
  await expect(
    page.getByRole('link', { name: 'Få e-post om nye produkter i dette søket' }),
  ).toHaveAttribute('href', '/abonnement/opprett?q=lader&risiko=2')
  const excel = page.getByRole('link', { name: 'Last ned statistikk (Excel)' })
  await expect(excel).toHaveAttribute(
    'href',
    '/api/v1/produkt/statistikk?format=xlsx&q=lader&risiko=2',
  )
  const csv = page.getByRole('link', { name: 'Last ned statistikk (CSV)' })
  const response = await request.get((await csv.getAttribute('href'))!)
  expect(response.status()).toBe(200)
  expect(response.headers()['content-type']).toContain('text/csv')
})

test('export: the captcha loads when the form opens, and the file downloads', async ({ page }) => {
  test.setTimeout(90_000)
  await page.goto('/search?q=lader')
  expect(await page.locator('altcha-widget').count()).toBe(0)
  await page.getByText('Eksporter søkeresultatet').click()
  const widget = page.locator('altcha-widget')
  await expect(widget).toBeVisible()
  await page.getByRole('button', { name: 'Last ned' }).click()
  await expect(page.getByText('Du må fullføre verifisering')).toBeVisible()
  await widget.getByText('Jeg er ikke en robot').click()
  await expect(page.locator('input[name="grecaptcha"]')).not.toHaveValue('', { timeout: 60_000 })
  const download = page.waitForEvent('download')
  await page.getByRole('button', { name: 'Last ned' }).click()
  expect((await download).suggestedFilename()).toBe('farlige-produkter.xlsx')
  await expect(page.getByText('Nedlastingen har startet.')).toBeVisible()
})

test.describe('a refused export', () => {
  test.use({ permissions: ['clipboard-read', 'clipboard-write'] })

  test('keeps the limit at the button, and offers the reference to copy', async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000)
    const { exportLimit } = (await (await request.get('/api/v1/config')).json()) as {
      exportLimit: number
    }
    const hits = await apiSearch(request, 'q=lader&size=1')
    // The search grew past the limit between the page's count and the download.
    const reference = 'req-9b1e07'
    await page.route(
      /\/api\/v1\/produkt\/export\?/,
      answerWithApiError(400, { type: 'EXPORT_TOO_LARGE', message: 'For mange treff', reference }),
    )
    await page.goto('/search?q=lader')
    await page.getByText('Eksporter søkeresultatet').click()
    await solveCaptcha(page)
    await page.getByRole('button', { name: 'Last ned' }).click()

    const limit = `Søket gir ${hits.totalElements.toLocaleString('nb-NO')} treff, og du kan laste ned høyst ${exportLimit.toLocaleString('nb-NO')} om gangen. Avgrens søket og prøv igjen.`
    await expect(page.locator('.search-export').getByText(limit)).toBeVisible()
    await expectErrorNoticeWithReference(page, limit, reference)
    await expect(page.locator('.search-export').getByText(limit)).toBeVisible()
  })
})
