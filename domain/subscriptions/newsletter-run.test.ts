import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { abonnement, nyhetsbrevUtsending } from '../../db/schema/index.ts'
import { useApiTest } from '../../tests/support/api-test.ts'
import {
  addSubscription,
  createNewsletterCatalogue,
  type NewsletterCatalogue,
} from '../../tests/support/newsletter-fixture.ts'
import { queuedMail, testSubscriptionContext } from '../../tests/support/subscriptions.ts'
import { runNewsletter } from './newsletter-run.ts'

let catalogue: NewsletterCatalogue
const ids = { everything: 0, fire: 0, fireToo: 0, nothing: 0, inactive: 0 }

const test = useApiTest({
  fill: async (db) => {
    catalogue = await createNewsletterCatalogue(db)
    ids.everything = await addSubscription(db, {}, { epost: 'alt@example.no', sprak: 'en' })
    ids.fire = await addSubscription(db, { risiko: [catalogue.risks.fire.id] })
    ids.fireToo = await addSubscription(db, { risiko: [catalogue.risks.fire.id] })
    ids.nothing = await addSubscription(db, { tiltak: [catalogue.measures.salesBan.id] })
    ids.inactive = await addSubscription(db, {}, { active: false })
  },
})

const run = (month = '2026-10', chunkSize?: number) =>
  runNewsletter(test.database.db, month, testSubscriptionContext, { chunkSize })

const letters = () => queuedMail(test.database.db, 'nyhetsbrev:')

describe('the monthly newsletter run', () => {
  it('queues one letter to each active subscription with new products, and none to the rest', async () => {
    const result = await run('2026-10', 2)
    expect(result).toEqual({ month: '2026-10', searches: 3, matched: 3, queued: 3 })
    const keys = (await letters()).map((mail) => mail.nokkel).sort()
    expect(keys).toEqual(
      [ids.everything, ids.fire, ids.fireToo].map((id) => `nyhetsbrev:${id}:2026-10`).sort(),
    )
    const deliveries = await test.database.db.select().from(nyhetsbrevUtsending)
    expect(deliveries.map((row) => [row.abonnementId, row.antallProdukter]).sort()).toEqual(
      [
        [ids.everything, 6],
        [ids.fire, 1],
        [ids.fireToo, 1],
      ].sort(),
    )
  })

  it('writes each product with its label, picture, danger, advice and page', async () => {
    const [letter] = (await letters()).filter((mail) =>
      mail.nokkel.startsWith(`nyhetsbrev:${ids.fire}:`),
    )
    const cot = catalogue.products.cot
    expect(letter!.emne).toBe('Nye farlige produkter i oktober 2026')
    expect(letter!.tekst).toContain('Barneseng Drømmeland')
    expect(letter!.tekst).toContain('Kjennetegn')
    expect(letter!.tekst).toContain('Hvorfor er produktet farlig?\nProduktet kan skade brukeren.')
    expect(letter!.tekst).toContain('Hva bør du gjøre?\nSlutt å bruke produktet.')
    expect(letter!.tekst).toContain(`https://farligeprodukter.example.no/produkt/${cot}`)
    expect(letter!.tekst).toContain('https://farligeprodukter.example.no/abonnement/mine')
    expect(letter!.html).toMatch(
      /<img src="https:\/\/farligeprodukter\.example\.no\/bilde\/\d+\?w=320" alt="Bilde 1 av Barneseng Drømmeland"/,
    )
    expect(letter!.html).toContain('<html lang="nb">')
    expect(letter!.hoder['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click')
    expect(letter!.hoder['List-Unsubscribe']).toMatch(
      new RegExp(
        `^<https://farligeprodukter\\.example\\.no/api/v1/abonnement/${ids.fire}/avmeld\\?token=[\\w-]{43}>$`,
      ),
    )
  })

  it('writes in the subscriber’s language', async () => {
    const [letter] = (await letters()).filter((mail) => mail.mottaker === 'alt@example.no')
    expect(letter!.emne).toBe('New dangerous products in October 2026')
    expect(letter!.tekst).toContain('In October 2026, 6 new products matching your search')
    expect(letter!.html).toContain('<html lang="en">')
  })

  it('sends nobody a month twice when the run is repeated', async () => {
    const before = (await letters()).length
    expect(await run()).toMatchObject({ searches: 1, matched: 0, queued: 0 })
    expect(await letters()).toHaveLength(before)
  })

  it('sends each letter once when two runs start at the same moment', async () => {
    const db = test.database.db
    const extra = await Promise.all(
      Array.from({ length: 7 }, () =>
        addSubscription(db, { myndighet: [catalogue.authorities.mattilsynet.id] }),
      ),
    )
    const [first, second] = await Promise.all([run('2026-10', 2), run('2026-10', 3)])
    expect(first.queued + second.queued).toBe(extra.length)
    const keys = (await letters()).map((mail) => mail.nokkel)
    expect(new Set(keys).size).toBe(keys.length)
    for (const id of extra) expect(keys).toContain(`nyhetsbrev:${id}:2026-10`)
  })

  it('sends nothing in a month without new products', async () => {
    const before = (await letters()).length
    expect(await run('2026-12')).toMatchObject({ matched: 0, queued: 0 })
    expect(await letters()).toHaveLength(before)
  })

  it('lets the mail program’s one-click button unsubscribe just that subscription', async () => {
    const [letter] = (await letters()).filter((mail) =>
      mail.nokkel.startsWith(`nyhetsbrev:${ids.fireToo}:`),
    )
    const url = new URL(letter!.hoder['List-Unsubscribe']!.slice(1, -1))
    const response = await test.app.inject({
      method: 'POST',
      url: `${url.pathname}${url.search}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    })
    expect(response.statusCode).toBe(200)
    const left = await test.database.db.select({ id: abonnement.id }).from(abonnement)
    expect(left.map((row) => row.id)).not.toContain(ids.fireToo)
    expect(left.map((row) => row.id)).toContain(ids.fire)
    const gone = await test.database.db
      .select()
      .from(nyhetsbrevUtsending)
      .where(eq(nyhetsbrevUtsending.abonnementId, ids.fireToo))
    expect(gone).toEqual([])
  })

  it('shows only the newest past the cap, and records how many matched in all', async () => {
    const db = test.database.db
    const id = await addSubscription(db, {})
    const capped = {
      ...testSubscriptionContext,
      limits: { ...testSubscriptionContext.limits, newsletterProducts: 2 },
    }
    expect(await runNewsletter(db, '2026-10', capped)).toMatchObject({ queued: 1 })
    const [letter] = (await letters()).filter((mail) => mail.nokkel === `nyhetsbrev:${id}:2026-10`)
    const p = catalogue.products
    expect(letter!.tekst).toContain('I oktober 2026 ble 6 nye produkter')
    expect(letter!.tekst).toContain(`/produkt/${p.lastMinute}\n`)
    expect(letter!.tekst).toContain(`/produkt/${p.importToy}\n`)
    expect(letter!.tekst).not.toContain(`/produkt/${p.saw}\n`)
    expect(letter!.tekst).toContain('Og 4 produkter til.')
    expect(letter!.tekst).toContain(
      'https://farligeprodukter.example.no/search?df=2026-10-01&dt=2026-10-31\n',
    )
    const [delivery] = await db
      .select()
      .from(nyhetsbrevUtsending)
      .where(eq(nyhetsbrevUtsending.abonnementId, id))
    expect(delivery?.antallProdukter).toBe(6)
  })

  it('refuses a month that is not one', async () => {
    await expect(run('2026-13')).rejects.toThrow(/not a month/)
  })
})
