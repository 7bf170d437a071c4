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
 * And one habit: `page.goto` and `page.reload` return once a public page has hydrated.
 */
export const test = base.extend<{
  /** Origins a journey goes to on purpose (an identity provider's pages), besides the site's. */
  visitedOrigins: string[]
  foreignRequests: string[]
  cspViolations: string[]
  hydratedNavigation: void
}>({
  visitedOrigins: [[], { option: true }],
  // A public page's scripts load after its first paint (decision 066), which can be after the
  // `load` event a navigation waits for; a test that then pressed a control would meet the page
  // as it works without JavaScript. Where the scripts are held (holdScripts) or off, nothing
  // is waited for; neither on a page without the site's header (an error page without data).
  hydratedNavigation: [
    async ({ page, javaScriptEnabled }, use) => {
      if (javaScriptEnabled !== false) {
        const goto = page.goto.bind(page)
        const reload = page.reload.bind(page)
        const untilPublicPageHydrated = async () => {
          if (held.has(page)) return
          if ((await page.locator(CATEGORY_PICKER).count()) > 0) await untilHydrated(page)
        }
        page.goto = async (...args) => {
          const response = await goto(...args)
          await untilPublicPageHydrated()
          return response
        }
        page.reload = async (...args) => {
          const response = await reload(...args)
          await untilPublicPageHydrated()
          return response
        }
      }
      await use()
    },
    { auto: true },
  ],
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
  await expect(page.locator(CATEGORY_PICKER)).toHaveAttribute('aria-expanded', /^(true|false)$/)
}

const CATEGORY_PICKER = '.category-picker summary'

/** Pages whose scripts a test holds back: their navigations do not wait for hydration. */
const held = new WeakSet<Page>()

/** Holds back the page's scripts until the returned function is called: the page before hydration. */
export async function holdScripts(page: Page): Promise<() => void> {
  let release!: () => void
  const scripts = new Promise<void>((resolve) => (release = resolve))
  held.add(page)
  await page.route('**/assets/*.js', async (route) => {
    await scripts
    await route.continue()
  })
  return () => {
    held.delete(page)
    release()
  }
}
