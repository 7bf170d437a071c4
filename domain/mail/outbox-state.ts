import { and, asc, eq, inArray, isNotNull, isNull, lte, lt, or, sql } from 'drizzle-orm'
import type { Db } from '../../db/connection.ts'
import { epostUtboks } from '../../db/schema/index.ts'
import { SENDER_LOCK_SPACE } from './sender-lock.ts'

// The sender that holds the lease has lost its lock (sender-lock.ts): it is gone.
const holderGone = sql`not exists (
  select 1 from pg_locks
  where locktype = 'advisory' and granted
    and database = (select oid from pg_database where datname = current_database())
    and classid = ${sql.raw(String(SENDER_LOCK_SPACE))} and objsubid = 2
    and objid = ${epostUtboks.reservertAv}::oid
)`

export type ClaimedMail = Awaited<ReturnType<typeof claimDueMail>>[number]

/**
 * Takes up to `limit` messages that are due and that no one holds, and leases them to the caller
 * for `leaseSeconds`. One statement, so one short transaction: SKIP LOCKED lets processes that
 * claim at the same moment pass each other's rows by, and the lease keeps a row from everyone
 * else after the commit, while it is being sent outside any transaction. A lease taken with the
 * number of a sender lock (`holder`) ends early when that lock is gone; one without, at its time.
 */
export async function claimDueMail(db: Db, limit: number, leaseSeconds: number, holder?: number) {
  const due = db
    .select({ id: epostUtboks.id })
    .from(epostUtboks)
    .where(
      and(
        isNull(epostUtboks.sendt),
        isNull(epostUtboks.gittOpp),
        lte(epostUtboks.nesteForsok, sql`now()`),
        or(
          isNull(epostUtboks.reservertTil),
          lt(epostUtboks.reservertTil, sql`now()`),
          and(isNotNull(epostUtboks.reservertAv), holderGone),
        ),
      ),
    )
    .orderBy(asc(epostUtboks.id))
    .limit(limit)
    .for('update', { skipLocked: true })
  const claimed = await db
    .update(epostUtboks)
    .set({
      reservertTil: sql`now() + make_interval(secs => ${leaseSeconds})`,
      reservertAv: holder ?? null,
      forsok: sql`${epostUtboks.forsok} + 1`,
    })
    .where(inArray(epostUtboks.id, due))
    .returning({
      id: epostUtboks.id,
      nokkel: epostUtboks.nokkel,
      mottaker: epostUtboks.mottaker,
      emne: epostUtboks.emne,
      tekst: epostUtboks.tekst,
      html: epostUtboks.html,
      hoder: epostUtboks.hoder,
      vedlegg: epostUtboks.vedlegg,
      forsok: epostUtboks.forsok,
    })
  return claimed.sort((a, b) => a.id - b.id)
}

/** Records that the server accepted the message: it is never sent again. */
export async function markSent(db: Db, id: number): Promise<void> {
  await db
    .update(epostUtboks)
    .set({ sendt: sql`now()`, reservertTil: null, reservertAv: null, sisteFeil: null })
    .where(eq(epostUtboks.id, id))
}

/** Keeps a failed message for another attempt after `delaySeconds`. */
/** Stops trying a message the receiving server refused for good; keeps why, for an operator. */
export async function giveUpMail(db: Db, id: number, error: string): Promise<void> {
  await db
    .update(epostUtboks)
    .set({
      gittOpp: sql`now()`,
      reservertTil: null,
      reservertAv: null,
      sisteFeil: error.slice(0, 300),
    })
    .where(eq(epostUtboks.id, id))
}

export async function recordFailure(db: Db, id: number, error: string, delaySeconds: number) {
  await db
    .update(epostUtboks)
    .set({
      reservertTil: null,
      reservertAv: null,
      nesteForsok: sql`now() + make_interval(secs => ${delaySeconds})`,
      sisteFeil: error.slice(0, 300),
    })
    .where(eq(epostUtboks.id, id))
}

/**
 * Hands claimed messages back unsent, for anyone to take at once. Only safe while the caller's
 * lease still runs: then no other process can have claimed them in the meantime.
 */
export async function releaseMail(db: Db, ids: number[]): Promise<void> {
  if (!ids.length) return
  await db
    .update(epostUtboks)
    .set({ reservertTil: null, reservertAv: null, forsok: sql`${epostUtboks.forsok} - 1` })
    .where(and(inArray(epostUtboks.id, ids), isNull(epostUtboks.sendt)))
}

/**
 * Frees every claim. Only for a database one process owns alone (the embedded one): whatever is
 * claimed when that process starts was claimed by an earlier run of it that died mid-send.
 */
export async function releaseEveryClaim(db: Db): Promise<number> {
  const released = await db
    .update(epostUtboks)
    .set({ reservertTil: null, reservertAv: null })
    .where(and(isNull(epostUtboks.sendt), isNotNull(epostUtboks.reservertTil)))
    .returning({ id: epostUtboks.id })
  return released.length
}
