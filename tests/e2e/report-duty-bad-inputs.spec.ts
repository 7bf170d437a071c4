import { BAD_INPUTS } from './support/duty-bad-inputs.ts'
import { expect } from './support/catalogue.ts'
import { DUTY_PATH, expectProblem, fillRequired, next } from './support/duty-form.ts'
import { ownAddress } from './support/report-form.ts'
import { test } from './support/test.ts'

/**
 * The duty-to-report form refuses each bad input at its field, with the step's own message:
 * step by step with JavaScript, and on the whole form's post without it.
 */

// Each test posts from an address of its own, so a run never meets the limit of 10 a minute.
test.beforeEach(async ({ page }) => ownAddress(page))

// Desktop only (playwright.config.ts): the messages do not depend on the width, and the phone
// runs the form's journeys in report-duty.spec.ts.
test.describe('bad inputs', () => {
  for (const bad of BAD_INPUTS.filter((each) => !each.onlyWithoutJavaScript)) {
    test(`with JavaScript, ${bad.what} stops its step`, async ({ page }) => {
      await page.goto(DUTY_PATH)
      for (let index = 0; index < bad.step; index++) {
        await fillRequired(page, index)
        await next(page)
      }
      await fillRequired(page, bad.step)
      await bad.spoil(page)
      await next(page)
      await expectProblem(page, bad.field, bad.label, bad.message)
      await expect(page.getByText(`Steg ${bad.step + 1} av 7`)).toBeVisible()
    })
  }

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false })

    for (const bad of BAD_INPUTS) {
      test(`${bad.what} is refused`, async ({ page }) => {
        await page.goto(DUTY_PATH)
        for (const index of [0, 1, 3]) await fillRequired(page, index)
        await bad.spoil(page)
        await page.getByRole('button', { name: 'Send' }).click()
        await expectProblem(page, bad.field, bad.label, bad.message)
      })
    }
  })
})
