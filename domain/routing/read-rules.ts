import { asc, desc, eq } from 'drizzle-orm'
import type { Db } from '../../db/connection.ts'
import {
  ansatt,
  rutingMottaker,
  rutingRegel,
  rutingVersjon,
  type RutingRegelBilde,
} from '../../db/schema/index.ts'
import type { Actor } from '../staff/roles.ts'
import { assertMayEditRouting } from './edit-rules.ts'

/** A rule's category, risk, level, description and recipients: what a version records. */
export type RuleSnapshot = RutingRegelBilde

/** A rule as the routing page lists and edits it: ids, which the page names. */
export interface ListedRule extends RutingRegelBilde {
  id: number
}

/** Every rule with its recipients (ascending), by id: the routing page's table. */
export async function listRules(db: Db, actor: Actor): Promise<ListedRule[]> {
  assertMayEditRouting(actor)
  const rows = await db
    .select({ rule: rutingRegel, myndighetId: rutingMottaker.myndighetId })
    .from(rutingRegel)
    .leftJoin(rutingMottaker, eq(rutingMottaker.regelId, rutingRegel.id))
    .orderBy(asc(rutingRegel.id), asc(rutingMottaker.myndighetId))
  const rules = new Map<number, ListedRule>()
  for (const { rule, myndighetId } of rows) {
    const listed = rules.get(rule.id) ?? { ...rule, mottakere: [] }
    if (myndighetId !== null) listed.mottakere.push(myndighetId)
    rules.set(rule.id, listed)
  }
  return [...rules.values()]
}

/** One version of the routing table: who made it, when, the rule before and after, and why. */
export interface RoutingVersion {
  versjon: number
  tidspunkt: Date
  navn: string
  handling: 'lagt-til' | 'endret' | 'slettet'
  regelId: number
  foer: RutingRegelBilde | null
  etter: RutingRegelBilde | null
  begrunnelse: string | null
}

/** The table's versions, newest first: the history page, and the routing page's "last changed". */
export async function routingHistory(db: Db, actor: Actor, limit = 500): Promise<RoutingVersion[]> {
  assertMayEditRouting(actor)
  const rows = await db
    .select({
      versjon: rutingVersjon.id,
      tidspunkt: rutingVersjon.tidspunkt,
      navn: ansatt.navn,
      handling: rutingVersjon.handling,
      regelId: rutingVersjon.regelId,
      foer: rutingVersjon.foer,
      etter: rutingVersjon.etter,
      begrunnelse: rutingVersjon.begrunnelse,
    })
    .from(rutingVersjon)
    .innerJoin(ansatt, eq(ansatt.id, rutingVersjon.ansattId))
    .orderBy(desc(rutingVersjon.id))
    .limit(limit)
  return rows as RoutingVersion[]
}
