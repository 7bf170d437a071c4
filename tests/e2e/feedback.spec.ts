import { expect, test } from './support/test.ts'

/**
 * The loading bar, and analytics left out where none is configured. The notices and the confirm
 * dialog have no page that uses them yet (the forms come later); their behaviour is tested in
 * app/components/feedback/.
 */

test('a 5 px loading bar shows while a navigation loads, and goes when it is done', async ({
  page,
}) => {
  await page.goto('/omnettstedet')
  let release!: () => void
  const held = new Promise<void>((resolve) => (release = resolve))
  await page.route(/\/myndighet\.data/, async (route) => {
    await held
    await route.continue()
  })
  await page
    .getByRole('main')
    .getByRole('link', { name: 'Se myndighetene og hva de fører tilsyn med' })
    .click()
  const bar = page.getByRole('progressbar', { name: 'Laster inn' })
  await expect(bar).toBeVisible()
  const box = await bar.boundingBox()
  expect(box).toMatchObject({ y: 0, height: 5 })
  release()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Myndighetene bak tjenesten')
  await expect(bar).toHaveCount(0)
})

test("the loading bar also shows while the page's own data request runs", async ({ page }) => {
  await page.goto('/innmelding/bekymring')
  let release!: () => void
  const held = new Promise<void>((resolve) => (release = resolve))
  await page.route(/\/api\/v1\/postnummer\//, async (route) => {
    await held
    await route.continue()
  })
  const bar = page.getByRole('progressbar', { name: 'Laster inn' })
  await expect(bar).toHaveCount(0)
  await page.getByLabel('Privatperson').check()
  await page.getByLabel('Postnummer', { exact: true }).fill('5003')
  await expect(bar).toBeVisible()
  release()
  await expect(page.getByLabel('Poststed', { exact: true })).toHaveValue('BERGEN')
  await expect(bar).toHaveCount(0)
})

test('without plausibleDomain, no analytics script loads and nothing is sent', async ({ page }) => {
  const stats: string[] = []
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/stats/')) stats.push(request.url())
  })
  await page.goto('/omnettstedet')
  await page.getByRole('main').getByRole('link', { name: 'Les personvernerklæringen' }).click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Personvernerklæring')
  await expect(page.locator('script[data-domain]')).toHaveCount(0)
  expect(stats).toEqual([])
})

test('the page sets no cookie but the language choice', async ({ page, context }) => {
  await page.goto('/personvern')
  expect(await context.cookies()).toEqual([])
  await page.goto('/personvern?lang=nn')
  expect((await context.cookies()).map((cookie) => cookie.name)).toEqual(['lang'])
})
