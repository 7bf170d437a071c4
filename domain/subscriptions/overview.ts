import { createHash, randomUUID } from 'node:crypto'
import { asc, eq, sql } from 'drizzle-orm'
import type { Db } from '../../db/connection.ts'
import { abonnement, abonnementOversikt } from '../../db/schema/index.ts'
import { queueMail } from '../mail/queue-mail.ts'
import { loadCriteriaNames } from './criteria-names.ts'
import { describeCriteria } from './describe-criteria.ts'
import { issueLinkTokens } from './link-tokens.ts'
import { overviewMail } from './overview-mail.ts'
import type { SubscriptionContext } from './subscription-context.ts'
import { criteriaOf, subscriptionColumns } from './subscription-rows.ts'
import type { OverviewRequest } from './subscription-schemas.ts'

/**
 * 'Mine abonnement': e-mails the address a list of its subscriptions, each with a delete link
 * that works once for 7 days. 'sent' whether or not the address has any (then nothing is sent),
 * so the answer tells nothing about an address; 'too-soon' when the address asked within the
 * last minute, counted in the database so that every process agrees. Wake the mail worker after.
 */
export async function requestOverview(
  db: Db,
  request: OverviewRequest,
  context: SubscriptionContext,
): Promise<'sent' | 'too-soon'> {
  const names = await loadCriteriaNames(db)
  const address = request.epost.toLowerCase()
  const seconds = context.limits.overviewEverySeconds
  return db.transaction(async (tx) => {
    const allowed = await tx
      .insert(abonnementOversikt)
      .values({ epostHash: createHash('sha256').update(address).digest('hex') })
      .onConflictDoUpdate({
        target: abonnementOversikt.epostHash,
        set: { sistBedt: sql`now()` },
        setWhere: sql`${abonnementOversikt.sistBedt} <= now() - make_interval(secs => ${seconds})`,
      })
      .returning({ epostHash: abonnementOversikt.epostHash })
    if (!allowed.length) return 'too-soon'
    const rows = await tx
      .select(subscriptionColumns)
      .from(abonnement)
      .where(eq(sql`lower(${abonnement.epost})`, address))
      .orderBy(asc(abonnement.opprettet), asc(abonnement.id))
    if (!rows.length) return 'sent'
    const tokens = await issueLinkTokens(
      tx,
      rows.map((row) => ({
        subscriptionId: row.id,
        action: 'slett' as const,
        validSeconds: context.limits.deleteLinkDays * 86_400,
      })),
    )
    const labels = context.texts(request.sprak).criteria
    const items = rows.map((row, index) => ({
      subscriptionId: row.id,
      opprettet: row.opprettet,
      active: row.aktivert !== null,
      criteria: describeCriteria(criteriaOf(row), names, labels),
      deleteToken: tokens[index]!,
    }))
    const key = `abonnement:oversikt:${randomUUID()}`
    await queueMail(tx, overviewMail(context, request.epost, request.sprak, items, key))
    return 'sent'
  })
}
