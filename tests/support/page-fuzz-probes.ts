import { solveCaptcha } from './captcha.ts'

/**
 * Clean requests whose answers must not change however the pages were posted to: a poisoned
 * process (a field written into Object.prototype) answers them otherwise. Each is asked on the
 * fresh process and again after the posts.
 */
export async function poisoningProbes(origin: URL, category: number, address: () => string) {
  return {
    // The API refuses a concern whose injured person lacks `kjonn`: finding 1 made it accept one.
    concern: await apiConcern(origin, category, address()),
    // The page form refuses an empty duty-to-report, naming each required field.
    dutyPage: await pageErrors(origin, '/innmelding/meldeplikt', address()),
    overviewPage: await pageErrors(origin, '/abonnement/mine', address()),
  }
}

/** A freshly solved captcha from the process's own challenge, asked from `address`. */
export async function solvedCaptcha(origin: URL, address: string): Promise<string> {
  const challenge = await fetch(new URL('/api/v1/captcha/challenge', origin), {
    headers: { 'x-forwarded-for': address },
  })
  if (!challenge.ok) throw new Error(`no captcha challenge: ${challenge.status}`)
  return solveCaptcha(await challenge.json())
}

async function apiConcern(origin: URL, category: number, address: string) {
  const grecaptcha = encodeURIComponent(await solvedCaptcha(origin, address))
  const response = await fetch(new URL(`/api/v1/bekymring?grecaptcha=${grecaptcha}`, origin), {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
    body: JSON.stringify({
      melder_kompetanse: 'PRIVAT_FORBRUKER',
      produkt_navn: 'Vannkoker',
      produkt_kategori: category,
      hendelse_beskrivelse: 'Lokket løsnet og vannet rant ut.',
      hendelse_personskade: 'JA',
      hendelse_skadedePersoner: [{ alder: 7 }],
    }),
  })
  const { type, message } = (await response.json()) as { type?: string; message?: string }
  return { status: response.status, type, message }
}

/** The status of an empty post to a page form, and the fields its error summary names. */
async function pageErrors(origin: URL, path: string, address: string) {
  const response = await fetch(new URL(path, origin), {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': address },
    body: '',
  })
  const html = await response.text()
  const named = [...html.matchAll(/href="#([^"]+)"/g)].map((match) => match[1])
  return { status: response.status, named: [...new Set(named)].sort() }
}
