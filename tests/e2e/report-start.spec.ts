import { expectNoAxeViolations } from './support/axe.ts'
import { expect, test } from './support/test.ts'

/** /innmelding, where every report starts: its heading and its accessibility in Bokmål and Nynorsk. */

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
