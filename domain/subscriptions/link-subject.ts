import { eq } from 'drizzle-orm'
import type { Db } from '../../db/connection.ts'
import { abonnement, abonnementLenke } from '../../db/schema/index.ts'
import { usableLinkToken, type LinkAction } from './link-tokens.ts'
import { criteriaOf, subscriptionColumns } from './subscription-rows.ts'
import type { Criteria } from './subscription-schemas.ts'

/** What a link from an e-mail would act on, as its page shows it before anything is done. */
export interface LinkSubject {
  /** The address, masked: whoever holds the link sees whose it is without reading it whole. */
  email: string
  criteria: Criteria
  active: boolean
}

/**
 * Reads what a link's token would act on without spending it (decision 032): the page behind
 * the link shows this with a button, so a mail provider's link scanner that opens the link
 * changes nothing. Undefined for every token the action would refuse now (expired, spent,
 * another subscription's or action's, altered), so the page says at once what the button would.
 */
export async function findLinkSubject(
  db: Db,
  subscriptionId: number,
  actions: LinkAction[],
  token: string | undefined,
): Promise<LinkSubject | undefined> {
  const usable = usableLinkToken(subscriptionId, actions, token)
  if (!usable) return undefined
  const [row] = await db
    .select(subscriptionColumns)
    .from(abonnementLenke)
    .innerJoin(abonnement, eq(abonnement.id, abonnementLenke.abonnementId))
    .where(usable)
    .limit(1)
  if (!row) return undefined
  return { email: maskEmail(row.epost), criteria: criteriaOf(row), active: row.aktivert !== null }
}

/** 'kari.nordmann@example.no' as 'k***@example.no': the first character and the domain. */
export function maskEmail(address: string): string {
  const at = address.lastIndexOf('@')
  const [first] = address.slice(0, Math.max(at, 0))
  return first === undefined ? '***' : `${first}***${address.slice(at)}`
}
