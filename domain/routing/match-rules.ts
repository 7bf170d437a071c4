import type { RisikoNivaa } from '../../db/schema/report-enums.ts'

/** A row of the routing table with what matching needs: its subtree's level and its recipients. */
export interface RoutingRule {
  id: number
  /** Root of the category subtree; null matches every category. */
  kategoriId: number | null
  /** The level (1–3) of that category; 0 for a rule that matches every category. */
  depth: number
  risikoId: number | null
  risikoNivaa: RisikoNivaa | null
  mottakere: number[]
}

/** One question to the routing table: a category (with its ancestors), one risk, a level. */
export interface RuleQuery {
  /** The category and its ancestors; empty when the report names no category. */
  categoryPath: readonly number[]
  risikoId: number | null
  risikoNivaa?: RisikoNivaa
}

/**
 * The fallback rule: no category, risk or level. It would match every report, so it never
 * competes with the others; it gets a report only when no other rule matched (route-report.ts).
 */
export function isFallback(rule: {
  kategoriId: number | null
  risikoId: number | null
  risikoNivaa: string | null
}) {
  return rule.kategoriId === null && rule.risikoId === null && rule.risikoNivaa === null
}

function matches(rule: RoutingRule, query: RuleQuery): boolean {
  const category = rule.kategoriId === null || query.categoryPath.includes(rule.kategoriId)
  const risk = rule.risikoId === null || rule.risikoId === query.risikoId
  const level = rule.risikoNivaa === null || rule.risikoNivaa === query.risikoNivaa
  return category && risk && level
}

/**
 * How specific a rule is, compared left to right: a deeper category subtree first, then a rule
 * narrowed by a risk, then one narrowed by a risk level.
 */
function specificity(rule: RoutingRule): [number, number, number] {
  return [rule.depth, rule.risikoId === null ? 0 : 1, rule.risikoNivaa === null ? 0 : 1]
}

function compare(a: RoutingRule, b: RoutingRule): number {
  const [x, y] = [specificity(a), specificity(b)]
  for (let i = 0; i < x.length; i++) if (x[i] !== y[i]) return x[i]! - y[i]!
  return 0
}

/**
 * The most specific of the rules that match the query, all of them when several are equally
 * specific (a tie sends the report to every tied rule's recipients); empty when none matches.
 */
export function mostSpecificRules(rules: readonly RoutingRule[], query: RuleQuery): RoutingRule[] {
  const matching = rules.filter((rule) => matches(rule, query))
  const best = matching.reduce<RoutingRule | undefined>(
    (top, rule) => (!top || compare(rule, top) > 0 ? rule : top),
    undefined,
  )
  return best ? matching.filter((rule) => compare(rule, best) === 0) : []
}

/** The recipients of the most specific matching rules, each authority once. */
export function recipientsFor(rules: readonly RoutingRule[], query: RuleQuery): number[] {
  return [...new Set(mostSpecificRules(rules, query).flatMap((rule) => rule.mottakere))]
}
