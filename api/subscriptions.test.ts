import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { abonnement } from '../db/schema/index.ts'
import { createCatalogue } from '../tests/support/catalogue-fixture.ts'
import { useApiTest } from '../tests/support/api-test.ts'
import {
  captchaFor,
  expireAllLinks,
  linkTo,
  postSubscription,
  queuedMail,
  tamper,
} from '../tests/support/subscriptions.ts'

let catalogue: Awaited<ReturnType<typeof createCatalogue>>
const test = useApiTest({ fill: async (db) => void (catalogue = await createCatalogue(db)) })
let counter = 0

/** Creates a subscription through the API and answers its id and activation link. */
async function subscribe(extra: Record<string, unknown> = {}) {
  const epost = `kari${++counter}@example.no`
  const response = await postSubscription(test.app, { navn: 'Kari', epost, ...extra })
  expect(response.statusCode).toBe(202)
  const [mail] = (await queuedMail(test.database.db, 'abonnement:aktiver:')).filter(
    (row) => row.mottaker === epost,
  )
  const link = linkTo(mail!.tekst, /^\/abonnement\/\d+\/aktiver$/)
  const url = new URL(link, 'http://x')
  return { id: Number(url.pathname.split('/')[2]), token: url.searchParams.get('token')!, epost }
}

const activate = (id: number, token: string) =>
  test.app.inject({ method: 'PUT', url: `/api/v1/abonnement/${id}/activate`, body: { token } })

const stored = async (id: number) =>
  (await test.database.db.select().from(abonnement).where(eq(abonnement.id, id)))[0]

describe('POST /api/v1/abonnement', () => {
  it('saves an inactive subscription with its search and mails an activation link', async () => {
    const { id, token } = await subscribe({
      q: ' barneseng ',
      kategori: catalogue.categories.cots.id,
      risiko: `${catalogue.risks.fire.id},${catalogue.risks.choking.id},${catalogue.risks.fire.id}`,
      myndighet: [catalogue.authorities.dsb.id],
      proff: true,
      sprak: 'nn',
    })
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/)
    expect(await stored(id)).toMatchObject({
      navn: 'Kari',
      sprak: 'nn',
      q: 'barneseng',
      kategoriId: catalogue.categories.cots.id,
      risiko: [catalogue.risks.fire.id, catalogue.risks.choking.id].sort((a, b) => a - b),
      tiltak: null,
      myndighet: [catalogue.authorities.dsb.id],
      proff: true,
      utland: false,
      aktivert: null,
    })
    const [mail] = await queuedMail(test.database.db, `abonnement:aktiver:${id}`)
    expect(mail!.emne).toBe('Aktiver abonnementet ditt på Farlige produkter')
    expect(mail!.tekst).toContain('Kategori: Barnesenger')
    expect(mail!.tekst).toContain('Risiko: Brann, Kvelning')
    expect(mail!.tekst).toContain('lang=nn')
    expect(mail!.html).toContain('<html lang="nn">')
  })

  it('keeps a search with a NUL byte, which PostgreSQL cannot hold, with a space for it', async () => {
    const { id } = await subscribe({ q: 'barne\u0000seng' })
    expect(await stored(id)).toMatchObject({ q: 'barne seng' })
  })

  it('keeps a name without the NUL bytes PostgreSQL cannot hold; one of only those is none', async () => {
    const { id } = await subscribe({ navn: 'Ka\u0000ri' })
    expect(await stored(id)).toMatchObject({ navn: 'Kari' })
    const none = await postSubscription(test.app, { navn: '\u0000', epost: 'nul@example.no' })
    expect(none.statusCode).toBe(400)
    expect(none.json().message).toContain('Dette feltet er påkrevd!')
  })

  it('answers the same whether or not the address has subscriptions', async () => {
    const body = { navn: 'Ola', epost: 'ola.samme@example.no' }
    const first = await postSubscription(test.app, body)
    const second = await postSubscription(test.app, body)
    expect(first.statusCode).toBe(202)
    expect(second.statusCode).toBe(first.statusCode)
    expect(second.json()).toEqual(first.json())
    expect(first.json().type).toBe('SUBSCRIPTION_CREATED')
  })

  it('refuses without a solved captcha, and a solution used before', async () => {
    const body = { navn: 'Ola', epost: 'ola.captcha@example.no' }
    const missing = await test.app.inject({ method: 'POST', url: '/api/v1/abonnement', body })
    expect(missing.statusCode).toBe(400)
    expect(missing.json()).toMatchObject({ type: 'CAPTCHA_REQUIRED' })
    const url = `/api/v1/abonnement?grecaptcha=${encodeURIComponent(await captchaFor(test.app))}`
    expect((await test.app.inject({ method: 'POST', url, body })).statusCode).toBe(202)
    const reused = await test.app.inject({ method: 'POST', url, body })
    expect(reused.json()).toMatchObject({ type: 'CAPTCHA_REQUIRED' })
    const mails = await queuedMail(test.database.db, 'abonnement:aktiver:')
    expect(mails.filter((mail) => mail.mottaker === body.epost)).toHaveLength(1)
  })

  it.each([
    [{ epost: 'ola@example.no' }, 'Dette feltet er påkrevd!'],
    [{ navn: 'Ola', epost: 'ikke-en-adresse' }, 'Dette må være en gyldig e-postadresse'],
    [{ navn: 'Ola', epost: 'ola@example.no', risiko: 'brann' }, 'Søket du vil abonnere på'],
    [{ navn: 'Ola', epost: 'ola@example.no', kategori: 999_999 }, 'Søket du vil abonnere på'],
  ])('refuses %j with a message to show', async (body, message) => {
    const response = await postSubscription(test.app, body)
    expect(response.statusCode).toBe(400)
    expect(response.json().type).toBe('BAD_REQUEST')
    expect(response.json().message).toContain(message)
  })

  it('answers the eleventh call in a minute from one address with 429', async () => {
    const post = () =>
      test.app.inject({
        method: 'POST',
        url: '/api/v1/abonnement',
        body: {},
        remoteAddress: '192.0.2.77',
      })
    for (let i = 0; i < 10; i++) expect((await post()).statusCode).toBe(400)
    const limited = await post()
    expect(limited.statusCode).toBe(429)
    expect(limited.json().type).toBe('TOO_MANY_REQUESTS')
  })
})

describe('PUT /api/v1/abonnement/{id}/activate', () => {
  it('activates with the token from the e-mail, once', async () => {
    const { id, token } = await subscribe()
    const response = await activate(id, token)
    expect(response.statusCode).toBe(200)
    expect(response.json()).toEqual({
      type: 'SUBSCRIPTION_ACTIVATED',
      message: 'Abonnementet er aktivert!',
    })
    expect(response.headers['cache-control']).toBe('no-store')
    expect((await stored(id))?.aktivert).toBeInstanceOf(Date)
    const again = await activate(id, token)
    expect(again.statusCode).toBe(400)
    expect(again.json().type).toBe('SUBSCRIPTION_ACTIVATION_FAILED')
    expect(again.json().message).toMatch(/allerede aktivt.*Søk på nytt/)
  })

  it('takes the token from the query as well', async () => {
    const { id, token } = await subscribe()
    const response = await test.app.inject({
      method: 'PUT',
      url: `/api/v1/abonnement/${id}/activate?token=${token}`,
    })
    expect(response.statusCode).toBe(200)
  })

  it('refuses a tampered token, another subscription’s token, no token and an expired one', async () => {
    const first = await subscribe()
    const second = await subscribe()
    for (const [id, token] of [
      [first.id, tamper(first.token)],
      [second.id, first.token],
      [first.id, ''],
    ] as const) {
      const response = await activate(id, token)
      expect(response.statusCode).toBe(400)
      expect(response.json().type).toBe('SUBSCRIPTION_ACTIVATION_FAILED')
    }
    const missing = await test.app.inject({
      method: 'PUT',
      url: `/api/v1/abonnement/${first.id}/activate`,
    })
    expect(missing.json().type).toBe('SUBSCRIPTION_ACTIVATION_FAILED')
    await expireAllLinks(test.database.db)
    expect((await activate(first.id, first.token)).json().type).toBe(
      'SUBSCRIPTION_ACTIVATION_FAILED',
    )
    expect((await stored(first.id))?.aktivert).toBeNull()
    expect((await stored(second.id))?.aktivert).toBeNull()
  })
})
