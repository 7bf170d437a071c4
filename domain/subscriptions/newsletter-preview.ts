import { eq } from 'drizzle-orm'
import type { Db } from '../../db/connection.ts'
import { abonnement } from '../../db/schema/index.ts'
import type { MailMessage } from '../mail/message.ts'
import { loadCriteriaNames } from './criteria-names.ts'
import { describeCriteria } from './describe-criteria.ts'
import { newsletterMail } from './newsletter-mail.ts'
import { matchSearches, withProductSearch } from './newsletter-match.ts'
import { loadNewsletterProducts } from './newsletter-products.ts'
import type { SubscriptionContext } from './subscription-context.ts'
import { criteriaOf, languageOf, subscriptionColumns } from './subscription-rows.ts'

/**
 * The letter one subscription would get for a month, built as the run builds it but neither
 * queued nor recorded, with a dummy unsubscribe token, and how many products it lists (with none
 * the run sends nothing). Null when the subscription does not exist.
 */
export async function previewNewsletter(
  db: Db,
  subscriptionId: number,
  month: string,
  context: SubscriptionContext,
): Promise<{ mail: MailMessage; products: number } | null> {
  const [row] = await db
    .select(subscriptionColumns)
    .from(abonnement)
    .where(eq(abonnement.id, subscriptionId))
  if (!row) return null
  const criteria = criteriaOf(row)
  const [productIds = []] = await withProductSearch(db, undefined, (search) =>
    matchSearches(search, [{ criteria, subscriptionIds: [row.id] }], month),
  )
  const products = await loadNewsletterProducts(
    db,
    productIds.slice(0, context.limits.newsletterProducts),
  )
  const sprak = languageOf(row)
  const names = await loadCriteriaNames(db)
  const mail = newsletterMail(context, {
    subscriptionId: row.id,
    navn: row.navn,
    epost: row.epost,
    sprak,
    month,
    criteria: describeCriteria(criteria, names, context.texts(sprak).criteria),
    search: criteria,
    products: productIds.flatMap((id) => products.get(id) ?? []),
    total: productIds.length,
    unsubscribeToken: 'forhandsvisning',
  })
  return { mail, products: productIds.length }
}
