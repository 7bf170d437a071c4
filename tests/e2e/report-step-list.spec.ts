import { expect, holdScripts, test } from './support/test.ts'

/**
 * A report form's list of steps is drawn by the server, unseen with its room kept, so nothing
 * moves when the script takes the form over: a tap while the page loads lands where it was
 * aimed. Without JavaScript the form is one page, and the list takes no room.
 */

const STEPS = { name: 'Steg i skjemaet' }

test('nothing moves as the steps take over the form, so a tap while it loads lands where aimed', async ({
  page,
}) => {
  const release = await holdScripts(page)
  await page.goto('/innmelding/bekymring', { waitUntil: 'domcontentloaded' })
  const choice = page.getByLabel('Fagperson')
  const before = await choice.boundingBox()
  release()
  await expect(page.getByRole('navigation', STEPS)).toBeVisible()
  expect(await choice.boundingBox()).toEqual(before)
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('the form is one page, with no room kept for the steps', async ({ page }) => {
    await page.goto('/innmelding/bekymring')
    // Not only unseen: it takes no room (a box is drawn for what is merely invisible).
    const steps = page.locator('.report-progress')
    await expect(steps).toHaveCount(1)
    expect(await steps.boundingBox()).toBeNull()
  })
})
