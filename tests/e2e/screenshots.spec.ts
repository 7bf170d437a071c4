import { test } from './support/test.ts'

/**
 * Not a check: full-page pictures of the shell at each width, for a person to look at after a
 * change to the layout (/tmp/farlige-produkter-screenshots/).
 */
const DIR = '/tmp/farlige-produkter-screenshots'

test('screenshots of the front page, the open menus and the 404 page', async ({ page }, info) => {
  const name = info.project.name
  await page.goto('/')
  await page.screenshot({ path: `${DIR}/${name}-home.png`, fullPage: true })
  const menu = page.locator('.main-nav__menu > summary')
  if (await menu.isVisible()) {
    await menu.click()
    await page.screenshot({ path: `${DIR}/${name}-menu-open.png` })
    await menu.click()
  }
  const picker = page.locator('.category-picker > summary')
  if (await picker.count()) {
    await picker.click()
    await page.screenshot({ path: `${DIR}/${name}-categories-open.png` })
  }
  await page.goto('/404')
  await page.screenshot({ path: `${DIR}/${name}-404.png`, fullPage: true })
  await page.goto('/')
  await page.keyboard.press('Tab')
  await page.screenshot({ path: `${DIR}/${name}-skip-link.png` })
})
