import type { Locator } from '@playwright/test'
import { expectNoAxeViolations } from './support/axe.ts'
import { expect } from './support/catalogue.ts'
import { readMail } from './support/mailbox.ts'
import { answerTheSum, ownAddress } from './support/report-form.ts'
import { signInByMail } from './support/staff.ts'
import { test } from './support/test.ts'

/**
 * An administrator sends a category to another authority; "prøv rutingen" names the new rule,
 * and the next concern message about such a product reaches that authority's inbox. Each width
 * has a category (with no rule of its own in the demo data) and an authority of its own, so the
 * two runs never meet.
 */
const CASES = {
  desktop: { category: 'Kommoder og skap', authority: 'Arbeidstilsynet', inbox: 'arbeidstilsynet' },
  phone: {
    category: 'Køyesenger og hemsenger',
    authority: 'Direktoratet for byggkvalitet',
    inbox: 'dibk',
  },
} as const

/** Chooses the option whose text ends with the category: the lists name it by its path. */
async function chooseCategory(select: Locator, category: string) {
  const option = select.locator('option', { hasText: new RegExp(`› ${category}$`) })
  await select.selectOption({ label: (await option.textContent())! })
}

test('an administrator changes a rule, and the next concern message goes to the new authority', async ({
  page,
  browser,
  request,
}, info) => {
  // Signing in by mail, two forms with accessibility checks, and a whole concern message.
  test.setTimeout(120_000)
  const { category, authority, inbox } = CASES[info.project.name as keyof typeof CASES]
  await signInByMail(page, request, 'administrator@forvaltning.example.no')
  await page.getByRole('link', { name: 'Rutingregler' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Rutingregler' })).toBeVisible()
  await page.getByRole('link', { name: 'Legg til en regel' }).click()
  // The rules page has a category list of its own ("prøv rutingen"): wait for the form's.
  await expect(page.getByRole('heading', { level: 1, name: 'Ny rutingregel' })).toBeVisible()

  // Without a recipient the rule is refused at the field, and the summary says so.
  await chooseCategory(page.getByLabel(/^Kategori/), category)
  const description = `${category} går til ${authority}.`
  await page.getByLabel('Beskrivelse').fill(description)
  await page.getByRole('button', { name: 'Lagre regelen' }).click()
  await expect(
    page
      .locator('ds-error-summary')
      .getByRole('link', { name: 'Velg minst én myndighet som skal få meldingene' }),
  ).toBeVisible()
  await expectNoAxeViolations(page)
  await page.getByLabel(authority).check()
  await page.getByLabel('Begrunnelse for endringen (valgfri)').fill('Avtale om tilsyn')
  await page.getByRole('button', { name: 'Lagre regelen' }).click()
  await expect(page.getByText('Regelen er lagt til. Den gjelder fra neste melding.')).toBeVisible()
  await expect(page.getByRole('row').filter({ hasText: description })).toContainText(authority)

  // "Prøv rutingen" names the authority and the rule that decided.
  await chooseCategory(page.getByLabel('Kategori', { exact: true }), category)
  await page.getByRole('button', { name: 'Prøv', exact: true }).click()
  const answer = page.getByTestId('prov-svar')
  await expect(answer.getByRole('heading')).toHaveText(`Meldingen ville gått til: ${authority}`)
  await expect(answer).toContainText(description)
  await expectNoAxeViolations(page)

  // A visitor sends a concern about such a product, on the form that works without JavaScript.
  const visitor = await browser.newContext({
    baseURL: info.project.use.baseURL,
    javaScriptEnabled: false,
  })
  const form = await visitor.newPage()
  await ownAddress(form)
  const name = `${category} ${Date.now()}`
  await form.goto('/innmelding/bekymring')
  await form.getByLabel('Privatperson').check()
  await form.getByLabel('Postnummer', { exact: true }).fill('0150')
  await form.getByLabel('Poststed', { exact: true }).fill('Oslo')
  await form.getByLabel('Produktnavn').fill(name)
  await form.getByLabel('Kategori', { exact: true }).selectOption({ label: category })
  await form.getByLabel('Hva skjedde').fill('Skapet veltet da et barn klatret i det.')
  await form.getByRole('group', { name: 'Materiell skade' }).getByLabel('Nei').check()
  await answerTheSum(form)
  await form.getByRole('button', { name: 'Send' }).click()
  await expect(form.getByRole('heading', { name: 'Takk! Vi har mottatt meldingen' })).toBeVisible()
  const reference = /FP-BEK-\d{4}-[0-9A-Z]+/.exec(
    await form.locator('.report-receipt').innerText(),
  )![0]
  const mail = await readMail(
    request,
    `innmelding@${inbox}.example.no`,
    new RegExp(`Bekymringsmelding ${reference}`),
  )
  expect(mail).toContain(name)
  await visitor.close()
})
