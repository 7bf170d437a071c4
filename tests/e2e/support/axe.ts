import { AxeBuilder } from '@axe-core/playwright'
import { expect, type Page } from '@playwright/test'

/** The WCAG levels the site answers to: 2.0, 2.1 and 2.2, A and AA. */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']

/**
 * Runs axe on the page once it is at rest and fails with each violation's rule and elements. At
 * rest: a details group opens over 0.4 s (Designsystemet transitions the height of its
 * ::details-content, which getAnimations() does not list), and halfway its last lines are clipped
 * under whatever follows, which axe's target-size check reports. So axe waits until the page's
 * height has held still for longer than that transition: a shorter wait could fall before one
 * starts (the last box of the filters' authority group was reported so, on a phone).
 */
export async function expectNoAxeViolations(page: Page) {
  await page.waitForFunction(async () => {
    const height = () => document.documentElement.scrollHeight
    const before = height()
    await new Promise((resolve) => setTimeout(resolve, 500))
    return height() === before
  })
  const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze()
  const violations = results.violations.map((violation) => ({
    rule: violation.id,
    help: violation.help,
    elements: violation.nodes.map((node) => node.target.join(' ')),
  }))
  expect(violations, `axe violations on ${page.url()}`).toEqual([])
}
