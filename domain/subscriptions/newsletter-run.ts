import { inArray, sql } from 'drizzle-orm'
import type { Db } from '../../db/connection.ts'
import { abonnement } from '../../db/schema/index.ts'
import { queueMails, type DbOrTransaction } from '../mail/queue-mail.ts'
import { intArray } from '../search/search-result.ts'
import { loadCriteriaNames, type CriteriaNames } from './criteria-names.ts'
import { describeCriteria } from './describe-criteria.ts'
import { issueLinkTokens } from './link-tokens.ts'
import { newsletterMail } from './newsletter-mail.ts'
import { matchSearches, pendingSearches, withProductSearch } from './newsletter-match.ts'
import type { ProductSearch } from '../search/index/search-index.ts'
import { loadNewsletterProducts, type NewsletterProduct } from './newsletter-products.ts'
import { isMonth } from './oslo-time.ts'
import type { SubscriptionContext } from './subscription-context.ts'
import { criteriaOf, languageOf, subscriptionColumns } from './subscription-rows.ts'

export interface NewsletterRunResult {
  month: string
  /** Distinct saved searches matched. */
  searches: number
  /** Subscriptions with at least one new product. */
  matched: number
  /** Letters queued by this run; fewer than matched when another run queued some first. */
  queued: number
}

export interface NewsletterRunOptions {
  /** Letters per transaction: small enough that no transaction holds the database for long. */
  chunkSize?: number
  /** Called between chunks, e.g. to extend the lease of a scheduled run. */
  onProgress?: () => Promise<void>
  /** The process's product search; without one, an index is built for the run. */
  search?: ProductSearch
}

interface Recipient {
  subscriptionId: number
  productIds: number[]
}

/**
 * The newsletter of one month ('yyyy-MM'): every active subscription is matched against the
 * products first published that month (Oslo time), and one letter is queued to each that has
 * any; none to the rest. The delivery row and the letter are saved in one transaction, and the
 * row's key (subscription, month) lets each be saved once, so a repeated run, a crashed run taken
 * up again or two runs at once send nobody a month twice. Wake the mail worker afterwards.
 */
export async function runNewsletter(
  db: Db,
  month: string,
  context: SubscriptionContext,
  options: NewsletterRunOptions = {},
): Promise<NewsletterRunResult> {
  if (!isMonth(month)) throw new Error(`not a month (yyyy-MM): ${month}`)
  const searches = await pendingSearches(db, month)
  const matches = await withProductSearch(db, options.search, (search) =>
    matchSearches(search, searches, month),
  )
  const recipients = searches
    .flatMap((search, index) =>
      search.subscriptionIds.map((subscriptionId) => ({
        subscriptionId,
        productIds: matches[index]!,
      })),
    )
    .filter((recipient) => recipient.productIds.length > 0)
    // Every run takes the rows in the same order, so two at once wait for each other, never deadlock.
    .sort((a, b) => a.subscriptionId - b.subscriptionId)
  // Only the products some letter shows: past the cap a letter links to the search instead.
  const cap = context.limits.newsletterProducts
  const products = await loadNewsletterProducts(db, [
    ...new Set(recipients.flatMap((recipient) => recipient.productIds.slice(0, cap))),
  ])
  const names = await loadCriteriaNames(db)
  const chunkSize = options.chunkSize ?? 200
  let queued = 0
  for (let start = 0; start < recipients.length; start += chunkSize) {
    const chunk = recipients.slice(start, start + chunkSize)
    queued += await db.transaction((tx) =>
      queueChunk(tx, chunk, { month, context, products, names }),
    )
    await options.onProgress?.()
  }
  return { month, searches: searches.length, matched: recipients.length, queued }
}

interface ChunkInput {
  month: string
  context: SubscriptionContext
  products: Map<number, NewsletterProduct>
  names: CriteriaNames
}

async function queueChunk(tx: DbOrTransaction, chunk: Recipient[], input: ChunkInput) {
  const { month, context, products, names } = input
  // Claims (subscription, month) for this run; a row another run holds already is left out.
  const claimed = await tx.execute<{ abonnement_id: number }>(sql`
    insert into nyhetsbrev_utsending (abonnement_id, maaned, antall_produkter)
    select a.id, ${month}, x.n
    from unnest(${intArray(chunk.map((r) => r.subscriptionId))},
                ${intArray(chunk.map((r) => r.productIds.length))}) as x(id, n)
    join abonnement a on a.id = x.id and a.aktivert is not null
    order by a.id
    on conflict do nothing
    returning abonnement_id`)
  const ids = claimed.rows.map((row) => row.abonnement_id)
  if (!ids.length) return 0
  const rows = await tx
    .select(subscriptionColumns)
    .from(abonnement)
    .where(inArray(abonnement.id, ids))
  const tokens = await issueLinkTokens(
    tx,
    rows.map((row) => ({
      subscriptionId: row.id,
      action: 'avmeld' as const,
      validSeconds: context.limits.unsubscribeLinkDays * 86_400,
    })),
  )
  const productIdsOf = new Map(chunk.map((r) => [r.subscriptionId, r.productIds]))
  const cap = context.limits.newsletterProducts
  const letters = rows.map((row, index) => {
    const sprak = languageOf(row)
    const search = criteriaOf(row)
    const productIds = productIdsOf.get(row.id) ?? []
    return newsletterMail(context, {
      subscriptionId: row.id,
      navn: row.navn,
      epost: row.epost,
      sprak,
      month,
      criteria: describeCriteria(search, names, context.texts(sprak).criteria),
      search,
      products: productIds.slice(0, cap).flatMap((id) => products.get(id) ?? []),
      total: productIds.length,
      unsubscribeToken: tokens[index]!,
    })
  })
  // One statement for the chunk's letters, in the transaction that claimed their delivery rows.
  await queueMails(tx, letters)
  return rows.length
}
