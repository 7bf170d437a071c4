import {
  test as base,
  expect,
  type ConsoleMessage,
  type Page,
  type Request,
} from '@playwright/test'

/**
 * Playwright's `test`, with two checks added to every test:
 * - the page asked no other origin for anything (no CDN, font, analytics or share script). The
 *   architecture promises it; this keeps it.
 * - the browser refused nothing under the Content-Security-Policy (decision 013): a refused
 *   script or style is a feature silently broken, so every journey proves the policy fits.
 */
export const test = base.extend<{
  /** Origins a journey goes to on purpose (an identity provider's pages), besides the site's. */
  visitedOrigins: string[]
  foreignRequests: string[]
  cspViolations: string[]
}>({
  visitedOrigins: [[], { option: true }],
  foreignRequests: [
    async ({ page, baseURL, visitedOrigins }, use) => {
      const origins = [new URL(baseURL ?? 'http://127.0.0.1').origin, ...visitedOrigins]
      const foreign: string[] = []
      const record = (request: Request) => {
        const url = new URL(request.url())
        if (url.protocol.startsWith('http') && !origins.includes(url.origin))
          foreign.push(request.url())
      }
      page.on('request', record)
      await use(foreign)
      page.off('request', record)
      expect(foreign, 'requests to another origin').toEqual([])
    },
    { auto: true },
  ],
  cspViolations: [
    async ({ page }, use) => {
      const violations: string[] = []
      // Chromium reports each refusal on the console; the event also catches what it does not.
      await page.addInitScript(() => {
        document.addEventListener('securitypolicyviolation', (event) => {
          console.error(
            `Content Security Policy violation: ${event.effectiveDirective} ${event.blockedURI}`,
          )
        })
      })
      const record = (message: ConsoleMessage) => {
        if (message.text().includes('Content Security Policy')) violations.push(message.text())
      }
      page.on('console', record)
      await use(violations)
      page.off('console', record)
      expect(violations, 'Content-Security-Policy violations').toEqual([])
    },
    { auto: true },
  ],
})

export { expect }

/** Whether the test runs in the phone project (375 px), where the navigation is a menu. */
export const isPhone = (projectName: string) => projectName === 'phone'

/**
 * Waits until the page's script has taken over the server-rendered page: the header's category
 * picker gets its aria-expanded only then. Before it, the page works as it does without
 * JavaScript, and what a test does then is not what it means to test.
 */
export async function untilHydrated(page: Page) {
  await expect(page.locator('.category-picker summary')).toHaveAttribute(
    'aria-expanded',
    /^(true|false)$/,
  )
}

/** Holds back the page's scripts until the returned function is called: the page before hydration. */
export async function holdScripts(page: Page): Promise<() => void> {
  let release!: () => void
  const held = new Promise<void>((resolve) => (release = resolve))
  await page.route('**/assets/*.js', async (route) => {
    await held
    await route.continue()
  })
  return release
}
