import type { Page } from '@playwright/test'
import { expect, test } from './support/test.ts'

/**
 * Spec section 2: after a navigation the page scrolls to the top over 500 ms; a visitor who asks
 * for reduced motion is taken there at once. The tests look at the positions the page passes
 * through, frame by frame, never at how long it took.
 */

/**
 * Opens the front page, scrolled down to its pager, and from the next click on notes the scroll
 * position every frame and on every scroll event. Noting starts at the click, not before, as
 * Playwright may scroll the link into view (past the sticky report button) on its way there.
 */
async function scrolledFrontPage(page: Page) {
  await page.goto('/')
  // aria-expanded is set by the hydrated page only: from then on links navigate in the page.
  await expect(page.locator('.category-picker summary')).toHaveAttribute('aria-expanded', 'false')
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight))
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(500)
  await page.evaluate(() => {
    const noted = { from: 0, samples: [] as number[] }
    Object.assign(window, { noted })
    const note = () => {
      noted.samples.push(window.scrollY)
      requestAnimationFrame(note)
    }
    const start = () => {
      noted.from = window.scrollY
      requestAnimationFrame(note)
      window.addEventListener('scroll', () => noted.samples.push(window.scrollY), { passive: true })
    }
    document.addEventListener('click', start, { capture: true, once: true })
  })
}

/**
 * Goes to the next page of products, inside the page, and waits until it is at the top.
 * Answers where the click was made and the positions noted since.
 */
async function nextPage(page: Page): Promise<{ from: number; samples: number[] }> {
  await page
    .getByRole('navigation', { name: 'Sider med treff' })
    .getByRole('link', { name: 'Neste' })
    .click()
  await expect(page).toHaveURL('/?pagenr=2')
  await expect(page.getByRole('heading', { level: 1 })).toBeFocused()
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)
  // What was noted lives on the same window: the navigation did not load a new document.
  const noted = await page.evaluate(
    () => (window as unknown as { noted: { from: number; samples: number[] } }).noted,
  )
  expect(noted.from).toBeGreaterThan(500)
  return noted
}

/** Positions strictly between the top and where the visitor was: steps of an animation. */
const between = ({ from, samples }: { from: number; samples: number[] }) =>
  new Set(samples.filter((y) => y > 1 && y < from - 1))

test('the page glides to the top after a navigation', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'no-preference' })
  await scrolledFrontPage(page)
  expect(between(await nextPage(page)).size).toBeGreaterThanOrEqual(3)
})

test('with reduced motion the page jumps to the top, passing nothing in between', async ({
  page,
}) => {
  await page.emulateMedia({ reducedMotion: 'reduce' })
  await scrolledFrontPage(page)
  const noted = await nextPage(page)
  expect(noted.samples.at(-1)).toBe(0)
  expect([...between(noted)]).toEqual([])
})
