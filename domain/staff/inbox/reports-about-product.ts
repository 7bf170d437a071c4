import { and, desc, eq, exists, or, sql } from 'drizzle-orm'
import type { Db } from '../../../db/connection.ts'
import { innboks, meldingHendelse, meldingOversikt } from '../../../db/schema/index.ts'
import type { Actor } from '../roles.ts'

/** At most this many, the newest, on a product's staff page. */
const SHOWN = 50

/**
 * The reports about a listed product that this person may open: those that named it when sent
 * and those staff linked to it. Kind, reference and when only, no personal data, so listing them
 * is no view to audit. An editor sees those in their own authority's inbox.
 */
export async function reportsAboutProduct(db: Db, actor: Actor, produktId: number) {
  const sameReport = (table: typeof innboks | typeof meldingHendelse) =>
    and(
      eq(table.meldingType, meldingOversikt.meldingType),
      eq(table.meldingId, meldingOversikt.meldingId),
    )
  const linked = exists(
    db
      .select({ one: sql`1` })
      .from(meldingHendelse)
      .where(
        and(
          sameReport(meldingHendelse),
          eq(meldingHendelse.hendelse, 'produkt'),
          eq(meldingHendelse.produktId, produktId),
        ),
      ),
  )
  const mayOpen =
    actor.rolle === 'administrator'
      ? undefined
      : exists(
          db
            .select({ one: sql`1` })
            .from(innboks)
            .where(and(sameReport(innboks), eq(innboks.myndighetId, actor.myndighetId ?? -1))),
        )
  return db
    .select({
      kind: meldingOversikt.meldingType,
      id: meldingOversikt.meldingId,
      referanse: meldingOversikt.referanse,
      mottatt: meldingOversikt.mottatt,
    })
    .from(meldingOversikt)
    .where(and(or(eq(meldingOversikt.produktId, produktId), linked), mayOpen))
    .orderBy(desc(meldingOversikt.mottatt))
    .limit(SHOWN)
}
