import { expect, isPhone, test } from './support/test.ts'

/** The shell as a browser without JavaScript gets it: everything here is plain HTML. */
test.use({ javaScriptEnabled: false })

test('the navigation works without JavaScript', async ({ page }, info) => {
  await page.goto('/')
  const nav = page.getByRole('navigation', { name: 'Hovedmeny' })
  if (isPhone(info.project.name)) {
    const menuButton = nav.locator('summary')
    await expect(nav.getByRole('link', { name: 'Om nettstedet' })).toBeHidden()
    await menuButton.focus()
    await page.keyboard.press('Enter')
  }
  await expect(nav.getByRole('link', { name: 'Om nettstedet' })).toBeVisible()
  await expect(nav.getByRole('link', { name: 'Meld inn produkt' })).toBeVisible()
})

test('the header search submits to /search?q= without JavaScript', async ({ page }) => {
  await page.goto('/')
  const field = page.getByRole('searchbox', { name: 'Søk etter produkt' })
  await field.fill('lader')
  const request = page.waitForRequest((r) => {
    const url = new URL(r.url())
    return url.pathname === '/search' && url.searchParams.get('q') === 'lader'
  })
  await field.press('Enter')
  expect((await request).isNavigationRequest()).toBe(true)
})

test('the skip link moves focus to the main content without JavaScript', async ({ page }) => {
  await page.goto('/')
  await page.keyboard.press('Tab')
  await expect(page.getByRole('link', { name: 'Hopp til hovedinnhold' })).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(page.getByRole('main')).toBeFocused()
})

test('an unknown address ends at /404 without JavaScript', async ({ page }) => {
  const response = await page.goto('/ingen-slik-side')
  expect(response?.status()).toBe(404)
  await page.getByRole('link', { name: 'Ta meg tilbake' }).click()
  await expect(page).toHaveURL(/\/$/)
})

test('a form post larger than any form needs is refused unread, with a reason', async ({
  request,
}) => {
  const response = await request.post('/abonnement/opprett', {
    form: { navn: 'x'.repeat(300 * 1024) },
  })
  expect(response.status()).toBe(413)
  expect(await response.text()).toContain('Det du sendte, er for stort: vi tar imot høyst 256 kB.')
})
