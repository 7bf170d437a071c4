import { expectNoAxeViolations } from './support/axe.ts'
import { expect, holdScripts, isPhone, test } from './support/test.ts'

/** The layout every page shares: landmarks, skip link, navigation, search, footer, 404. */

const isSearchRequest = (url: string, param: string, value: string) => {
  const { pathname, searchParams } = new URL(url)
  // With JavaScript the router asks for /search.data; without, the browser asks for /search.
  return /^\/search(\.data)?$/.test(pathname) && searchParams.get(param) === value
}

test('has the header, navigation, main content and footer landmarks', async ({ page }) => {
  await page.goto('/')
  await expect(page).toHaveTitle('Farlige produkter - Forside')
  await expect(page.locator('html')).toHaveAttribute('lang', 'nb')
  await expect(page.getByRole('banner')).toContainText('Farlige produkter')
  await expect(page.getByRole('banner')).toContainText('Produkter myndighetene mener er farlige')
  await expect(page.getByRole('navigation', { name: 'Hovedmeny' })).toBeVisible()
  await expect(page.getByRole('main')).toHaveAttribute('id', 'main')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Finn farlig produkt')
  await expect(page.getByRole('contentinfo')).toBeVisible()
})

test('the skip link is the first stop and moves focus to the main content', async ({ page }) => {
  await page.goto('/')
  await page.keyboard.press('Tab')
  const skipLink = page.getByRole('link', { name: 'Hopp til hovedinnhold' })
  await expect(skipLink).toBeFocused()
  await expect(skipLink).toBeVisible()
  await page.keyboard.press('Enter')
  await expect(page.getByRole('main')).toBeFocused()
})

test('the top navigation links to about, authorities and reporting', async ({ page }, info) => {
  await page.goto('/')
  const nav = page.getByRole('navigation', { name: 'Hovedmeny' })
  const menuButton = nav.locator('summary')
  if (isPhone(info.project.name)) {
    await expect(menuButton).toBeVisible()
    await expect(nav.getByRole('link', { name: 'Om nettstedet' })).toBeHidden()
    await expect(menuButton).toHaveAttribute('aria-expanded', 'false')
    await menuButton.focus()
    await page.keyboard.press('Enter')
    await expect(menuButton).toHaveAttribute('aria-expanded', 'true')
  } else {
    await expect(menuButton).toBeHidden()
  }
  await expect(nav.getByRole('link', { name: 'Om nettstedet' })).toHaveAttribute(
    'href',
    '/omnettstedet',
  )
  await expect(nav.getByRole('link', { name: 'Myndigheter' })).toHaveAttribute('href', '/myndighet')
  await expect(nav.getByRole('link', { name: 'Meld inn produkt' })).toHaveAttribute(
    'href',
    '/innmelding',
  )
  await expect(nav.getByRole('link', { name: 'Om nettstedet' })).toBeVisible()
})

test('on a phone, Escape closes the menu and gives focus back to its button', async ({
  page,
}, info) => {
  test.skip(!isPhone(info.project.name), 'the menu exists below 1170 px only')
  await page.goto('/')
  const nav = page.getByRole('navigation', { name: 'Hovedmeny' })
  const menuButton = nav.locator('summary')
  await menuButton.focus()
  await page.keyboard.press('Enter')
  await page.keyboard.press('Tab')
  await expect(nav.getByRole('link', { name: 'Om nettstedet' })).toBeFocused()
  await page.keyboard.press('Escape')
  await expect(nav.getByRole('link', { name: 'Om nettstedet' })).toBeHidden()
  await expect(menuButton).toBeFocused()
  await expect(menuButton).toHaveAttribute('aria-expanded', 'false')
})

test('the header search submits to /search?q=', async ({ page }) => {
  await page.goto('/')
  const field = page.getByLabel('Søk etter produkt', { exact: true })
  await field.fill('komfyr')
  const request = page.waitForRequest((r) => isSearchRequest(r.url(), 'q', 'komfyr'))
  await field.press('Enter')
  await request
})

test('the category picker lists the level-1 categories as links', async ({ page, request }) => {
  const categories = (await (await request.get('/api/v1/kategori')).json()) as Array<{
    id: number
    navn: string
    nivaa: number
  }>
  const topLevel = categories.filter((category) => category.nivaa === 1)
  test.skip(topLevel.length === 0, 'no categories in the database yet (demo data not seeded)')
  await page.goto('/')
  const picker = page.locator('.category-picker')
  await picker.locator('summary').click()
  const links = picker.getByRole('link')
  await expect(links).toHaveCount(topLevel.length)
  const first = topLevel[0]!
  await expect(picker.getByRole('link', { name: first.navn, exact: true })).toHaveAttribute(
    'href',
    `/search?katid=${first.id}`,
  )
})

test('the category picker opened before the script has loaded stays open once it has', async ({
  page,
}) => {
  const releaseScripts = await holdScripts(page)
  await page.goto('/', { waitUntil: 'commit' })
  const picker = page.locator('.category-picker')
  const summary = picker.locator('summary')
  await summary.click()
  await expect(picker).toHaveAttribute('open', '')
  releaseScripts()
  // aria-expanded is set by the hydrated page only.
  await expect(summary).toHaveAttribute('aria-expanded', 'true')
  await expect(picker).toHaveAttribute('open', '')
})

test('what is typed in the header search before the script has loaded stays there', async ({
  page,
}) => {
  const releaseScripts = await holdScripts(page)
  await page.goto('/', { waitUntil: 'commit' })
  const field = page.getByLabel('Søk etter produkt', { exact: true })
  await field.fill('komfyr')
  releaseScripts()
  // aria-expanded on the category picker is set by the hydrated page only.
  await expect(page.locator('.category-picker summary')).toHaveAttribute('aria-expanded', 'false')
  await expect(field).toHaveValue('komfyr')
})

test('an unknown address ends at /404, and "Ta meg tilbake" goes home', async ({ page }) => {
  const response = await page.goto('/finnes-ikke/i-det-hele-tatt')
  expect(response?.status()).toBe(404)
  await expect(page).toHaveURL(/\/404$/)
  await expect(page).toHaveTitle('Farlige produkter - Fant ikke siden')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Klarte ikke finne denne siden')
  await expect(page.getByRole('navigation', { name: 'Du er her:' }).getByRole('link')).toHaveText([
    'Forside',
    'Fant ikke siden',
  ])
  await page.getByRole('link', { name: 'Ta meg tilbake' }).click()
  await expect(page).toHaveURL(/\/$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Finn farlig produkt')
})

test('the footer shows the build and links to every authority', async ({ page, request }) => {
  const build = (await (await request.get('/api/v1/buildinfo')).json()) as { gitid: string }
  const authorities = (await (await request.get('/api/v1/myndighet')).json()) as Array<{
    id: number
    navn: string
  }>
  await page.goto('/')
  const footer = page.getByRole('contentinfo')
  await expect(footer).toContainText(
    new RegExp(`Versjon ${build.gitid}, bygget \\d{2}\\.\\d{2}\\.\\d{4} \\d{2}:\\d{2}`),
  )
  const links = footer.locator('a[href^="/myndighet/"]')
  await expect(links).toHaveCount(authorities.length)
  for (const authority of authorities) {
    await expect(footer.getByRole('link', { name: authority.navn, exact: true })).toHaveAttribute(
      'href',
      `/myndighet/${authority.id}`,
    )
  }
  await expect(footer.getByRole('link', { name: 'Del på Facebook' })).toHaveAttribute(
    'href',
    /^https:\/\/www\.facebook\.com\/sharer\/sharer\.php\?u=http/,
  )
  await expect(footer.getByRole('link', { name: 'Personvern' })).toHaveAttribute(
    'href',
    '/personvern',
  )
})

test('the language switch changes the language and keeps it', async ({ page }) => {
  await page.goto('/')
  const languages = page.getByRole('navigation', { name: 'Språk' })
  await languages.getByRole('link', { name: 'Nynorsk', exact: true }).click()
  await expect(page.locator('html')).toHaveAttribute('lang', 'nn')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Finn farleg produkt')
  await page.goto('/404')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Fann ikkje denne sida')
})

test('nothing scrolls sideways', async ({ page }) => {
  await page.goto('/')
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  )
  expect(overflow).toBeLessThanOrEqual(0)
})

for (const lang of ['nb', 'nn'] as const) {
  for (const path of ['/', '/404']) {
    test(`axe finds no WCAG 2.2 AA violation on ${path} in ${lang}`, async ({ page }, info) => {
      await page.goto(`${path}?lang=${lang}`)
      await expect(page.locator('html')).toHaveAttribute('lang', lang)
      await expectNoAxeViolations(page)
      // The open menus are part of the page too; one at a time, as one covers the other.
      if (isPhone(info.project.name)) {
        const menu = page.locator('.main-nav__menu > summary')
        await menu.click()
        await expectNoAxeViolations(page)
        await menu.click()
      }
      const picker = page.locator('.category-picker > summary')
      if (await picker.count()) {
        await picker.click()
        await expectNoAxeViolations(page)
      }
    })
  }
}

test('at the end of a page the report button leaves the build line readable', async ({ page }) => {
  await page.goto('/')
  const toEnd = () => page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight))
  await toEnd()
  const button = page.locator('.sticky-report')
  await expect(button).toBeVisible()
  // The page may have grown to make room for the button: to its end again.
  await toEnd()
  const build = page.locator('.site-footer__build')
  await expect(build).toBeInViewport()
  const [a, b] = [(await button.boundingBox())!, (await build.boundingBox())!]
  const apart =
    a.x >= b.x + b.width || b.x >= a.x + a.width || a.y >= b.y + b.height || b.y >= a.y + a.height
  expect(apart, 'the button and the build line do not overlap').toBe(true)
})
