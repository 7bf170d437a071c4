import { existsSync } from 'node:fs'
import { pino } from 'pino'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  followProductChanges,
  type ProductChangeFollower,
} from '../domain/search/changes/follow-product-changes.ts'
import { currentChangeSeq } from '../domain/search/changes/product-changes.ts'
import { SearchIndex } from '../domain/search/index/search-index.ts'
import { matchSearches } from '../domain/subscriptions/newsletter-match.ts'
import { runNewsletter } from '../domain/subscriptions/newsletter-run.ts'
import { osloClock } from '../i18n/dates.ts'
import { addSubscription } from '../tests/support/newsletter-fixture.ts'
import { queuedMail, testSubscriptionContext } from '../tests/support/subscriptions.ts'
import {
  startStaffProductsSite,
  type StaffProductsSite,
} from '../tests/support/staff-products-site.ts'
import { until } from '../tests/support/until.ts'

/**
 * Issue 17: withdrawing a product takes it out of the newsletter. The product is withdrawn
 * through the staff page of a real process; the month's letters are then made as a process's
 * monthly job makes them, matched in a search index that follows the change feed (decision
 * 040). The site has no address that runs the newsletter, so the run is called here.
 */

const pagesBuilt = existsSync('build/server/index.js')
if (!pagesBuilt)
  console.warn('!! staff-product-withdraw-newsletter.test.ts did not run: no build (npm run build)')

let s: StaffProductsSite
let index: SearchIndex
let follower: ProductChangeFollower

beforeAll(async () => {
  if (!pagesBuilt) return
  s = await startStaffProductsSite()
  const { db, listen } = s.database
  const fromSeq = await currentChangeSeq(db)
  index = await SearchIndex.build(db)
  follower = await followProductChanges({
    db,
    listen,
    logger: pino({ level: 'silent' }),
    fromSeq,
    consumers: [(batch) => index.apply(db, batch.productIds)],
  })
}, 120_000)

afterAll(async () => {
  await follower?.stop()
  await s?.close()
})

/** Waits until the index has applied every product change made so far. */
async function indexCaughtUp() {
  const made = await currentChangeSeq(s.database.db)
  await until(() => (follower.appliedSeq() >= made ? true : undefined), `change ${made} applied`)
}

/** The newsletter month ('yyyy-MM', Oslo time) a product first published then belongs to. */
function monthOf(firstPublished: string) {
  const { year, month } = osloClock(new Date(firstPublished))
  return `${year}-${String(month).padStart(2, '0')}`
}

describe.skipIf(!pagesBuilt)('withdrawing a product through the staff page', () => {
  it("leaves it out of the month's newsletter, and a product still published in", async () => {
    const kept = await s.publish('Nattlampe Trygghet')
    const withdrawn = await s.publish('Nattlampe Gnistregn')
    const product = await fetch(new URL(`/api/v1/produkt/${withdrawn}`, s.site))
    const month = monthOf(((await product.json()) as { firstPublished: string }).firstPublished)
    const everything = { criteria: { proff: false, utland: false }, subscriptionIds: [] }
    const lamps = { criteria: { q: 'nattlampe', proff: false, utland: false }, subscriptionIds: [] }
    await addSubscription(s.database.db, {})
    await addSubscription(s.database.db, { q: 'nattlampe' })

    await indexCaughtUp()
    // Both are in the month's matching before the withdrawal.
    for (const ids of await matchSearches(index, [everything, lamps], month)) {
      expect([...ids].sort()).toEqual([kept, withdrawn].sort())
    }

    const answer = await s.as('dsb').send(`/forvaltning/produkter/${withdrawn}`, [
      ['versjon', '1'],
      ['handling', 'trekk'],
    ])
    expect(answer.status).toBe(302)
    await indexCaughtUp()

    expect(await matchSearches(index, [everything, lamps], month)).toEqual([[kept], [kept]])
    const run = await runNewsletter(s.database.db, month, testSubscriptionContext, {
      search: index,
    })
    expect(run).toMatchObject({ matched: 2, queued: 2 })
    const letters = await queuedMail(s.database.db, 'nyhetsbrev:')
    expect(letters).toHaveLength(2)
    for (const letter of letters) {
      expect(letter.tekst).toContain('Nattlampe Trygghet')
      expect(letter.tekst).toContain(`/produkt/${kept}`)
      expect(letter.tekst).not.toContain('Nattlampe Gnistregn')
      expect(letter.tekst).not.toContain(`/produkt/${withdrawn}`)
      expect(letter.html).not.toContain('Nattlampe Gnistregn')
    }
  })
})
