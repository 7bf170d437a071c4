import { and, eq, inArray, isNull, ne, sql, type SQL } from 'drizzle-orm'
import type { Db } from '../../db/connection.ts'
import {
  kategori,
  myndighet,
  risiko,
  rutingMottaker,
  rutingRegel,
  rutingVersjon,
  type RutingRegelBilde,
} from '../../db/schema/index.ts'
import type { RoutingTexts } from '../../i18n/staff-routing.nb.ts'
import { recordAudit } from '../staff/audit/record-audit.ts'
import { StaffForbiddenError } from '../staff/manage-staff.ts'
import { mayEditRouting, type Actor } from '../staff/roles.ts'
import { isFallback } from './match-rules.ts'
import type { DbOrTx } from './routing-data.ts'
import type { RoutingRuleInput } from './rule-schemas.ts'

type Reason = keyof RoutingTexts['validation']

/** A change the rules of the routing table do not allow, with the form field it is about. */
export class RoutingRefusedError extends Error {
  readonly reason: Reason
  readonly field: string
  constructor(reason: Reason, field: string) {
    super(reason)
    this.reason = reason
    this.field = field
  }
}

/** The rule to change or delete is not there (deleted since the page was loaded): 404. */
export class UnknownRuleError extends Error {}

/** Refuses anyone but an administrator, whatever page or button they came by. */
export function assertMayEditRouting(actor: Actor) {
  if (!mayEditRouting(actor)) throw new StaffForbiddenError('only administrators edit routing')
}

/** One change to the routing table: a rule added, changed or deleted. */
export type RuleChange =
  | { handling: 'lagt-til'; rule: RoutingRuleInput }
  | { handling: 'endret'; id: number; rule: RoutingRuleInput }
  | { handling: 'slettet'; id: number; begrunnelse: string; versjon: number }

/** The table's version: the newest change's number, 0 before the first. */
export async function routingVersion(db: DbOrTx): Promise<number> {
  const [row] = await db
    .select({ versjon: sql<number>`coalesce(max(${rutingVersjon.id}), 0)::int` })
    .from(rutingVersjon)
  return row?.versjon ?? 0
}

/** A rule as it stands, for the version's before and after; undefined when there is none. */
async function snapshot(db: DbOrTx, id: number): Promise<RutingRegelBilde | undefined> {
  const [rule] = await db.select().from(rutingRegel).where(eq(rutingRegel.id, id))
  if (!rule) return undefined
  const recipients = await db
    .select({ id: rutingMottaker.myndighetId })
    .from(rutingMottaker)
    .where(eq(rutingMottaker.regelId, id))
  return {
    kategoriId: rule.kategoriId,
    risikoId: rule.risikoId,
    risikoNivaa: rule.risikoNivaa,
    beskrivelse: rule.beskrivelse,
    mottakere: recipients.map((row) => row.id).sort((a, b) => a - b),
  }
}

/** That every id the form names exists, each refused at its own field. */
async function assertReferencesExist(db: DbOrTx, rule: RoutingRuleInput) {
  const exists = async (table: typeof kategori | typeof risiko, id: number | null) =>
    id === null || (await db.$count(table, eq(table.id, id))) > 0
  if (!(await exists(kategori, rule.kategori)))
    throw new RoutingRefusedError('invalidCategory', 'kategori')
  if (!(await exists(risiko, rule.risiko))) throw new RoutingRefusedError('invalidRisk', 'risiko')
  const found = await db.$count(myndighet, inArray(myndighet.id, rule.mottakere))
  if (found !== rule.mottakere.length)
    throw new RoutingRefusedError('invalidRecipient', 'mottakere')
}

const sameKey = (rule: RoutingRuleInput): SQL[] => [
  rule.kategori === null
    ? isNull(rutingRegel.kategoriId)
    : eq(rutingRegel.kategoriId, rule.kategori),
  rule.risiko === null ? isNull(rutingRegel.risikoId) : eq(rutingRegel.risikoId, rule.risiko),
  rule.risikoNivaa === null
    ? isNull(rutingRegel.risikoNivaa)
    : eq(rutingRegel.risikoNivaa, rule.risikoNivaa),
]

/** Writes a rule and its recipients; answers its id. */
async function writeRule(db: DbOrTx, rule: RoutingRuleInput, id?: number): Promise<number> {
  const values = {
    kategoriId: rule.kategori,
    risikoId: rule.risiko,
    risikoNivaa: rule.risikoNivaa,
    beskrivelse: rule.beskrivelse,
  }
  const others = id === undefined ? [] : [ne(rutingRegel.id, id)]
  if ((await db.$count(rutingRegel, and(...sameKey(rule), ...others))) > 0)
    throw new RoutingRefusedError('duplicate', 'kategori')
  let ruleId = id
  if (ruleId === undefined) {
    const [row] = await db.insert(rutingRegel).values(values).returning({ id: rutingRegel.id })
    ruleId = row!.id
  } else {
    await db.update(rutingRegel).set(values).where(eq(rutingRegel.id, ruleId))
    await db.delete(rutingMottaker).where(eq(rutingMottaker.regelId, ruleId))
  }
  const regelId = ruleId
  await db
    .insert(rutingMottaker)
    .values(rule.mottakere.map((myndighetId) => ({ regelId, myndighetId })))
  return regelId
}

/** The field of a change that took the fallback away: the first narrowing it, or the form's. */
function fallbackField(change: RuleChange): string {
  if (change.handling === 'slettet') return 'form'
  const { rule } = change
  if (rule.kategori !== null) return 'kategori'
  return rule.risiko !== null ? 'risiko' : 'risikoNivaa'
}

/** The fields that differ between a rule's before and after, for the audit log. */
function changedFields(before: RutingRegelBilde | null, after: RutingRegelBilde | null) {
  const keys = ['kategoriId', 'risikoId', 'risikoNivaa', 'beskrivelse', 'mottakere'] as const
  return keys.filter(
    (key) => JSON.stringify(before?.[key] ?? null) !== JSON.stringify(after?.[key] ?? null),
  )
}

/**
 * Makes one change to the routing table as a new version of it, in one transaction with its
 * audit entry: who, when, the rule before and after, and the reason. Refused, with nothing
 * saved, when another change came in since the form was loaded, when a rule repeats another's
 * category, risk and level, or when no fallback rule would be left. Answers the new version.
 */
export async function changeRouting(
  db: Db,
  actor: Actor & { id: number },
  change: RuleChange,
): Promise<{ versjon: number; regelId: number }> {
  assertMayEditRouting(actor)
  return db.transaction(async (tx) => {
    // One change at a time: the version read below is the one this change follows.
    await tx.execute(sql`lock table ${rutingVersjon} in exclusive mode`)
    const seen = change.handling === 'slettet' ? change.versjon : change.rule.versjon
    if (seen !== (await routingVersion(tx))) throw new RoutingRefusedError('stale', 'versjon')
    const before = change.handling === 'lagt-til' ? null : ((await snapshot(tx, change.id)) ?? null)
    if (change.handling !== 'lagt-til' && !before) throw new UnknownRuleError()
    let regelId: number
    if (change.handling === 'slettet') {
      regelId = change.id
      await tx.delete(rutingRegel).where(eq(rutingRegel.id, regelId))
    } else {
      await assertReferencesExist(tx, change.rule)
      regelId = await writeRule(
        tx,
        change.rule,
        change.handling === 'endret' ? change.id : undefined,
      )
    }
    const remaining = await tx.select().from(rutingRegel)
    if (!remaining.some(isFallback))
      throw new RoutingRefusedError('fallbackNeeded', fallbackField(change))
    const after = change.handling === 'slettet' ? null : ((await snapshot(tx, regelId)) ?? null)
    const felt = changedFields(before, after)
    const begrunnelse = change.handling === 'slettet' ? change.begrunnelse : change.rule.begrunnelse
    const [version] = await tx
      .insert(rutingVersjon)
      .values({
        ansattId: actor.id,
        handling: change.handling,
        regelId,
        foer: before,
        etter: after,
        begrunnelse: begrunnelse || null,
      })
      .returning({ id: rutingVersjon.id })
    await recordAudit(tx, {
      ansattId: actor.id,
      handling: `ruting.${change.handling}`,
      objekt: { type: 'ruting-regel', id: regelId },
      detaljer: { versjon: version!.id, felt },
    })
    return { versjon: version!.id, regelId }
  })
}
