import type { APIRequestContext } from '@playwright/test'
import { expectNoAxeViolations } from './support/axe.ts'
import { categoryTrail, expect } from './support/catalogue.ts'
import { linkIn, readMail, solveCaptcha } from './support/mailbox.ts'
import { test } from './support/test.ts'

/**
 * A person follows a search by e-mail, activates it from the e-mail, asks for the overview and
 * deletes it from that e-mail, with the real ALTCHA widget and axe on every page. The server of
 * the tests keeps its mail in the development mailbox, where the test reads it as a person would.
 * Opening a link from an e-mail changes nothing; only the page's button does (decision 032).
 */

/**
 * A mail provider's link scanner: it opens a link many times, by GET and HEAD, with odd user
 * agents and without the Sec-Fetch-* headers a browser sends. Every answer is the page that asks.
 */
async function openLikeAScanner(request: APIRequestContext, link: string) {
  const agents = ['Mozilla/5.0 (compatible; SafeLinks/2.1)', 'curl/8.5.0', '', 'Java/17.0.2']
  for (const [index, agent] of [...agents, ...agents].entries()) {
    const method = index % 2 ? 'HEAD' : 'GET'
    const headers = { 'user-agent': agent, accept: '*/*' }
    const response = await request.fetch(link, { method, headers, maxRedirects: 0 })
    expect(response.status(), `${method} by '${agent}'`).toBe(200)
  }
}

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
  const activationLink = linkIn(activation, /^\/abonnement\/\d+\/aktiver$/)
  await openLikeAScanner(request, activationLink)
  // The link shows what it will activate, and the subscription is still not active.
  await page.goto(activationLink)
  await expect(page.getByRole('heading', { name: 'Vil du aktivere abonnementet?' })).toBeVisible()
  await expect(page.getByText('E-postene går til e***@example.no.')).toBeVisible()
  await expect(page.getByText(`Kategori: ${leaf!.navn}`)).toBeVisible()
  await expectNoAxeViolations(page)
  await page.getByRole('button', { name: 'Aktiver abonnementet' }).click()
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
  await openLikeAScanner(request, deleteLink)
  await page.goto(deleteLink)
  await expect(page.getByRole('heading', { name: 'Vil du slette abonnementet?' })).toBeVisible()
  await expect(page.getByText('E-postene går til e***@example.no.')).toBeVisible()
  await expect(page.getByText(`Kategori: ${leaf!.navn}`)).toBeVisible()
  await expectNoAxeViolations(page)
  await page.getByRole('button', { name: 'Slett abonnementet' }).click()
  await expect(page.getByRole('heading', { name: 'Abonnementet er slettet' })).toBeVisible()
  await expectNoAxeViolations(page)

  // The link works once: the second time the page says so at once, points to 'Mine abonnement'
  // and offers no button.
  await page.goto(deleteLink)
  await expect(page.getByRole('heading', { name: 'Abonnementet ble ikke slettet' })).toBeVisible()
  await expect(page.getByText('Lenken virker bare én gang')).toBeVisible()
  await expect(page.getByRole('link', { name: 'Gå til Mine abonnement' })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Slett abonnementet' })).toHaveCount(0)
  await expectNoAxeViolations(page)
})

test('a tampered token, another site’s post or a used link changes nothing; the button works without JavaScript', async ({
  page,
  request,
  browser,
  baseURL,
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
  const asks = page.getByRole('heading', { name: 'Vil du aktivere abonnementet?' })
  const failed = page.getByRole('heading', { name: 'Abonnementet ble ikke aktivert' })
  const reason = page.getByText('Lenken kan ha gått ut, eller abonnementet er allerede aktivt.')
  const button = page.getByRole('button', { name: 'Aktiver abonnementet' })

  // One character of the token changed: refused at once, with no button.
  const token = new URL(link, 'http://x').searchParams.get('token')!
  const tampered = `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`
  const answer = await page.goto(link.replace(token, tampered))
  expect(answer?.status()).toBe(400)
  await expect(failed).toBeVisible()
  await expect(reason).toBeVisible()
  await expect(button).toHaveCount(0)
  await expectNoAxeViolations(page)

  // A post from another site, or from an opaque origin, is refused as every page post is (its
  // Origin must be the page's own), and spends nothing.
  for (const origin of ['https://angriper.example', 'null']) {
    const response = await request.post(link, { form: { token }, headers: { origin } })
    expect(response.status(), `posted with Origin: ${origin}`).toBe(403)
  }
  await page.goto(link)
  await expect(asks).toBeVisible()
  await expect(page.getByText('Bare produkter for profesjonelle brukere')).toBeVisible()

  // Without JavaScript the button posts the form and the server answers with the result.
  const plain = await browser.newContext({ javaScriptEnabled: false, baseURL })
  const plainPage = await plain.newPage()
  await plainPage.goto(link)
  await plainPage.getByRole('button', { name: 'Aktiver abonnementet' }).click()
  await expect(plainPage.getByRole('heading', { name: 'Abonnementet er aktivert' })).toBeVisible()
  await plain.close()

  // The same link again: the subscription is active already, and the page says so at once.
  await page.goto(link)
  await expect(failed).toBeVisible()
  await expect(reason).toBeVisible()
  await expect(button).toHaveCount(0)
  // An expired link answers the same; the e2e server's database lives inside its process, so
  // expiry is tested on the route (app/routes/subscription-links.test.tsx).
})

test('a page post is refused from another origin, and taken through a proxy that names https', async ({
  request,
  baseURL,
}) => {
  // A page's action runs only when the post's Origin is the address the app sees (http here;
  // https behind a proxy that ends TLS and says so in X-Forwarded-Proto, which this server
  // believes from loopback). A refused post gets 403 and a plain Norwegian text; one let through
  // gets the page's own answer, here the section 8 error for a token that is not one.
  const host = new URL(baseURL!).host
  const post = (headers: Record<string, string>) =>
    request.post('/abonnement/1/aktiver?token=ugyldig', { form: { token: 'ugyldig' }, headers })
  for (const origin of ['https://angriper.example', 'null', `https://${host}`]) {
    const response = await post({ origin })
    expect(response.status(), `Origin: ${origin}`).toBe(403)
    expect(await response.text(), `Origin: ${origin}`).toContain('sendt fra et annet nettsted')
  }
  const proxied = { origin: `https://${host}`, 'x-forwarded-proto': 'https' }
  const allowed: Record<string, string>[] = [{ origin: `http://${host}` }, proxied, {}]
  for (const headers of allowed) {
    const response = await post(headers)
    expect(response.status()).toBe(400)
    expect(await response.text()).toContain('Abonnementet ble ikke aktivert')
  }
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
    await expect(page.getByRole('heading', { name: 'Abonnementet ble ikke slettet' })).toBeVisible()
    await expect(page.getByRole('button', { name: 'Slett abonnementet' })).toHaveCount(0)
  })
})
