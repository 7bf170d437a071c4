import { expectNoAxeViolations } from './support/axe.ts'
import { categoryTrail, expect } from './support/catalogue.ts'
import { linkIn, readMail, solveCaptcha } from './support/mailbox.ts'
import { test } from './support/test.ts'

/**
 * A person follows a search by e-mail, activates it from the e-mail, asks for the overview and
 * deletes it from that e-mail, with the real ALTCHA widget and axe on every page. The server of
 * the tests keeps its mail in the development mailbox, where the test reads it as a person would.
 */

test('subscribe to a search, activate, list and delete the subscription', async ({
  page,
  request,
}, info) => {
  test.setTimeout(180_000)
  const email = `e2e.${info.project.name}.${Date.now()}@example.no`
  const [, middle, leaf] = await categoryTrail(request)

  await page.goto(`/search?katid=${leaf!.id}`)
  await page.getByRole('link', { name: 'Få e-post om nye produkter i dette søket' }).click()
  await expect(page).toHaveURL(/\/abonnement\/opprett\?katid=/)
  const crumbs = page.getByRole('navigation', { name: 'Du er her:' })
  await expect(crumbs.getByRole('link', { name: middle!.navn })).toBeVisible()
  await expect(page.getByText(`Kategori: ${leaf!.navn}`)).toBeVisible()
  await expect(page.locator('altcha-widget')).toBeVisible()
  await expectNoAxeViolations(page)

  // Sent empty: the errors show at the fields and in a summary that takes the focus.
  await page.getByRole('button', { name: 'Opprett abonnement' }).click()
  const summary = page.locator('ds-error-summary')
  await expect(summary.getByRole('link', { name: 'Navn: Dette feltet er påkrevd!' })).toBeVisible()
  await expect(page.getByRole('textbox', { name: 'Navn' })).toHaveAttribute('aria-invalid', 'true')
  await expect(summary.getByRole('link', { name: 'Du må fullføre verifisering' })).toBeVisible()
  await expectNoAxeViolations(page)

  await page.getByLabel('Navn').fill('Eva Ende-til-ende')
  await page.getByLabel('E-postadresse').fill(email)
  await solveCaptcha(page)
  await page.getByRole('button', { name: 'Opprett abonnement' }).click()
  await expect(page.getByRole('heading', { name: 'Nesten ferdig' })).toBeVisible()
  await expectNoAxeViolations(page)

  const activation = await readMail(request, email, /Aktiver abonnementet ditt/)
  expect(activation).toContain(`Kategori: ${leaf!.navn}`)
  await page.goto(linkIn(activation, /^\/abonnement\/\d+\/aktiver$/))
  await expect(page.getByRole('heading', { name: 'Abonnementet er aktivert' })).toBeVisible()
  await expectNoAxeViolations(page)

  await page.getByRole('link', { name: 'Mine abonnement' }).first().click()
  await expect(page).toHaveURL(/\/abonnement\/mine$/)
  await expectNoAxeViolations(page)
  await page.getByLabel('E-postadresse').fill(email)
  await solveCaptcha(page)
  await page.getByRole('button', { name: 'Send meg oversikten' }).click()
  await expect(page.getByRole('heading', { name: 'Sjekk e-posten din' })).toBeVisible()
  await expectNoAxeViolations(page)

  const overview = await readMail(request, email, /Abonnementene dine/)
  const deleteLink = linkIn(overview, /^\/abonnement\/\d+\/slett$/)
  await page.goto(deleteLink)
  await expect(page.getByRole('heading', { name: 'Vil du slette abonnementet?' })).toBeVisible()
  await expectNoAxeViolations(page)
  await page.getByRole('button', { name: 'Ja, slett abonnementet' }).click()
  await expect(page.getByRole('heading', { name: 'Abonnementet er slettet' })).toBeVisible()
  await expectNoAxeViolations(page)

  // The link works once: the second time the page says so and points to 'Mine abonnement'.
  await page.goto(deleteLink)
  await page.getByRole('button', { name: 'Ja, slett abonnementet' }).click()
  await expect(page.getByRole('heading', { name: 'Abonnementet ble ikke slettet' })).toBeVisible()
  await expect(page.getByText('Lenken virker bare én gang')).toBeVisible()
  await expectNoAxeViolations(page)
})

test('a tampered token or an activation link used twice gets the section 8 error', async ({
  page,
  request,
}, info) => {
  test.setTimeout(120_000)
  const email = `e2e.tamper.${info.project.name}.${Date.now()}@example.no`
  await page.goto('/abonnement/opprett?proff=true')
  await page.getByLabel('Navn').fill('Tore Tukling')
  await page.getByLabel('E-postadresse').fill(email)
  await solveCaptcha(page)
  await page.getByRole('button', { name: 'Opprett abonnement' }).click()
  await expect(page.getByRole('heading', { name: 'Nesten ferdig' })).toBeVisible()
  const link = linkIn(await readMail(request, email, /Aktiver abonnementet ditt/), /\/aktiver$/)
  const failed = page.getByRole('heading', { name: 'Abonnementet ble ikke aktivert' })
  const reason = page.getByText('Lenken kan ha gått ut, eller abonnementet er allerede aktivt.')

  // One character of the token changed: refused, and the real link still works afterwards.
  const token = new URL(link, 'http://x').searchParams.get('token')!
  const tampered = `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`
  await page.goto(link.replace(token, tampered))
  await expect(failed).toBeVisible()
  await expect(reason).toBeVisible()
  await expectNoAxeViolations(page)
  await page.goto(link)
  await expect(page.getByRole('heading', { name: 'Abonnementet er aktivert' })).toBeVisible()

  // The same link again: the subscription is active already.
  await page.goto(link)
  await expect(failed).toBeVisible()
  await expect(reason).toBeVisible()
  // An expired link answers the same; the e2e server's database lives inside its process, so
  // expiry is tested through the API (api/subscriptions-lifecycle.test.ts).
})

test('the subscription pages in Nynorsk have no axe violations', async ({ page }) => {
  for (const path of [
    '/abonnement/opprett?proff=true',
    '/abonnement/mine',
    '/abonnement/1/aktiver?token=ugyldig',
    '/abonnement/1/slett?token=ugyldig',
  ]) {
    await page.goto(`${path}&lang=nn`.replace(/^([^?]*)&/, '$1?'))
    await expect(page.locator('html')).toHaveAttribute('lang', 'nn')
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await expectNoAxeViolations(page)
  }
})

test.describe('without JavaScript', () => {
  // axe needs scripts, so it checks these pages in the journey above, where they look the same.
  test.use({ javaScriptEnabled: false })

  test('the forms post and answer, and say the captcha needs JavaScript', async ({
    page,
    request,
  }) => {
    await page.goto('/abonnement/mine')
    // Playwright reads no text inside <noscript>, so the page's HTML is read instead.
    const html = await (await request.get('/abonnement/mine')).text()
    expect(html).toMatch(/<noscript><p[^>]*>For å sende skjemaet må du slå på JavaScript/)
    await page.getByLabel('E-postadresse').fill('uten.skript@example.no')
    const response = page.waitForResponse((r) => r.request().method() === 'POST')
    await page.getByRole('button', { name: 'Send meg oversikten' }).click()
    expect((await response).status()).toBe(400)
    await expect(page.locator('ds-error-summary')).toContainText('Du må fullføre verifisering')

    await page.goto('/abonnement/1/slett?token=ugyldig')
    await page.getByRole('button', { name: 'Ja, slett abonnementet' }).click()
    await expect(page.getByRole('heading', { name: 'Abonnementet ble ikke slettet' })).toBeVisible()
  })
})
