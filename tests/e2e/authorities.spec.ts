import { expectNoAxeViolations } from './support/axe.ts'
import { expect, test } from './support/test.ts'

/** /myndighet and /myndighet/{id}: the list, one authority, its products, and the 404. */

interface Authority {
  id: number
  navn: string
  kortnavn: string
  nettside: string
}

async function authorities(request: import('@playwright/test').APIRequestContext) {
  const list = (await (await request.get('/api/v1/myndighet')).json()) as Authority[]
  test.skip(list.length === 0, 'no authorities in the database (demo data not seeded)')
  return list
}

const breadcrumbs = (page: import('@playwright/test').Page) =>
  page.getByRole('navigation', { name: 'Du er her:' })

test('the list shows every authority, linked to its page and its website', async ({
  page,
  request,
}) => {
  const all = await authorities(request)
  await page.goto('/myndighet')
  await expect(page).toHaveTitle('Farlige produkter - Myndigheter')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Myndighetene bak tjenesten')
  const main = page.getByRole('main')
  await expect(main.getByRole('heading', { level: 2 })).toHaveCount(all.length)
  for (const authority of all) {
    await expect(
      main
        .getByRole('heading', { level: 2 })
        .getByRole('link', { name: authority.navn, exact: true }),
    ).toHaveAttribute('href', `/myndighet/${authority.id}`)
    const host = new URL(authority.nettside).hostname
    await expect(main.getByRole('link', { name: host, exact: true })).toHaveAttribute(
      'href',
      authority.nettside,
    )
  }
  // The report inboxes are the authorities' own business, never the page's.
  await expect(main).not.toContainText('innmelding@')
  await expect(main).not.toContainText('example.no')
})

test('list, then one authority, then its products', async ({ page, request }) => {
  const authority =
    (await authorities(request)).find((a) => a.kortnavn === 'DSB') ??
    (await authorities(request))[0]!
  await page.goto('/myndighet')
  await page.getByRole('main').getByRole('link', { name: authority.navn, exact: true }).click()
  await expect(page).toHaveURL(new RegExp(`/myndighet/${authority.id}$`))
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(authority.navn)
  await expect(page).toHaveTitle(new RegExp(authority.navn))
  await expect(breadcrumbs(page).getByRole('link', { name: authority.navn })).toHaveAttribute(
    'aria-current',
    'page',
  )
  const products = page.getByRole('link', { name: `Se produktene fra ${authority.kortnavn}` })
  await expect(products).toHaveAttribute('href', `/search?myndighet=${authority.id}`)
  await products.click()
  await expect(page).toHaveURL(new RegExp(`/search\\?myndighet=${authority.id}$`))
})

test("the breadcrumb's base crumb goes back to the list", async ({ page, request }) => {
  const authority = (await authorities(request))[0]!
  await page.goto(`/myndighet/${authority.id}`)
  await breadcrumbs(page).getByRole('link', { name: 'Myndigheter', exact: true }).click()
  await expect(page).toHaveURL(/\/myndighet$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Myndighetene bak tjenesten')
})

test('works with the keyboard alone', async ({ page, request }) => {
  const authority = (await authorities(request))[0]!
  await page.goto('/myndighet')
  const link = page.getByRole('main').getByRole('link', { name: authority.navn, exact: true })
  await link.focus()
  await expect(link).toBeFocused()
  // The focus ring must show: Designsystemet draws it as an outline or a box shadow.
  const ring = await link.evaluate((element) => {
    const style = getComputedStyle(element)
    return style.outlineStyle !== 'none' || style.boxShadow !== 'none'
  })
  expect(ring).toBe(true)
  await page.keyboard.press('Enter')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(authority.navn)
})

for (const path of ['/myndighet/999999', '/myndighet/ikke-et-tall']) {
  test(`an unknown authority (${path}) is a 404 page`, async ({ page }) => {
    const response = await page.goto(path)
    expect(response?.status()).toBe(404)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Klarte ikke finne denne siden',
    )
    await expect(page.getByRole('link', { name: 'Ta meg tilbake' })).toBeVisible()
    // An error page has no address of its own to give search engines.
    await expect(page.locator('head link[rel="canonical"]')).toHaveCount(0)
  })
}

test('in Nynorsk, the page speaks Nynorsk and marks the Bokmål data as Bokmål', async ({
  page,
  request,
}) => {
  const authority = (await authorities(request))[0]!
  await page.goto('/myndighet?lang=nn')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Styresmaktene bak tenesta')
  await expect(page).toHaveTitle('Farlige produkter - Styresmakter')
  await page.goto(`/myndighet/${authority.id}`)
  await expect(page.getByRole('heading', { level: 1 })).toHaveAttribute('lang', 'nb')
  await expect(
    page.getByRole('link', { name: `Sjå produkta frå ${authority.kortnavn}` }),
  ).toBeVisible()
  await expect(breadcrumbs(page).getByRole('link', { name: 'Styresmakter' })).toBeVisible()
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('list, then one authority', async ({ page, request }) => {
    const authority = (await authorities(request))[0]!
    await page.goto('/myndighet')
    await page.getByRole('main').getByRole('link', { name: authority.navn, exact: true }).click()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(authority.navn)
  })
})

for (const lang of ['nb', 'nn'] as const) {
  test(`axe finds no WCAG 2.2 AA violation on the authority pages in ${lang}`, async ({
    page,
    request,
  }) => {
    const authority = (await authorities(request))[0]!
    await page.goto(`/myndighet?lang=${lang}`)
    await expectNoAxeViolations(page)
    await page.goto(`/myndighet/${authority.id}`)
    await expect(page.locator('html')).toHaveAttribute('lang', lang)
    await expectNoAxeViolations(page)
  })
}
