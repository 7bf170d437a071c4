import { eq } from 'drizzle-orm'
import type { RouterContextProvider } from 'react-router'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { formPostContext } from '#app-context'
import type { Database } from '../../db/connection.ts'
import { bekymring } from '../../db/schema/index.ts'
import { newQuestion } from '../../domain/captcha/question-captcha.ts'
import { FeedbackProvider } from '../components/feedback/feedback-provider.tsx'
import { addProduct } from '../../tests/support/catalogue-fixture.ts'
import { createReportCatalogue } from '../../tests/support/report-fixture.ts'
import { renderWithRouter } from '../../tests/support/render-with-router.tsx'
import { routeArgs } from '../../tests/support/route-args.ts'
import { testCaptcha } from '../../tests/support/test-app.ts'
import { createTestDatabase } from '../../tests/support/test-database.ts'
import ReportConcern, { action, loader } from './report-concern.tsx'

/** The concern page's loader and its action as a browser without JavaScript posts to it. */

let database: Database
let catalogue: Awaited<ReturnType<typeof createReportCatalogue>>

beforeAll(async () => {
  database = await createTestDatabase()
  catalogue = await createReportCatalogue(database.db)
})

afterAll(() => database.close())

type Page = NonNullable<Awaited<ReturnType<typeof loader>>>
const load = (productId?: string) =>
  loader(
    routeArgs(database.db, '/innmelding/bekymring', { params: productId ? { productId } : {} }),
  ) as Promise<Page>

const product = (navn: string, kategoriIds: number[]) =>
  addProduct(database.db, {
    navn,
    published: '2026-10-01',
    myndighetId: catalogue.authorities.dsb.id,
    produsent: 'Leketøy AS',
    hazards: kategoriIds.map((kategoriId, index) => ({
      kategoriId,
      risikoId: [catalogue.risks.fire.id, catalogue.risks.choking.id][index]!,
    })),
  })

describe('the concern page’s loader', () => {
  it('without a product: the category tree and nothing preset', async () => {
    const page = await load()
    expect(page.product).toBeUndefined()
    expect(page.preset).toEqual({})
    expect(page.categories.map((category) => category.navn)).toContain('Barnesenger')
  })

  it('presets the product, its producer and the category of its only hazard', async () => {
    const { cots } = catalogue.categories
    const id = await product('Sprinkelseng Drøm', [cots.id, cots.id])
    const page = await load(String(id))
    expect(page.product).toMatchObject({ id, navn: 'Sprinkelseng Drøm' })
    expect(page.preset).toEqual({
      produkt_id: [String(id)],
      produkt_navn: ['Sprinkelseng Drøm'],
      produkt_produsent_navn: ['Leketøy AS'],
      produkt_kategori: [String(cots.id)],
    })
  })

  it('leaves the category to the sender when the hazards are in two', async () => {
    const { cots, prams } = catalogue.categories
    const page = await load(String(await product('Vogn og seng', [cots.id, prams.id])))
    expect(page.preset).not.toHaveProperty('produkt_kategori')
  })

  it('answers 404 for a withdrawn product, an unknown one, or no product id at all', async () => {
    for (const productId of [String(catalogue.products.withdrawn), '99999999', 'abc', '1e3']) {
      await expect(load(productId)).rejects.toMatchObject({ init: { status: 404 } })
    }
  })
})

describe('a concern posted without JavaScript', () => {
  type Answer = { data: { ok: boolean; errors?: Record<string, { key: string }> } }

  it('answers the schema’s problems, which the page shows at the fields', async () => {
    const posted = {
      melder_epost: 'ikke-en-adresse',
      melder_postnummer: '0000',
      produkt_navn: 'Vannkoker',
      hendelse_dato: '01.01.2999',
    }
    const answer = (await action(
      routeArgs(database.db, '/innmelding/bekymring', { form: posted }),
    )) as unknown as Answer & {
      init: { status: number }
    }
    expect(answer.init.status).toBe(400)
    expect(answer.data.errors).toEqual({
      melder_epost: { key: 'reports.invalidEmail' },
      melder_postnummer: { key: 'reports.invalidPostalCode' },
      melder_kompetanse: { key: 'reports.required' },
      hendelse_beskrivelse: { key: 'reports.required' },
      hendelse_dato: { key: 'reports.futureDate' },
    })
    const loaderData = await load()
    const props = { loaderData, actionData: answer.data } as unknown as Parameters<
      typeof ReportConcern
    >[0]
    const html = await renderWithRouter(
      <FeedbackProvider>
        <ReportConcern {...props} />
      </FeedbackProvider>,
    )
    expect(html).toContain('Jeg melder som: Dette feltet er påkrevd!')
    expect(html).toContain('Dette er ikke et gyldig postnummer')
    expect(html).toContain('value="Vannkoker"')
  })

  it('saves nothing until the sum is answered, and then the concern', async () => {
    const posted = {
      melder_kompetanse: 'PRIVAT_FORBRUKER',
      produkt_navn: 'Vannkoker uten svar',
      hendelse_beskrivelse: 'Den ble glovarm i håndtaket.',
    }
    const answer = (await action(
      routeArgs(database.db, '/innmelding/bekymring', { form: posted }),
    )) as unknown as Answer
    expect(answer.data.errors).toEqual({ captcha: { key: 'captcha.required' } })
    const saved = await database.db
      .select()
      .from(bekymring)
      .where(eq(bekymring.produktNavn, posted.produkt_navn))
    expect(saved).toHaveLength(0)

    const question = newQuestion(testCaptcha)
    const answered = {
      ...posted,
      sporsmal: question.token,
      sporsmal_svar: String(question.a + question.b),
    }
    const done = (await action(
      routeArgs(database.db, '/innmelding/bekymring', { form: answered }),
    )) as unknown as { data: { ok: boolean; reference: string } }
    expect(done.data).toMatchObject({ ok: true, reference: expect.stringMatching(/^FP-BEK-/) })
    const [row] = await database.db
      .select()
      .from(bekymring)
      .where(eq(bekymring.referanse, done.data.reference))
    expect(row).toMatchObject({
      produktNavn: posted.produkt_navn,
      melderKompetanse: 'PRIVAT_FORBRUKER',
    })
  })

  it('answers a whole concern posted to a product not listed with 404, and saves nothing', async () => {
    const question = newQuestion(testCaptcha)
    const form = {
      melder_kompetanse: 'PRIVAT_FORBRUKER',
      produkt_navn: 'Vannkoker uten produkt',
      hendelse_beskrivelse: 'Den ble glovarm i håndtaket.',
      sporsmal: question.token,
      sporsmal_svar: String(question.a + question.b),
    }
    for (const productId of ['999999', 'abc']) {
      const args = routeArgs(database.db, `/innmelding/bekymring/${productId}`, {
        form,
        params: { productId },
      })
      await expect(action(args)).rejects.toMatchObject({ init: { status: 404 } })
    }
    const saved = await database.db
      .select()
      .from(bekymring)
      .where(eq(bekymring.produktNavn, form.produkt_navn))
    expect(saved).toHaveLength(0)
  })

  it('answers a post the server refused for coming too often with 429, its body unread', async () => {
    // The server counts posts before reading them (page-form-posts.ts) and hands the verdict on.
    let bodyRead = false
    const body = new ReadableStream(
      {
        pull() {
          bodyRead = true
        },
      },
      { highWaterMark: 0 },
    )
    const args = routeArgs(database.db, '/innmelding/bekymring') as {
      request: Request
      context: RouterContextProvider
    }
    args.request = new Request('http://localhost/innmelding/bekymring', {
      method: 'POST',
      headers: { 'content-type': 'multipart/form-data; boundary=x' },
      body,
      duplex: 'half',
    } as RequestInit)
    args.context.set(formPostContext, { ok: false, retryAfterSeconds: 42 })
    const refused = (await action(args as never)) as unknown as Answer & {
      init: { status: number; headers?: HeadersInit }
    }
    expect(refused.init.status).toBe(429)
    expect(new Headers(refused.init.headers).get('Retry-After')).toBe('42')
    // The page's text names the same wait as the header.
    expect(refused.data.errors).toEqual({
      form: { key: 'reports.tooManyPagePosts', params: { seconds: 42 } },
    })
    expect(bodyRead).toBe(false)
  })
})
