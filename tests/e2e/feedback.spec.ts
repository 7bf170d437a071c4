import type { Page } from '@playwright/test'
import { apiSearch } from './support/catalogue.ts'
import { solveCaptcha } from './support/mailbox.ts'
import {
  answerWithApiError,
  errorNotices,
  expectErrorNoticeWithReference,
} from './support/notices.ts'
import { expect, test } from './support/test.ts'

/**
 * The loading bar, the error notice a failed call shows (and a prerendering crawler does not),
 * and analytics left out where none is configured. The notices' timing and the confirm dialog
 * are tested in app/components/feedback/.
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

/** An observation of a listed product, filled in up to its last step with the captcha solved. */
async function observationReadyToSend(page: Page, productId: number) {
  await page.goto(`/innmelding/observasjon/${productId}`)
  await page.getByRole('button', { name: 'Neste' }).click()
  await page.getByLabel('Dato du så produktet').fill('01.01.2025')
  await page.getByLabel('Hvor du så produktet').fill('Byggmakker Sentrum, Oslo')
  await page.getByRole('button', { name: 'Neste' }).click()
  await expect(page.getByRole('heading', { name: 'Om deg' })).toBeFocused()
  await page.getByRole('button', { name: 'Neste' }).click()
  await expect(page.getByRole('heading', { name: 'Se over og send' })).toBeFocused()
  await solveCaptcha(page)
}

/** The API refuses the observation as it refuses any call: a status and a body with a reference. */
const refusal = { type: 'TIMEOUT', message: 'Gateway Timeout', reference: 'req-4f2a9c' }
const refuseObservations = (page: Page) =>
  page.route(/\/api\/v1\/observasjon\?/, answerWithApiError(504, refusal))

test.describe('a call that fails', () => {
  test.use({ permissions: ['clipboard-read', 'clipboard-write'] })

  test("shows section 8's text for the body's type, and offers its reference to copy", async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000)
    const product = (await apiSearch(request, 'size=1')).content[0]!
    await observationReadyToSend(page, product.id)
    await refuseObservations(page)
    await page.getByRole('button', { name: 'Send' }).click()

    await expectErrorNoticeWithReference(
      page,
      'Forespørselen tok for lang tid. Prøv igjen senere',
      'req-4f2a9c',
    )
    // Nothing was sent: the form stays, ready to send again.
    await expect(page.getByRole('heading', { name: 'Se over og send' })).toBeVisible()
  })
})

test.describe('a prerendering crawler', () => {
  test.use({ userAgent: 'Mozilla/5.0 (X11; Linux x86_64) Chrome/140 Safari/537.36 Prerender' })

  test('sees no error notice for the same failure', async ({ page, request }) => {
    test.setTimeout(90_000)
    const product = (await apiSearch(request, 'size=1')).content[0]!
    await observationReadyToSend(page, product.id)
    await refuseObservations(page)
    const refused = page.waitForResponse(/\/api\/v1\/observasjon\?/)
    await page.getByRole('button', { name: 'Send' }).click()
    expect((await refused).status()).toBe(504)
    // The page has taken the failure in: the used captcha solution is cleared (spec section 8),
    // in the same step that would have shown the notice.
    await expect(page.locator('input[name="grecaptcha"]')).toHaveValue('')
    await expect(page.getByRole('button', { name: 'Send' })).toBeEnabled()
    await expect(errorNotices(page).locator('.notice')).toHaveCount(0)
  })
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
