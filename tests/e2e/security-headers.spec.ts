import { apiSearch } from './support/catalogue.ts'
import { expect, test } from './support/test.ts'

// Every test here (as in every spec) also fails on any Content-Security-Policy violation and on
// any request to another origin: see support/test.ts.

test('pages carry a policy with a fresh nonce, and every script of theirs has it', async ({
  page,
  request,
}) => {
  const [product] = (await apiSearch(request, 'size=1')).content
  const nonces = new Set<string>()
  for (const path of ['/', '/search?q=lader', `/produkt/${product!.id}`, '/abonnement/opprett']) {
    const response = await page.goto(path)
    const policy = response!.headers()['content-security-policy']!
    expect(policy).toContain("frame-ancestors 'none'")
    const nonce = /'nonce-([^']+)'/.exec(policy)![1]!
    nonces.add(nonce)
    // The browser hides a nonce from attributes once it has used it, but keeps the property.
    // A product's structured data is a data block the browser never runs: the policy has no
    // say over it, so it needs no nonce.
    const scripts = await page
      .locator('script:not([type="application/ld+json"])')
      .evaluateAll((elements) => elements.map((element) => (element as HTMLScriptElement).nonce))
    expect(scripts.length).toBeGreaterThan(0)
    expect(scripts.every((scriptNonce) => scriptNonce === nonce)).toBe(true)
  }
  expect(nonces.size).toBe(4)
})

test('the policy is enforced: a script injected without the nonce does not run', async ({
  page,
  cspViolations,
}) => {
  await page.goto('/')
  await page.evaluate(() => {
    const script = document.createElement('script')
    script.textContent = 'window.injected = true'
    document.body.append(script)
  })
  await expect.poll(() => cspViolations.length).toBeGreaterThan(0)
  expect(await page.evaluate(() => 'injected' in window)).toBe(false)
  // Seen and asserted: the fixture must not count this one against the test.
  cspViolations.splice(0)
})

test('the captcha works under the policy: the widget solves in its worker', async ({ page }) => {
  test.setTimeout(90_000)
  await page.goto('/abonnement/opprett')
  await page.locator('altcha-widget').getByText('Jeg er ikke en robot').click()
  await expect(page.locator('input[name="grecaptcha"]')).not.toHaveValue('', { timeout: 60_000 })
})
