import type { Page } from '@playwright/test'
import { expectNoAxeViolations } from './support/axe.ts'
import { expect, test } from './support/test.ts'

/** /omnettstedet and /personvern in every language, their outline and their accessibility. */

/** Heading levels in page order inside main, e.g. [1, 2, 2, 3, 3, 2]. */
async function outline(page: Page) {
  return page
    .locator('#main :is(h1, h2, h3, h4, h5, h6)')
    .evaluateAll((headings) => headings.map((heading) => Number(heading.tagName[1])))
}

/** One h1 first, and no level skipped on the way down. */
function expectSensibleOutline(levels: number[]) {
  expect(levels[0]).toBe(1)
  expect(levels.filter((level) => level === 1)).toHaveLength(1)
  levels.forEach((level, index) => {
    if (index > 0) expect(level).toBeLessThanOrEqual(levels[index - 1]! + 1)
  })
}

/** Bokmål words with a different Nynorsk form: none of them belongs on a Nynorsk page. */
const BOKMAAL_ONLY =
  /\b(ikke|hvis|hva|hvem|hvordan|hvorfor|jeg|myndighetene|tjenesten|nettstedet|opplysningene|mottok)\b/i

test('the about page tells what the service is, who runs it and how to use it', async ({
  page,
}) => {
  await page.goto('/omnettstedet')
  await expect(page).toHaveTitle('Farlige produkter - Om nettstedet')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Om Farlige produkter')
  const main = page.getByRole('main')
  for (const heading of [
    'Hvem står bak',
    'Hvordan et produkt kommer på og går av listen',
    'Slik bruker du tjenesten',
  ]) {
    await expect(main.getByRole('heading', { level: 2, name: heading })).toBeVisible()
  }
  await expect(main).toContainText('Direktoratet for samfunnssikkerhet og beredskap (DSB)')
  await expect(main).toContainText('også fra bruktmarkedet')
  await main.getByRole('link', { name: 'Se myndighetene og hva de fører tilsyn med' }).click()
  await expect(page).toHaveURL(/\/myndighet$/)
})

test("the footer's accessibility statement links lead to the statement in Bokmål and Nynorsk", async ({
  page,
}) => {
  await page.goto('/search')
  await page.getByRole('link', { name: 'Tilgjengelighetserklæring (nynorsk)' }).click()
  await expect(page).toHaveURL('/omnettstedet?lang=nn#tilgjengelighet')
  const statement = page.getByRole('heading', { level: 2, name: 'Tilgjengelegheit og språk' })
  await expect(statement).toBeInViewport()
  await expect(page.getByRole('main')).toContainText('WCAG 2.2 på nivå AA')

  await page.getByRole('link', { name: 'Tilgjengelegheitserklæring (bokmål)' }).click()
  await expect(page).toHaveURL('/omnettstedet?lang=nb#tilgjengelighet')
  await expect(
    page.getByRole('heading', { level: 2, name: 'Tilgjengelighet og språk' }),
  ).toBeInViewport()
  await expect(page.getByRole('main')).toContainText('Tilsynet for universell utforming av ikt')
})

test('the privacy page covers each form, retention, cookies and rights', async ({ page }) => {
  await page.goto('/personvern')
  await expect(page).toHaveTitle('Farlige produkter - Personvern')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Personvernerklæring')
  const main = page.getByRole('main')
  for (const heading of [
    'Observasjon av et produkt på listen',
    'Bekymringsmelding',
    'Meldeplikt for virksomheter',
    'Abonnement',
  ]) {
    await expect(main.getByRole('heading', { level: 3, name: heading })).toBeVisible()
  }
  await expect(main).toContainText('slettes 24 måneder etter')
  await expect(main).toContainText('slettes etter 7 dager')
  await expect(main).toContainText('«lang»')
  await expect(main.getByRole('link', { name: 'Klag til Datatilsynet' })).toHaveAttribute(
    'href',
    'https://www.datatilsynet.no/',
  )
})

for (const path of ['/omnettstedet', '/personvern']) {
  test(`${path} has one h1 and no skipped heading level`, async ({ page }) => {
    await page.goto(path)
    expectSensibleOutline(await outline(page))
  })

  test(`${path} is all Nynorsk in Nynorsk`, async ({ page }) => {
    await page.goto(`${path}?lang=nn`)
    await expect(page.locator('html')).toHaveAttribute('lang', 'nn')
    const text = await page.getByRole('main').innerText()
    expect(text.match(BOKMAAL_ONLY), 'a Bokmål word on a Nynorsk page').toBeNull()
  })

  test(`${path} is in English in English`, async ({ page }) => {
    await page.goto(`${path}?lang=en`)
    await expect(page.locator('html')).toHaveAttribute('lang', 'en')
    const text = await page.getByRole('main').innerText()
    expect(text).toMatch(/\b(the|and|you)\b/)
    expect(text.match(BOKMAAL_ONLY)).toBeNull()
  })

  for (const lang of ['nb', 'nn'] as const) {
    test(`axe finds no WCAG 2.2 AA violation on ${path} in ${lang}`, async ({ page }) => {
      await page.goto(`${path}?lang=${lang}`)
      await expectNoAxeViolations(page)
    })
  }
}

test('Nynorsk pages have their own words', async ({ page }) => {
  await page.goto('/omnettstedet?lang=nn')
  await expect(page).toHaveTitle('Farlige produkter - Om nettstaden')
  await expect(page.getByRole('heading', { level: 2, name: 'Kven står bak' })).toBeVisible()
  await page.goto('/personvern')
  await expect(page.getByRole('main')).toContainText('blir sletta 24 månader etter')
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('the about and privacy pages are complete', async ({ page }) => {
    await page.goto('/omnettstedet')
    await expect(page.getByRole('heading', { level: 2, name: 'Personvern' })).toBeVisible()
    await page.getByRole('link', { name: 'Les personvernerklæringen' }).click()
    await expect(page.getByRole('heading', { level: 2, name: 'Dine rettigheter' })).toBeVisible()
  })
})
