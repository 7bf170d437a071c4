import { eq, sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { abonnement, abonnementOversikt } from '../db/schema/index.ts'
import { issueLinkToken, type LinkAction } from '../domain/subscriptions/link-tokens.ts'
import { useApiTest } from '../tests/support/api-test.ts'
import {
  expireAllLinks,
  linksTo,
  postOverview,
  queuedMail,
  tamper,
} from '../tests/support/subscriptions.ts'

const test = useApiTest()
let counter = 0

/** A subscription straight in the database, with a link token for the given action. */
async function stored(epost = `per${++counter}@example.no`, action: LinkAction = 'slett') {
  const [row] = await test.database.db
    .insert(abonnement)
    .values({ navn: 'Per', epost, aktivert: new Date() })
    .returning({ id: abonnement.id })
  const token = await issueLinkToken(test.database.db, {
    subscriptionId: row!.id,
    action,
    validSeconds: 3600,
  })
  return { id: row!.id, token, epost }
}

const exists = async (id: number) =>
  (await test.database.db.select().from(abonnement).where(eq(abonnement.id, id))).length === 1

const remove = (id: number, token: string) =>
  test.app.inject({ method: 'DELETE', url: `/api/v1/abonnement/${id}?token=${token}` })

const oneClick = (id: number, token: string, payload = 'List-Unsubscribe=One-Click') =>
  test.app.inject({
    method: 'POST',
    url: `/api/v1/abonnement/${id}/avmeld?token=${token}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload,
  })

describe('POST /api/v1/abonnement/mine', () => {
  it('mails every subscription of the address, any case, each with its own delete link', async () => {
    const first = await stored('Liv.Hansen@example.no')
    const second = await stored('liv.hansen@example.no')
    await stored('someone.else@example.no')
    const response = await postOverview(test.app, { epost: 'LIV.HANSEN@example.no' })
    expect(response.statusCode).toBe(202)
    expect(response.json().type).toBe('OVERVIEW_SENT')
    const [mail] = await queuedMail(test.database.db, 'abonnement:oversikt:')
    expect(mail!.mottaker).toBe('LIV.HANSEN@example.no')
    const links = linksTo(mail!.tekst, /^\/abonnement\/\d+\/slett$/)
    expect(links.map((link) => link.split('/')[2])).toEqual([String(first.id), String(second.id)])
    expect(mail!.tekst).toContain('Alle nye produkter')
  })

  it('answers the same for an address without subscriptions, and mails nothing', async () => {
    const before = (await queuedMail(test.database.db, 'abonnement:oversikt:')).length
    const response = await postOverview(test.app, { epost: 'nobody@example.no' })
    expect(response.statusCode).toBe(202)
    expect(response.json().type).toBe('OVERVIEW_SENT')
    expect(await queuedMail(test.database.db, 'abonnement:oversikt:')).toHaveLength(before)
  })

  it('asks an address to wait a minute before the next overview', async () => {
    await stored('eager@example.no')
    expect((await postOverview(test.app, { epost: 'eager@example.no' })).statusCode).toBe(202)
    const again = await postOverview(test.app, { epost: 'Eager@example.no' })
    expect(again.statusCode).toBe(429)
    expect(again.headers['retry-after']).toBe('60')
    expect(again.json()).toMatchObject({
      type: 'SUBSCRIPTIONS_RATE_LIMITED',
      message: 'Vi klarte ikke å hente abonnementene dine. Vent et minutt og prøv igjen.',
    })
    // An address without subscriptions waits too, so waiting tells nothing either.
    await postOverview(test.app, { epost: 'nobody2@example.no' })
    expect((await postOverview(test.app, { epost: 'nobody2@example.no' })).statusCode).toBe(429)
    // A minute later it may ask again.
    await test.database.db
      .update(abonnementOversikt)
      .set({ sistBedt: sql`now() - interval '61 seconds'` })
    expect((await postOverview(test.app, { epost: 'eager@example.no' })).statusCode).toBe(202)
  })

  it('needs a captcha and a valid address', async () => {
    const noCaptcha = await test.app.inject({
      method: 'POST',
      url: '/api/v1/abonnement/mine',
      body: { epost: 'a@example.no' },
    })
    expect(noCaptcha.json().type).toBe('CAPTCHA_REQUIRED')
    const invalid = await postOverview(test.app, { epost: 'a@' })
    expect(invalid.statusCode).toBe(400)
    expect(invalid.json().message).toBe('Dette må være en gyldig e-postadresse')
  })
})

describe('DELETE /api/v1/abonnement/{id}', () => {
  it('deletes with the token, once', async () => {
    const { id, token } = await stored()
    const response = await remove(id, token)
    expect(response.statusCode).toBe(200)
    expect(response.json()).toEqual({
      type: 'SUBSCRIPTION_DELETED',
      message: 'Abonnementet er slettet!',
    })
    expect(await exists(id)).toBe(false)
    const again = await remove(id, token)
    expect(again.statusCode).toBe(400)
    expect(again.json().type).toBe('SUBSCRIPTION_DELETE_FAILED')
    expect(again.json().message).toContain('«Mine abonnement»')
  })

  it('takes the token from a JSON body too', async () => {
    const { id, token } = await stored()
    const response = await test.app.inject({
      method: 'DELETE',
      url: `/api/v1/abonnement/${id}`,
      body: { token },
    })
    expect(response.statusCode).toBe(200)
  })

  it('grants nothing to the id alone, a tampered token, another’s token or an activation token', async () => {
    const target = await stored()
    const other = await stored()
    const activation = await stored(undefined, 'aktiver')
    for (const [id, token] of [
      [target.id, ''],
      [target.id, tamper(target.token)],
      [target.id, other.token],
      [activation.id, activation.token],
    ] as const) {
      expect((await remove(id, token)).json().type).toBe('SUBSCRIPTION_DELETE_FAILED')
    }
    expect(await exists(target.id)).toBe(true)
    expect(await exists(activation.id)).toBe(true)
  })

  it('refuses an expired link', async () => {
    const { id, token } = await stored()
    await expireAllLinks(test.database.db)
    expect((await remove(id, token)).json().type).toBe('SUBSCRIPTION_DELETE_FAILED')
    expect(await exists(id)).toBe(true)
  })
})

describe('POST /api/v1/abonnement/{id}/avmeld (RFC 8058 one-click)', () => {
  it('deletes just that subscription with the newsletter’s token', async () => {
    const leaving = await stored('both@example.no', 'avmeld')
    const staying = await stored('both@example.no', 'avmeld')
    const response = await oneClick(leaving.id, leaving.token)
    expect(response.statusCode).toBe(200)
    expect(await exists(leaving.id)).toBe(false)
    expect(await exists(staying.id)).toBe(true)
    expect((await oneClick(leaving.id, leaving.token)).statusCode).toBe(400)
  })

  it('takes the form as multipart too, as some mail programs send it', async () => {
    const { id, token } = await stored(undefined, 'avmeld')
    const boundary = 'grense'
    const response = await test.app.inject({
      method: 'POST',
      url: `/api/v1/abonnement/${id}/avmeld?token=${token}`,
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: `--${boundary}\r\nContent-Disposition: form-data; name="List-Unsubscribe"\r\n\r\nOne-Click\r\n--${boundary}--\r\n`,
    })
    expect(response.statusCode).toBe(200)
    expect(await exists(id)).toBe(false)
  })

  it('needs the one-click body and its own kind of token', async () => {
    const unsubscribe = await stored(undefined, 'avmeld')
    expect((await oneClick(unsubscribe.id, unsubscribe.token, 'hei')).statusCode).toBe(400)
    expect((await oneClick(unsubscribe.id, tamper(unsubscribe.token))).statusCode).toBe(400)
    const deletion = await stored(undefined, 'slett')
    expect((await oneClick(deletion.id, deletion.token)).statusCode).toBe(400)
    expect(await exists(unsubscribe.id)).toBe(true)
    expect(await exists(deletion.id)).toBe(true)
  })

  it('sends a person who opens the address to the page that asks first', async () => {
    const { id, token } = await stored(undefined, 'avmeld')
    const response = await test.app.inject({
      method: 'GET',
      url: `/api/v1/abonnement/${id}/avmeld?token=${token}`,
    })
    expect(response.statusCode).toBe(303)
    expect(response.headers.location).toBe(`/abonnement/${id}/slett?token=${token}`)
    expect(await exists(id)).toBe(true)
  })

  it('deletes nothing however often a link scanner opens the address, and the token still works', async () => {
    const { id, token } = await stored(undefined, 'avmeld')
    const url = `/api/v1/abonnement/${id}/avmeld?token=${token}`
    for (const method of ['GET', 'HEAD', 'GET', 'HEAD', 'GET'] as const) {
      const response = await test.app.inject({
        method,
        url,
        headers: { 'user-agent': 'Mozilla/5.0 (compatible; LinkScanner/1.0)' },
      })
      expect(response.statusCode).toBe(303)
    }
    expect(await exists(id)).toBe(true)
    expect((await oneClick(id, token)).statusCode).toBe(200)
    expect(await exists(id)).toBe(false)
  })
})
