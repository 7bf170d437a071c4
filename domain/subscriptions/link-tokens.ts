import { and, eq, gt, inArray, isNull, sql, type SQL } from 'drizzle-orm'
import { abonnementLenke } from '../../db/schema/index.ts'
import type { DbOrTransaction } from '../mail/queue-mail.ts'
import { hashSecret, newSecret } from '../secrets.ts'

/** aktiver: the activation link; slett: a delete link; avmeld: the newsletter's one-click unsubscribe. */
export type LinkAction = 'aktiver' | 'slett' | 'avmeld'

export interface LinkGrant {
  subscriptionId: number
  action: LinkAction
  validSeconds: number
}

/** Makes one token per grant, stores their hashes, and answers the tokens in the same order. */
export async function issueLinkTokens(db: DbOrTransaction, grants: LinkGrant[]): Promise<string[]> {
  if (!grants.length) return []
  const tokens = grants.map(() => newSecret())
  await db.insert(abonnementLenke).values(
    grants.map((grant, index) => ({
      abonnementId: grant.subscriptionId,
      handling: grant.action,
      tokenHash: hashSecret(tokens[index]!),
      utloper: sql`now() + make_interval(secs => ${grant.validSeconds})`,
    })),
  )
  return tokens
}

export async function issueLinkToken(db: DbOrTransaction, grant: LinkGrant): Promise<string> {
  const [token] = await issueLinkTokens(db, [grant])
  return token!
}

/**
 * Spends a token: true only if it belongs to this subscription, allows one of these actions, has
 * not expired and was not spent before. One statement, so two clicks at once spend it once.
 * The path's id alone grants nothing, and any other token (tampered, expired) gets false.
 */
export async function spendLinkToken(
  db: DbOrTransaction,
  subscriptionId: number,
  actions: LinkAction[],
  token: string | undefined,
): Promise<boolean> {
  const usable = usableLinkToken(subscriptionId, actions, token)
  if (!usable) return false
  const spent = await db
    .update(abonnementLenke)
    .set({ brukt: sql`now()` })
    .where(usable)
    .returning({ id: abonnementLenke.id })
  return spent.length > 0
}

/**
 * The condition a token must meet to be spent: this subscription, one of these actions, unspent,
 * unexpired. Undefined for a token no link can have. Shared by spending and by the pages that
 * show what a link will do before it is spent, so the two never disagree.
 */
export function usableLinkToken(
  subscriptionId: number,
  actions: LinkAction[],
  token: string | undefined,
): SQL | undefined {
  if (!token || token.length > 200) return undefined
  return and(
    eq(abonnementLenke.tokenHash, hashSecret(token)),
    eq(abonnementLenke.abonnementId, subscriptionId),
    inArray(abonnementLenke.handling, actions),
    isNull(abonnementLenke.brukt),
    gt(abonnementLenke.utloper, sql`now()`),
  )
}
