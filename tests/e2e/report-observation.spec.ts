import type { Page } from '@playwright/test'
import { expectNoAxeViolations } from './support/axe.ts'
import { apiSearch, expect } from './support/catalogue.ts'
import { readMail, solveCaptcha } from './support/mailbox.ts'
import { ownAddress } from './support/report-form.ts'
import { test } from './support/test.ts'

/**
 * A person reports where they saw a listed product: from its page, step by step, with the real
 * captcha widget, and gets a reference on the page and a receipt by e-mail; the authority gets
 * the report. Without JavaScript the same form posts whole and answers a sum instead.
 */

const today = () => {
  const now = new Date()
  const pad = (value: number) => String(value).padStart(2, '0')
  return `${pad(now.getDate())}.${pad(now.getMonth() + 1)}.${now.getFullYear()}`
}

test('report an observation of a product from its page, step by step', async ({
  page,
  request,
}, info) => {
  test.setTimeout(120_000)
  const product = (await apiSearch(request, 'size=1')).content[0]!
  const email = `observasjon.${info.project.name}.${Date.now()}@example.no`

  await page.goto(`/produkt/${product.id}`)
  await page.getByRole('link', { name: 'Meld fra om at du har sett produktet' }).click()
  await expect(page).toHaveURL(new RegExp(`/innmelding/observasjon/${product.id}$`))
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Meld inn en observasjon')
  await expect(page.getByText(product.navn).first()).toBeVisible()
  await expect(page.getByText('Steg 1 av 4')).toBeVisible()
  await expectNoAxeViolations(page)
  await page.getByRole('button', { name: 'Neste' }).click()

  // Step 2 is checked before step 3: empty, then a date in the future.
  await expect(page.getByRole('heading', { name: 'Hvor og når' })).toBeFocused()
  await page.getByRole('button', { name: 'Neste' }).click()
  const summary = page.locator('ds-error-summary')
  await expect(
    summary.getByRole('link', { name: 'Hvor du så produktet: Dette feltet er påkrevd!' }),
  ).toBeVisible()
  await expectNoAxeViolations(page)
  // A problem goes as soon as its field is right, from the summary and under the field.
  await page.getByLabel('Hvor du så produktet').fill('Byggmakker Sentrum, Oslo')
  await expect(summary.getByRole('link', { name: /Hvor du så produktet/ })).toHaveCount(0)
  await expect(page.getByLabel('Hvor du så produktet')).not.toHaveAttribute('aria-invalid')
  await expect(page.getByLabel('Dato du så produktet')).toHaveAttribute('aria-invalid', 'true')
  await expect(summary.getByRole('link', { name: /Dato du så produktet/ })).toBeVisible()
  await expect(page.getByLabel('Hvor du så produktet')).toBeFocused()
  await page.getByLabel('Dato du så produktet').fill('01.01.2999')
  await page.getByRole('button', { name: 'Neste' }).click()
  await expect(
    summary.getByRole('link', { name: 'Dato du så produktet: Datoen kan ikke være fram i tid' }),
  ).toBeVisible()
  await summary.getByRole('link', { name: /Dato du så produktet/ }).click()
  await expect(page.getByLabel('Dato du så produktet')).toBeFocused()
  await page.getByLabel('Dato du så produktet').fill(today())
  await page.getByRole('button', { name: 'Neste' }).click()

  await expect(page.getByRole('heading', { name: 'Om deg' })).toBeFocused()
  await page.getByLabel('Navn', { exact: true }).fill('Kari Nordmann')
  await page.getByLabel('E-post', { exact: true }).fill(email)
  await expectNoAxeViolations(page)
  await page.getByRole('button', { name: 'Neste' }).click()

  // The summary shows what will be sent, and a part can be changed from it.
  await expect(page.getByRole('heading', { name: 'Se over og send' })).toBeFocused()
  const check = page.locator('.report-summary')
  await expect(check.locator('.report-summary__part').first()).toContainText(
    `Du melder om${product.navn}`,
  )
  await expect(check).toContainText('Byggmakker Sentrum, Oslo')
  await expect(check).toContainText(email)
  await expectNoAxeViolations(page)
  await page.getByRole('button', { name: 'Send' }).click()
  await expect(page.getByText('Du må fullføre verifisering').first()).toBeVisible()
  await solveCaptcha(page)
  await page.getByRole('button', { name: 'Send' }).click()

  const receipt = page.getByRole('heading', { name: 'Takk! Vi har mottatt meldingen' })
  await expect(receipt).toBeFocused()
  const reference = /FP-OBS-\d{4}-[0-9A-Z]+/.exec(
    await page.locator('.report-receipt').innerText(),
  )![0]
  await expectNoAxeViolations(page)

  const receiptMail = await readMail(request, email, /Vi har mottatt meldingen din/)
  expect(receiptMail).toContain(reference)
  const authorityMail = await readMail(request, undefined, new RegExp(`Observasjon ${reference}`))
  expect(authorityMail).toContain('Byggmakker Sentrum, Oslo')
  expect(authorityMail).toContain(product.navn)
})

test('find the product by typing, and keep the draft over a reload until the crumb clears it', async ({
  page,
  request,
}) => {
  // A search, a reload and a way back: more than 30 s on a busy two-core machine.
  test.setTimeout(60_000)
  const product = (await apiSearch(request, 'size=1')).content[0]!
  const word = product.navn.split(/\s+/)[0]!
  await page.goto('/innmelding/observasjon')
  await page.getByLabel('Søk etter produktet').fill(word)
  const matches = page.getByRole('group', { name: 'Produkter som passer' })
  await matches.getByLabel(new RegExp(product.navn)).first().check()
  await page.getByRole('button', { name: 'Neste' }).click()
  await page.getByLabel('Hvor du så produktet').fill('Nettbutikken eksempel.no')

  await page.reload()
  await expect(page.getByLabel('Hvor du så produktet', { exact: true })).toHaveValue(
    'Nettbutikken eksempel.no',
  )

  // The crumb would throw away what was typed, so it asks first; cancel keeps all of it.
  const crumb = page
    .getByRole('navigation', { name: 'Du er her:' })
    .getByRole('link', { name: 'Meld inn', exact: true })
  const question = page.getByRole('dialog', { name: 'Bekreft' })
  await crumb.click()
  await expect(question).toContainText('Du har begynt på en melding som ikke er sendt.')
  await question.getByRole('button', { name: 'Avbryt' }).click()
  await expect(question).toBeHidden()
  await expect(page).toHaveURL(/\/innmelding\/observasjon/)
  await expect(page.getByLabel('Hvor du så produktet', { exact: true })).toHaveValue(
    'Nettbutikken eksempel.no',
  )

  await crumb.click()
  await question.getByRole('button', { name: 'Ja, fortsett' }).click()
  await expect(page).toHaveURL(/\/innmelding$/)
  await page.getByRole('link', { name: 'Meld inn en observasjon' }).click()
  await expect(page.getByLabel('Hvor du så produktet', { exact: true })).toHaveValue('')
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })
  // Each test posts from an address of its own, so the form rate limit never trips between them.
  test.beforeEach(({ page }) => ownAddress(page))

  test('the whole form posts, shows its errors, and sends with the sum answered', async ({
    page,
    request,
  }) => {
    const product = (await apiSearch(request, 'size=1')).content[0]!
    await page.goto('/innmelding/observasjon')
    await page.getByLabel('Søk etter produktet').fill(product.navn)
    await page
      .getByRole('group', { name: 'Produktet' })
      .getByRole('button', { name: 'Søk' })
      .click()
    await page
      .getByRole('group', { name: 'Produkter som passer' })
      .getByLabel(new RegExp(product.navn))
      .first()
      .check()

    await page.getByLabel('Dato du så produktet').fill('32.13.2026')
    await page.getByRole('button', { name: 'Send' }).click()
    const summary = page.locator('ds-error-summary')
    await expect(summary).toContainText('Dato du så produktet: Datoen må skrives som dd.mm.åååå')
    await expect(summary).toContainText('Hvor du så produktet: Dette feltet er påkrevd!')

    await page.getByLabel('Dato du så produktet').fill(today())
    await page.getByLabel('Hvor du så produktet').fill('Loppemarked på Grünerløkka')
    await page.getByLabel(/Hva er \d+ pluss \d+/).fill('1000')
    await page.getByRole('button', { name: 'Send' }).click()
    await expect(summary).toContainText('Du må fullføre verifisering')

    const question = await page.getByLabel(/Hva er \d+ pluss \d+/).getAttribute('id')
    const label = await page.locator(`label[for="${question}"]`).innerText()
    const [, a, b] = /Hva er (\d+) pluss (\d+)/.exec(label)!
    await page.getByLabel(/Hva er \d+ pluss \d+/).fill(String(Number(a) + Number(b)))
    await page.getByRole('button', { name: 'Send' }).click()
    await expect(
      page.getByRole('heading', { name: 'Takk! Vi har mottatt meldingen' }),
    ).toBeVisible()
    const reference = /FP-OBS-\d{4}-[0-9A-Z]+/.exec(
      await page.locator('.report-receipt').innerText(),
    )![0]
    const authorityMail = await readMail(request, undefined, new RegExp(`Observasjon ${reference}`))
    expect(authorityMail).toContain('Loppemarked på Grünerløkka')
  })

  // Each bad input alone in an otherwise good post, and the spec's message for it, exactly.
  const badInputs: Array<{ what: string; spoil: (page: Page) => Promise<void>; message: string }> =
    [
      {
        what: 'no date',
        spoil: (page) => page.getByLabel('Dato du så produktet').fill(''),
        message: 'Dato du så produktet: Dette feltet er påkrevd!',
      },
      {
        what: 'a date in the future',
        spoil: (page) => page.getByLabel('Dato du så produktet').fill('24.12.2999'),
        message: 'Dato du så produktet: Datoen kan ikke være fram i tid',
      },
      {
        what: 'a place longer than 300 characters',
        spoil: (page) => page.getByLabel('Hvor du så produktet').fill('x'.repeat(301)),
        message: 'Hvor du så produktet: Teksten kan ikke være lenger enn 300 tegn',
      },
      {
        what: 'digits in the name',
        spoil: (page) => page.getByLabel('Navn', { exact: true }).fill('Kari 2'),
        message: 'Navn: Kan bare inneholde bokstaver',
      },
      {
        what: 'an e-mail address without a domain',
        spoil: (page) => page.getByLabel('E-post', { exact: true }).fill('kari.nordmann'),
        message: 'E-post: Dette må være en gyldig e-postadresse',
      },
    ]

  for (const bad of badInputs) {
    test(`refuses ${bad.what}`, async ({ page, request }, info) => {
      test.skip(info.project.name === 'phone', 'the rules do not depend on the screen')
      const product = (await apiSearch(request, 'size=1')).content[0]!
      await page.goto(`/innmelding/observasjon/${product.id}`)
      await page.getByLabel('Dato du så produktet').fill(today())
      await page.getByLabel('Hvor du så produktet').fill('Nettbutikk')
      await bad.spoil(page)
      await page.getByRole('button', { name: 'Send' }).click()
      await expect(
        page.getByRole('heading', { name: 'Takk! Vi har mottatt meldingen' }),
      ).toHaveCount(0)
      await expect(page.locator('ds-error-summary').getByRole('link')).toHaveText([bad.message])
    })
  }
})
