import type { RisikoNivaa } from '../../db/schema/report-enums.ts'
import { isFallback, mostSpecificRules, type RoutingRule } from './match-rules.ts'
import {
  categoryPath,
  defaultRecipient,
  loadRoutingRules,
  productRouting,
  type DbOrTx,
} from './routing-data.ts'

export interface RoutingCriteria {
  kategoriId?: number
  risikoIds: readonly number[]
  risikoNivaa?: RisikoNivaa
  /** A listed product the report is about. */
  produktId?: number
}

/** Where a report goes and why: what the "prøv rutingen" page shows. */
export interface RoutingDecision {
  /** The authorities, ids ascending. */
  recipients: number[]
  /** The rules that decided, each once, in the order they were matched. */
  rules: RoutingRule[]
  /** No other rule matched, so the fallback rule (or, without one, the default recipient) did. */
  fallbackUsed: boolean
  /** The default recipient, added because the risk level is HIGH. */
  highAdded?: number
}

/**
 * The authorities a report goes to (ids, ascending). Never shown to the sender.
 *
 * - The report's own category is matched once per named risk (or once without a risk), and the
 *   recipients of each most specific match are joined: fire and chemicals in a toy reach both the
 *   fire and the chemicals authority.
 * - A listed product adds its responsible authority and what the rules give for its hazards.
 * - Risk level HIGH (only a duty-to-report message has a level) always adds the default recipient.
 * - When nothing matched at all, the fallback rule's recipients get the report.
 */
export async function routeReport(db: DbOrTx, criteria: RoutingCriteria): Promise<number[]> {
  return (await explainRouting(db, criteria)).recipients
}

/** The routing of a report with the rules that decided it: routeReport's one implementation. */
export async function explainRouting(
  db: DbOrTx,
  criteria: RoutingCriteria,
): Promise<RoutingDecision> {
  // Read per report, never cached: a change on the routing pages holds for the next report in
  // every process (decision 050).
  const all = await loadRoutingRules(db)
  const rules = all.filter((rule) => !isFallback(rule))
  const recipients = new Set<number>()
  const decided = new Map<number, RoutingRule>()
  const use = (chosen: readonly RoutingRule[]) => {
    for (const rule of chosen) {
      decided.set(rule.id, rule)
      rule.mottakere.forEach((id) => recipients.add(id))
    }
  }

  if (criteria.produktId !== undefined) {
    const product = await productRouting(db, criteria.produktId)
    if (product) {
      recipients.add(product.myndighetId)
      for (const hazard of product.hazards) {
        const path = await categoryPath(db, hazard.kategoriId)
        use(mostSpecificRules(rules, { categoryPath: path, risikoId: hazard.risikoId }))
      }
    }
  }
  if (criteria.kategoriId !== undefined || criteria.risikoIds.length > 0) {
    use(await matchOwnCriteria(db, rules, criteria))
  }
  const fallbackUsed = recipients.size === 0
  if (fallbackUsed) {
    const fallback = all.filter(isFallback)
    // A table that never had a fallback rule (one set up by hand) keeps the default recipient.
    if (fallback.length) use(fallback)
    else recipients.add(await defaultRecipient(db))
  }
  let highAdded: number | undefined
  if (criteria.risikoNivaa === 'HIGH') {
    highAdded = await defaultRecipient(db)
    recipients.add(highAdded)
  }
  return {
    recipients: [...recipients].sort((a, b) => a - b),
    rules: [...decided.values()],
    fallbackUsed,
    highAdded,
  }
}

async function matchOwnCriteria(db: DbOrTx, rules: RoutingRule[], criteria: RoutingCriteria) {
  const path = criteria.kategoriId === undefined ? [] : await categoryPath(db, criteria.kategoriId)
  const risks = criteria.risikoIds.length > 0 ? [...new Set(criteria.risikoIds)] : [null]
  return risks.flatMap((risikoId) =>
    mostSpecificRules(rules, { categoryPath: path, risikoId, risikoNivaa: criteria.risikoNivaa }),
  )
}
