import { test as base, expect, type Request } from '@playwright/test'

/**
 * Playwright's `test`, with one check added to every test: the page asked no other origin for
 * anything (no CDN, font, analytics or share script). The architecture promises it; this keeps it.
 */
export const test = base.extend<{ foreignRequests: string[] }>({
  foreignRequests: [
    async ({ page, baseURL }, use) => {
      const origin = new URL(baseURL ?? 'http://127.0.0.1').origin
      const foreign: string[] = []
      const record = (request: Request) => {
        const url = new URL(request.url())
        if (url.protocol.startsWith('http') && url.origin !== origin) foreign.push(request.url())
      }
      page.on('request', record)
      await use(foreign)
      page.off('request', record)
      expect(foreign, 'requests to another origin').toEqual([])
    },
    { auto: true },
  ],
})

export { expect }

/** Whether the test runs in the phone project (375 px), where the navigation is a menu. */
export const isPhone = (projectName: string) => projectName === 'phone'
