import { eq } from 'drizzle-orm'
import { RouterContextProvider } from 'react-router'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { clientContext, formPostContext, servicesContext, type Services } from '#app-context'
import type { Database } from '../../db/connection.ts'
import { abonnement } from '../../db/schema/index.ts'
import { createCatalogue } from '../../tests/support/catalogue-fixture.ts'
import { solveCaptcha } from '../../tests/support/captcha.ts'
import { renderWithRouter } from '../../tests/support/render-with-router.tsx'
import { queuedMail } from '../../tests/support/subscriptions.ts'
import { testCaptcha, testServices } from '../../tests/support/test-app.ts'
import { createTestDatabase } from '../../tests/support/test-database.ts'
import { newChallenge } from '../../domain/captcha/captcha.ts'
import SubscriptionCreate, {
  action as createAction,
  loader as createLoader,
} from './subscription-create.tsx'
import { action as overviewAction } from './subscription-overview.tsx'

let database: Database
let catalogue: Awaited<ReturnType<typeof createCatalogue>>
/** One set for the whole file, as one server has: its form posts are counted across requests. */
let services: Services

beforeAll(async () => {
  database = await createTestDatabase()
  catalogue = await createCatalogue(database.db)
  services = { ...testServices(database.db), publicUrl: 'https://farligeprodukter.example.no' }
})

afterAll(() => database.close())

/** What React Router hands a loader or action: a request posted as a browser without JavaScript. */
function args(
  url: string,
  form?: Record<string, string>,
  params: Record<string, string> = {},
  address = '192.0.2.10',
) {
  const context = new RouterContextProvider()
  context.set(servicesContext, services)
  context.set(clientContext, { address })
  const request = form
    ? new Request(`http://localhost${url}`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams(form).toString(),
      })
    : new Request(`http://localhost${url}`)
  return { request, params, context } as never
}

type Answer<T> = { data: T; init: { status: number; headers?: HeadersInit } }
const captcha = async () => solveCaptcha(await newChallenge(testCaptcha))

/** An answer's Retry-After in whole seconds, as the API's 429s give it: NaN if it is not one. */
const retryAfter = (answer: Answer<unknown>) => {
  const value = new Headers(answer.init.headers).get('Retry-After') ?? ''
  return /^\d+$/.test(value) ? Number(value) : NaN
}

describe('/abonnement/opprett', () => {
  it('reads the search from the search page’s query string, leaving out what does not exist', async () => {
    const { cots } = catalogue.categories
    const page = await createLoader(
      args(
        `/abonnement/opprett?q=seng&katid=${cots.id}&risiko=${catalogue.risks.fire.id},99999&proff=true&df=2026-01-01`,
      ),
    )
    expect(page.criteria).toEqual({
      q: 'seng',
      kategori: cots.id,
      risiko: [catalogue.risks.fire.id],
      proff: true,
      utland: false,
    })
  })

  it('answers a plain post with errors at the fields and in a summary', async () => {
    const answer = (await createAction(
      args('/abonnement/opprett', { navn: '', epost: 'ikke-adresse' }),
    )) as Answer<{ ok: false; errors: Record<string, string>; values: Record<string, string> }>
    expect(answer.init.status).toBe(400)
    expect(answer.data.errors).toEqual({
      navn: 'subscriptions.validation.required',
      epost: 'subscriptions.validation.email',
    })
    const loaderData = await createLoader(args('/abonnement/opprett'))
    const props = { loaderData, actionData: answer.data } as unknown as Parameters<
      typeof SubscriptionCreate
    >[0]
    const html = await renderWithRouter(<SubscriptionCreate {...props} />)
    expect(html).toContain('For å gå videre må du rette opp følgende feil:')
    expect(html).toContain('href="#subscription-name">Navn: Dette feltet er påkrevd!')
    expect(html).toContain('id="subscription-email-error">Dette må være en gyldig e-postadresse')
    expect(html).toContain('value="ikke-adresse"')
    expect(html).toContain('For å sende skjemaet må du slå på JavaScript')
  })

  it('needs the captcha, then saves the subscription in the page’s language and mails it', async () => {
    const form = { navn: 'Nina', epost: 'nina@example.no', risiko: String(catalogue.risks.fire.id) }
    const refused = (await createAction(args('/abonnement/opprett', form))) as Answer<{
      errors: Record<string, string>
    }>
    expect(refused.data.errors).toEqual({ captcha: 'captcha.required' })
    const done = (await createAction(
      args('/abonnement/opprett?lang=nn', { ...form, grecaptcha: await captcha() }),
    )) as Answer<{ ok: boolean }>
    expect(done.init.status).toBe(200)
    expect(done.data.ok).toBe(true)
    const [row] = await database.db
      .select()
      .from(abonnement)
      .where(eq(abonnement.epost, 'nina@example.no'))
    expect(row).toMatchObject({ sprak: 'nn', risiko: [catalogue.risks.fire.id], aktivert: null })
    const [mail] = await queuedMail(database.db, `abonnement:aktiver:${row!.id}`)
    expect(mail!.tekst).toContain(
      `https://farligeprodukter.example.no/abonnement/${row!.id}/aktiver?token=`,
    )
  })

  it('answers a post the server refused for coming too often with 429 and the wait', async () => {
    // The server counts posts before reading them (page-form-posts.ts) and hands the verdict on.
    const refusedArgs = args('/abonnement/opprett', { navn: '' }) as {
      context: RouterContextProvider
    }
    refusedArgs.context.set(formPostContext, { ok: false, retryAfterSeconds: 42 })
    const refused = (await createAction(refusedArgs as never)) as Answer<{
      ok: false
      errors: Record<string, string>
    }>
    expect(refused.init.status).toBe(429)
    expect(refused.data.errors).toEqual({ form: 'subscriptions.errors.tooMany' })
    expect(retryAfter(refused)).toBe(42)
  })
})

describe('/abonnement/mine', () => {
  it('sends the overview, and asks to wait a minute the second time', async () => {
    const post = async () =>
      (await overviewAction(
        args('/abonnement/mine', { epost: 'travel@example.no', grecaptcha: await captcha() }),
      )) as Answer<{ ok: boolean; errors?: Record<string, string> }>
    expect((await post()).data.ok).toBe(true)
    const again = await post()
    expect(again.init.status).toBe(429)
    expect(again.data.errors).toEqual({ form: 'subscriptions.errors.overview' })
    expect(retryAfter(again)).toBe(60)
  })
})
