import { eq, sql } from 'drizzle-orm'
import type { ReactNode } from 'react'
import { RouterContextProvider } from 'react-router'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { clientContext, servicesContext } from '#app-context'
import type { Database } from '../../db/connection.ts'
import { abonnement, abonnementLenke } from '../../db/schema/index.ts'
import { issueLinkToken, type LinkAction } from '../../domain/subscriptions/link-tokens.ts'
import { createCatalogue } from '../../tests/support/catalogue-fixture.ts'
import { renderWithRouter } from '../../tests/support/render-with-router.tsx'
import { tamper } from '../../tests/support/subscriptions.ts'
import { testServices } from '../../tests/support/test-app.ts'
import { createTestDatabase } from '../../tests/support/test-database.ts'
import SubscriptionActivate, {
  action as activateAction,
  loader as activateLoader,
} from './subscription-activate.tsx'
import SubscriptionDelete, {
  action as deleteAction,
  loader as deleteLoader,
} from './subscription-delete.tsx'

/**
 * The pages an e-mailed link opens (decision 032): opening one, as a person or a mail
 * provider's link scanner does, changes nothing; only the button's post does.
 */

let database: Database
let catalogue: Awaited<ReturnType<typeof createCatalogue>>

beforeAll(async () => {
  database = await createTestDatabase()
  catalogue = await createCatalogue(database.db)
})

afterAll(() => database.close())

/** How scanners and browsers open a link: HEAD or GET, odd or no user agent, no Sec-Fetch-*. */
const OPENINGS: Array<{ method: 'GET' | 'HEAD'; headers: Record<string, string> }> = [
  { method: 'GET', headers: {} },
  { method: 'HEAD', headers: {} },
  { method: 'GET', headers: { 'user-agent': 'Mozilla/5.0 (compatible; SafeLinks-Scanner/2.1)' } },
  { method: 'GET', headers: { 'user-agent': '', accept: '*/*' } },
  { method: 'HEAD', headers: { 'user-agent': 'curl/8.5.0' } },
  {
    method: 'GET',
    headers: {
      'user-agent': 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) Chrome/131.0',
      'sec-fetch-site': 'none',
      'sec-fetch-mode': 'navigate',
      'sec-fetch-user': '?1',
    },
  },
]

type Opening = (typeof OPENINGS)[number]

function args(
  url: string,
  { params = {}, form, opening }: { params?: object; form?: object; opening?: Opening } = {},
) {
  const context = new RouterContextProvider()
  context.set(servicesContext, testServices(database.db))
  context.set(clientContext, { address: '192.0.2.20' })
  const request = form
    ? new Request(`http://localhost${url}`, {
        method: 'POST',
        body: new URLSearchParams(form as Record<string, string>),
      })
    : new Request(`http://localhost${url}`, opening)
  return { request, params, context } as never
}

interface Answer<T> {
  data: T
  init: { status: number }
}
type Page = Answer<{ link: { token: string; email: string } | null }>

/** A subscription with a search, straight in the database, and a link token for it. */
async function withLink(
  action: LinkAction,
  { active = action !== 'aktiver', validSeconds = 3600 } = {},
) {
  const [row] = await database.db
    .insert(abonnement)
    .values({
      navn: 'Per Hansen',
      epost: 'per.hansen@example.no',
      q: 'seng',
      kategoriId: catalogue.categories.cots.id,
      risiko: [catalogue.risks.fire.id],
      aktivert: active ? new Date() : null,
    })
    .returning({ id: abonnement.id })
  const id = row!.id
  const token = await issueLinkToken(database.db, { subscriptionId: id, action, validSeconds })
  return { id, params: { id: String(id) }, token }
}

const stored = async (id: number) =>
  (await database.db.select().from(abonnement).where(eq(abonnement.id, id)))[0]

const spentLinks = async (id: number) =>
  (
    await database.db
      .select({ brukt: abonnementLenke.brukt })
      .from(abonnementLenke)
      .where(eq(abonnementLenke.abonnementId, id))
  ).filter((link) => link.brukt !== null).length

/** The page as the server draws it, from what its loader and action answered. */
function draw(page: (props: never) => ReactNode, loaderData: unknown, actionData?: unknown) {
  const Component = page as (props: { loaderData: unknown; actionData: unknown }) => ReactNode
  return renderWithRouter(<Component loaderData={loaderData} actionData={actionData} />)
}

describe('/abonnement/{id}/aktiver', () => {
  it('changes nothing when opened, however often and by whatever client', async () => {
    const { id, params, token } = await withLink('aktiver')
    const url = `/abonnement/${id}/aktiver?token=${token}`
    for (const opening of [...OPENINGS, ...OPENINGS]) {
      const page = (await activateLoader(args(url, { params, opening }))) as Page
      expect(page.init.status).toBe(200)
      expect(page.data.link).toMatchObject({ token, email: 'p***@example.no' })
      expect(JSON.stringify(page.data)).not.toContain('per.hansen')
    }
    expect((await stored(id))!.aktivert).toBeNull()
    expect(await spentLinks(id)).toBe(0)
  })

  it('shows what will be activated and one button that posts the token', async () => {
    const { id, params, token } = await withLink('aktiver')
    const page = (await activateLoader(
      args(`/abonnement/${id}/aktiver?token=${token}`, { params }),
    )) as Page
    const html = await draw(SubscriptionActivate, page.data)
    expect(html).toContain('Vil du aktivere abonnementet?')
    expect(html).toContain('E-postene går til p***@example.no.')
    expect(html).toContain('<li>Søketekst: «seng»</li>')
    expect(html).toContain(`<li>Kategori: ${catalogue.categories.cots.navn}</li>`)
    expect(html).toContain(`<li>Risiko: ${catalogue.risks.fire.navn}</li>`)
    expect(html).toMatch(/<form [^>]*method="post"/)
    expect(html).toContain(`<input type="hidden" name="token" value="${token}"/>`)
    expect(
      html.match(/<button[^>]*type="submit"[^>]*>Aktiver abonnementet<\/button>/g),
    ).toHaveLength(1)
    expect(html).not.toContain('Endre søket')
    expect(html).not.toContain('per.hansen')
  })

  it('activates when the button is pressed, once; the link then shows the section 8 error', async () => {
    const { id, params, token } = await withLink('aktiver')
    const url = `/abonnement/${id}/aktiver?token=${token}`
    const done = (await activateAction(args(url, { params, form: { token } }))) as Answer<object>
    expect(done).toMatchObject({ data: { activated: true }, init: { status: 200 } })
    expect((await stored(id))!.aktivert).toBeInstanceOf(Date)
    expect(await draw(SubscriptionActivate, { link: null }, done.data)).toContain(
      'Abonnementet er aktivert!',
    )

    const again = (await activateAction(args(url, { params, form: { token } }))) as Answer<object>
    expect(again).toMatchObject({ data: { activated: false }, init: { status: 400 } })
    const reopened = (await activateLoader(args(url, { params }))) as Page
    expect(reopened).toMatchObject({ data: { link: null }, init: { status: 400 } })
    const html = await draw(SubscriptionActivate, reopened.data)
    expect(html).toContain('Abonnementet ble ikke aktivert')
    expect(html).toContain(
      'Vi klarte ikke å aktivere abonnementet. Lenken kan ha gått ut, eller abonnementet er allerede aktivt.',
    )
    expect(html).not.toContain('<form')
  })

  it('gives a tampered, foreign, expired or missing token the error and no button', async () => {
    const { id, params, token } = await withLink('aktiver')
    const other = await withLink('aktiver')
    const deletion = await withLink('slett', { active: false })
    const expired = await withLink('aktiver', { validSeconds: 0 })
    await database.db
      .update(abonnementLenke)
      .set({ utloper: sql`now() - interval '1 second'` })
      .where(eq(abonnementLenke.abonnementId, expired.id))
    const refused = [
      [id, tamper(token)],
      [id, other.token],
      [deletion.id, deletion.token],
      [expired.id, expired.token],
      [id, ''],
      [id, 'x'.repeat(5000)],
    ] as const
    for (const [linkId, linkToken] of refused) {
      const url = `/abonnement/${linkId}/aktiver?token=${encodeURIComponent(linkToken)}`
      const page = (await activateLoader(args(url, { params: { id: String(linkId) } }))) as Page
      expect(page).toMatchObject({ data: { link: null }, init: { status: 400 } })
    }
    const noToken = (await activateLoader(args(`/abonnement/${id}/aktiver`, { params }))) as Page
    expect(noToken.init.status).toBe(400)
    const badId = (await activateLoader(
      args(`/abonnement/abc/aktiver?token=${token}`, { params: { id: 'abc' } }),
    )) as Page
    expect(badId.init.status).toBe(400)

    const posted = (await activateAction(
      args(`/abonnement/${id}/aktiver`, { params, form: { token: tamper(token) } }),
    )) as Answer<object>
    expect(posted).toMatchObject({ data: { activated: false }, init: { status: 400 } })
    expect((await stored(id))!.aktivert).toBeNull()
    expect((await stored(deletion.id))!.aktivert).toBeNull()
  })

  it('says at once that an active subscription cannot be activated again', async () => {
    const { id, params, token } = await withLink('aktiver', { active: true })
    const page = (await activateLoader(
      args(`/abonnement/${id}/aktiver?token=${token}`, { params }),
    )) as Page
    expect(page).toMatchObject({ data: { link: null }, init: { status: 400 } })
  })
})

describe('/abonnement/{id}/slett', () => {
  it('changes nothing when opened, however often and by whatever client', async () => {
    const { id, params, token } = await withLink('slett')
    const url = `/abonnement/${id}/slett?token=${token}`
    for (const opening of [...OPENINGS, ...OPENINGS]) {
      const page = (await deleteLoader(args(url, { params, opening }))) as Page
      expect(page.init.status).toBe(200)
      expect(page.data.link).toMatchObject({ token, email: 'p***@example.no' })
    }
    expect(await stored(id)).toBeDefined()
    expect(await spentLinks(id)).toBe(0)
  })

  it('shows what will be deleted, deletes on the button, once', async () => {
    const { id, params, token } = await withLink('slett')
    const url = `/abonnement/${id}/slett?token=${token}`
    const page = (await deleteLoader(args(url, { params }))) as Page
    const html = await draw(SubscriptionDelete, page.data)
    expect(html).toContain('Vil du slette abonnementet?')
    expect(html).toContain('E-postene går til p***@example.no.')
    expect(html).toContain(`<li>Risiko: ${catalogue.risks.fire.navn}</li>`)
    expect(html).toContain(`<input type="hidden" name="token" value="${token}"/>`)
    expect(html.match(/<button[^>]*type="submit"[^>]*>Slett abonnementet<\/button>/g)).toHaveLength(
      1,
    )

    const done = (await deleteAction(args(url, { params, form: { token } }))) as Answer<object>
    expect(done).toMatchObject({ data: { deleted: true }, init: { status: 200 } })
    expect(await stored(id)).toBeUndefined()
    expect(await draw(SubscriptionDelete, page.data, done.data)).toContain(
      'Abonnementet er slettet!',
    )
    const again = (await deleteAction(args(url, { params, form: { token } }))) as Answer<object>
    expect(again).toMatchObject({ data: { deleted: false }, init: { status: 400 } })
    const reopened = (await deleteLoader(args(url, { params }))) as Page
    expect(reopened).toMatchObject({ data: { link: null }, init: { status: 400 } })
    const error = await draw(SubscriptionDelete, reopened.data)
    expect(error).toContain('Lenken virker bare én gang og går ut etter en tid.')
    expect(error).not.toContain('<form')
  })

  it('takes the newsletter’s unsubscribe link, and refuses an activation link or a tampered one', async () => {
    const unsubscribe = await withLink('avmeld')
    const url = `/abonnement/${unsubscribe.id}/slett?token=${unsubscribe.token}`
    const page = (await deleteLoader(args(url, { params: unsubscribe.params }))) as Page
    expect(page.init.status).toBe(200)

    const activation = await withLink('aktiver')
    for (const [linkId, linkToken] of [
      [activation.id, activation.token],
      [unsubscribe.id, tamper(unsubscribe.token)],
    ] as const) {
      const params = { id: String(linkId) }
      const refused = (await deleteLoader(
        args(`/abonnement/${linkId}/slett?token=${linkToken}`, { params }),
      )) as Page
      expect(refused.init.status).toBe(400)
      const posted = (await deleteAction(
        args(`/abonnement/${linkId}/slett`, { params, form: { token: linkToken } }),
      )) as Answer<object>
      expect(posted.init.status).toBe(400)
    }
    expect(await stored(activation.id)).toBeDefined()
    expect(await stored(unsubscribe.id)).toBeDefined()
  })
})
