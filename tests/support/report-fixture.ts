import { eq } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import type { Db } from '../../db/connection.ts'
import { land, myndighet, rutingMottaker, rutingRegel } from '../../db/schema/index.ts'
import { solveCaptcha } from './captcha.ts'
import { addProduct, createCatalogue } from './catalogue-fixture.ts'

/**
 * The small catalogue of catalogue-fixture.ts made ready for reports: DSB is the default
 * recipient and gets what no rule claims, cosmetics go to Mattilsynet, a few countries exist, and there is one listed and
 * one withdrawn cosmetics product (Mattilsynet's).
 */
export async function createReportCatalogue(db: Db) {
  const catalogue = await createCatalogue(db)
  const { authorities, categories, risks } = catalogue
  await db
    .update(myndighet)
    .set({ standardMottaker: true })
    .where(eq(myndighet.id, authorities.dsb.id))
  const [rule, fallback] = await db
    .insert(rutingRegel)
    .values([
      { kategoriId: categories.cosmetics.id, beskrivelse: 'Kosmetikk til Mattilsynet' },
      { kategoriId: null, beskrivelse: 'Resten til DSB' },
    ])
    .returning()
  await db.insert(rutingMottaker).values([
    { regelId: rule!.id, myndighetId: authorities.mattilsynet.id },
    { regelId: fallback!.id, myndighetId: authorities.dsb.id },
  ])
  await db.insert(land).values([
    { alpha2: 'NO', navn: 'Norge' },
    { alpha2: 'SE', navn: 'Sverige' },
    { alpha2: 'DE', navn: 'Tyskland' },
    { alpha2: 'CN', navn: 'Kina' },
  ])
  const cream = {
    published: '2025-01-10T10:00:00Z',
    myndighetId: authorities.mattilsynet.id,
    hazards: [{ risikoId: risks.chemical.id, kategoriId: categories.cosmetics.id }],
  }
  const listed = await addProduct(db, { ...cream, navn: 'Hudkrem Glød' })
  const withdrawn = await addProduct(db, { ...cream, navn: 'Hudkrem Borte', withdrawn: true })
  return { ...catalogue, products: { listed, withdrawn } }
}

let addresses = 0

/** A client address of its own, so the per-address rate limit never trips a test by accident. */
export function nextAddress(): string {
  addresses++
  return `10.${(addresses >> 16) & 255}.${(addresses >> 8) & 255}.${addresses & 255}`
}

/** A freshly solved captcha from the app's own challenge, URL-encoded for `grecaptcha`. */
export async function captchaParameter(app: FastifyInstance): Promise<string> {
  const challenge = await app.inject({ method: 'GET', url: '/api/v1/captcha/challenge' })
  return encodeURIComponent(await solveCaptcha(challenge.json()))
}

/** POSTs a report as the spec's client does: JSON body, captcha in the query. */
export async function postReport(
  app: FastifyInstance,
  path: 'observasjon' | 'bekymring' | 'meldeplikt',
  body: unknown,
  options: { captcha?: string | null; address?: string; filesToFollow?: number } = {},
) {
  const captcha =
    options.captcha === undefined ? await captchaParameter(app) : (options.captcha ?? undefined)
  // The captcha parameter comes encoded already; a test may send it unencoded or broken.
  const query = [
    ...(captcha === undefined ? [] : [`grecaptcha=${captcha}`]),
    ...(options.filesToFollow === undefined ? [] : [`antallVedlegg=${options.filesToFollow}`]),
  ]
  return app.inject({
    method: 'POST',
    url: `/api/v1/${path}${query.length ? `?${query.join('&')}` : ''}`,
    payload: body as object,
    remoteAddress: options.address ?? nextAddress(),
  })
}
