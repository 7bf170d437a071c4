import type { APIRequestContext } from '@playwright/test'
import { expectNoAxeViolations } from './support/axe.ts'
import { apiSearch, expect } from './support/catalogue.ts'
import { isPhone, test, untilHydrated } from './support/test.ts'

/** A word of a real product's name, so the suggestions hold that product. */
async function productWord(request: APIRequestContext) {
  const product = (await apiSearch(request, 'size=1')).content[0]!
  const word = product.navn.split(/\s+/).find((part) => part.length >= 4) ?? product.navn
  return { product, word }
}

/** The header search's combobox (WAI-ARIA 1.2, list autocomplete), with a keyboard only. */
test('typing suggests products; arrows choose one, Enter opens it, Escape closes', async ({
  page,
  request,
}, info) => {
  test.skip(isPhone(info.project.name), 'arrow keys are for a keyboard; on a phone one taps')
  const { product, word } = await productWord(request)
  await page.goto('/')
  await untilHydrated(page)
  const field = page.getByRole('combobox', { name: 'Søk etter produkt' })
  const list = page.getByRole('listbox', { name: 'Forslag' })
  await expect(field).toHaveAttribute('aria-expanded', 'false')

  await field.pressSequentially(word)
  await expect(list).toBeVisible()
  await expect(field).toHaveAttribute('aria-expanded', 'true')
  await expect(field).toHaveAttribute('aria-controls', 'header-search-suggestions')
  const options = list.getByRole('option')
  const count = await options.count()
  expect(count).toBeGreaterThan(0)
  expect(count).toBeLessThanOrEqual(8)
  await expect(page.getByRole('status').filter({ hasText: `${count} forslag` })).toHaveCount(1)
  await expectNoAxeViolations(page)

  // Escape closes the list and keeps what was typed.
  await field.press('Escape')
  await expect(list).toBeHidden()
  await expect(field).toHaveAttribute('aria-expanded', 'false')
  await expect(field).toHaveValue(word)

  // Typing again opens it; ArrowDown moves to the first option, ArrowUp from there to the last.
  await field.press('End')
  await field.press('Space')
  await field.press('Backspace')
  await expect(list).toBeVisible()
  await field.press('ArrowDown')
  await expect(options.first()).toHaveAttribute('aria-selected', 'true')
  await expect(field).toHaveAttribute('aria-activedescendant', 'header-search-suggestions-0')
  await field.press('ArrowUp')
  await expect(options.last()).toHaveAttribute('aria-selected', 'true')

  // Down to the product, then Enter goes to its page.
  const target = options.filter({ hasText: product.navn }).first()
  const targetId = await target.getAttribute('id')
  await field.press('ArrowDown')
  while ((await field.getAttribute('aria-activedescendant')) !== targetId) {
    await field.press('ArrowDown')
  }
  await field.press('Enter')
  await expect(page).toHaveURL(new RegExp(`/produkt/${product.id}$`))
  await expect(page.getByRole('heading', { level: 1 })).toContainText(product.navn)
})

test('Enter without a chosen suggestion searches for what was typed', async ({ page }) => {
  await page.goto('/')
  await untilHydrated(page)
  const field = page.getByRole('combobox', { name: 'Søk etter produkt' })
  await field.pressSequentially('lader')
  await expect(page.getByRole('listbox', { name: 'Forslag' })).toBeVisible()
  await field.press('Enter')
  await expect(page).toHaveURL(/\/search\?q=lader$/)
  await expect(page.getByRole('listbox', { name: 'Forslag' })).toBeHidden()
})

test('on a phone a tap opens a suggestion; the list is under the field, each row big enough to tap', async ({
  page,
  request,
}, info) => {
  test.skip(!isPhone(info.project.name), 'a touch screen at the width of a phone')
  const { product, word } = await productWord(request)
  await page.goto('/')
  await untilHydrated(page)
  const field = page.getByRole('combobox', { name: 'Søk etter produkt' })
  const list = page.getByRole('listbox', { name: 'Forslag' })
  await field.tap()
  // Below 16 px a phone's browser zooms the page in as the field takes the focus.
  const fontSize = await field.evaluate((input) => parseFloat(getComputedStyle(input).fontSize))
  expect(fontSize).toBeGreaterThanOrEqual(16)
  await field.pressSequentially(word)
  await expect(list).toBeVisible()

  // The list hangs below the field, inside the screen's width: what is typed stays in sight.
  const fieldBox = (await field.boundingBox())!
  const listBox = (await list.boundingBox())!
  expect(listBox.y).toBeGreaterThanOrEqual(fieldBox.y + fieldBox.height)
  expect(listBox.x).toBeGreaterThanOrEqual(0)
  expect(listBox.x + listBox.width).toBeLessThanOrEqual(page.viewportSize()!.width)
  // Each suggestion a whole finger's target: 44 by 44 CSS pixels at least.
  for (const option of await list.getByRole('option').all()) {
    const box = (await option.boundingBox())!
    expect(box.height).toBeGreaterThanOrEqual(44)
    expect(box.width).toBeGreaterThanOrEqual(44)
  }
  await expectNoAxeViolations(page)

  await list.getByRole('option').filter({ hasText: product.navn }).first().tap()
  await expect(page).toHaveURL(new RegExp(`/produkt/${product.id}$`))
  // The focus leaves the field for the page's heading, so the phone's keyboard goes away.
  await expect(page.getByRole('heading', { level: 1 })).toBeFocused()
  await expect(page.getByRole('heading', { level: 1 })).toContainText(product.navn)
})
