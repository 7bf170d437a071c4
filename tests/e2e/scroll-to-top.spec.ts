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
 * Goes to the next page of products, inside the page, and waits until it is at the top (unless
 * the test moves the page's clock itself).
 * Answers where the click was made and the positions noted since.
 */
async function nextPage(
  page: Page,
  { atTop = true } = {},
): Promise<{ from: number; samples: number[] }> {
  await page
    .getByRole('navigation', { name: 'Sider med treff' })
    .getByRole('link', { name: 'Neste' })
    .click()
  await expect(page).toHaveURL('/?pagenr=2')
  await expect(page.getByRole('heading', { level: 1 })).toBeFocused()
  if (atTop) await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)
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
  // The page's clock stands still from the click on and is moved on by the test, 50 ms at a
  // time: each step runs the animation frames due in it, however busy the machine is.
  await page.clock.install()
  await scrolledFrontPage(page)
  await page.clock.pauseAt(await page.evaluate(() => Date.now() + 1000))
  const { from } = await nextPage(page, { atTop: false })
  const positions: number[] = []
  for (let step = 0; step < 12; step += 1) {
    await page.clock.runFor(50)
    positions.push(await page.evaluate(() => window.scrollY))
  }
  expect(positions.at(-1)).toBe(0)
  expect(positions).toEqual([...positions].sort((a, b) => b - a))
  expect(between({ from, samples: positions }).size).toBeGreaterThanOrEqual(3)
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
