import { expectNoAxeViolations } from './support/axe.ts'
import { apiSearch } from './support/catalogue.ts'
import { expect, test } from './support/test.ts'

/**
 * /innmelding, where every report starts: its heading and its accessibility in Bokmål and
 * Nynorsk; and the first step of the observation and concern forms in Nynorsk (their journeys
 * check them in Bokmål).
 */

const TITLES = { nb: 'Meld inn et produkt', nn: 'Meld inn eit produkt' } as const

for (const lang of ['nb', 'nn'] as const) {
  test(`the reporting start page has its heading and no WCAG 2.2 AA violation in ${lang}`, async ({
    page,
  }) => {
    await page.goto(`/innmelding?lang=${lang}`)
    await expect(page.locator('html')).toHaveAttribute('lang', lang)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(TITLES[lang])
    await expectNoAxeViolations(page)
  })
}

test('the first step of an observation of a product has no WCAG 2.2 AA violation in nn', async ({
  page,
  request,
}) => {
  const product = (await apiSearch(request, 'size=1')).content[0]!
  await page.goto(`/innmelding/observasjon/${product.id}?lang=nn`)
  await expect(page.locator('html')).toHaveAttribute('lang', 'nn')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Meld inn ein observasjon')
  await expect(page.getByText('Steg 1 av 4')).toBeVisible()
  await expectNoAxeViolations(page)
})

test('the first step of a concern has no WCAG 2.2 AA violation in nn', async ({ page }) => {
  await page.goto('/innmelding/bekymring?lang=nn')
  await expect(page.locator('html')).toHaveAttribute('lang', 'nn')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Send ei bekymringsmelding')
  await expect(page.getByText('Steg 1 av 6')).toBeVisible()
  await expectNoAxeViolations(page)
})
