import { productJourney } from './support/product-journey.ts'
import { signInByMail } from './support/staff.ts'
import { test } from './support/test.ts'

/**
 * An editor signs in by the e-mailed link and takes a product through its whole life: two
 * pictures, preview, publish, found by a visitor, corrected, withdrawn (product-journey.ts).
 * Each width has an editor and made-up words of its own, so the two runs never find each other's.
 */
const EDITORS = {
  phone: {
    email: 'redaktor.nkom@forvaltning.example.no',
    words: { name: 'Zorblaxradio', described: 'Kvintofjær', corrected: 'Tilbakeleveringspunkt' },
  },
  desktop: {
    email: 'redaktor.dsa@forvaltning.example.no',
    words: { name: 'Quimbolaser', described: 'Plurmekrok', corrected: 'Returstasjonen' },
  },
} as const

test('an editor signed in by e-mail publishes, corrects and withdraws a product a visitor finds', async ({
  page,
  browser,
  request,
  baseURL,
}, info) => {
  // Signing in by mail, a long form with two uploads and an accessibility check, a preview, and
  // a visitor's pages after each change.
  test.setTimeout(480_000)
  const editor = EDITORS[info.project.name as keyof typeof EDITORS]
  await signInByMail(page, request, editor.email)
  await productJourney({ page, browser, site: baseURL! }, editor.words)
})
