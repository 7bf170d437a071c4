import { and, eq, isNull, ne, or, sql } from 'drizzle-orm'
import { ansatt } from '../../../db/schema/index.ts'
import type { DbOrTransaction } from '../../mail/queue-mail.ts'

/** Who the identity provider says signed in: its claims that matter here. */
export interface ProvidedIdentity {
  issuer: string
  subject: string
  email?: string
  /** Only `true` counts: an address the provider has not verified could be anyone's. */
  emailVerified: boolean
}

/** Why no member of staff was matched: the page says which, without naming anyone. */
export type NoMatch = 'unverified' | 'unknown'

/**
 * The active member of staff this identity belongs to: by a verified e-mail address first,
 * storing the provider's issuer and subject on them; else by the issuer and subject stored at
 * an earlier sign-in, so a changed address at the provider still finds the same person. An
 * unverified address is never matched by address.
 */
export async function matchStaff(
  tx: DbOrTransaction,
  identity: ProvidedIdentity,
): Promise<number | NoMatch> {
  if (identity.email && identity.emailVerified) {
    const [byEmail] = await tx
      .select({ id: ansatt.id })
      .from(ansatt)
      .where(
        and(eq(sql`lower(${ansatt.epost})`, identity.email.toLowerCase()), eq(ansatt.aktiv, true)),
      )
    if (byEmail) {
      await rememberIdentity(tx, byEmail.id, identity)
      return byEmail.id
    }
  }
  const [bySubject] = await tx
    .select({ id: ansatt.id })
    .from(ansatt)
    .where(
      and(
        eq(ansatt.oidcUtsteder, identity.issuer),
        eq(ansatt.oidcSubjekt, identity.subject),
        eq(ansatt.aktiv, true),
      ),
    )
  if (bySubject) return bySubject.id
  return identity.email && !identity.emailVerified ? 'unverified' : 'unknown'
}

/**
 * Stores the provider's issuer and subject on the member matched by address. One identity
 * belongs to one member: should an earlier member hold it (the address moved between staff),
 * it is taken from them.
 */
async function rememberIdentity(tx: DbOrTransaction, staffId: number, identity: ProvidedIdentity) {
  const same = and(
    eq(ansatt.oidcUtsteder, identity.issuer),
    eq(ansatt.oidcSubjekt, identity.subject),
  )
  await tx
    .update(ansatt)
    .set({ oidcUtsteder: null, oidcSubjekt: null })
    .where(and(same, ne(ansatt.id, staffId)))
  await tx
    .update(ansatt)
    .set({ oidcUtsteder: identity.issuer, oidcSubjekt: identity.subject })
    .where(and(eq(ansatt.id, staffId), or(isNull(ansatt.oidcSubjekt), sql`not (${same})`)))
}
