import type { RisikoNivaa } from '../../db/schema/report-enums.ts'
import { recipientsFor, type RoutingRule } from './match-rules.ts'
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

/**
 * The authorities a report goes to (ids, ascending). Never shown to the sender.
 *
 * - The report's own category is matched once per named risk (or once without a risk), and the
 *   recipients of each most specific match are joined: fire and chemicals in a toy reach both the
 *   fire and the chemicals authority.
 * - A listed product adds its responsible authority and what the rules give for its hazards.
 * - Risk level HIGH (only a duty-to-report message has a level) always adds the default recipient.
 * - When nothing matched at all, the default recipient (DSB) gets the report.
 */
export async function routeReport(db: DbOrTx, criteria: RoutingCriteria): Promise<number[]> {
  const rules = await loadRoutingRules(db)
  const recipients = new Set<number>()
  const add = (ids: readonly number[]) => ids.forEach((id) => recipients.add(id))

  if (criteria.produktId !== undefined) {
    const product = await productRouting(db, criteria.produktId)
    if (product) {
      recipients.add(product.myndighetId)
      for (const hazard of product.hazards) {
        const path = await categoryPath(db, hazard.kategoriId)
        add(recipientsFor(rules, { categoryPath: path, risikoId: hazard.risikoId }))
      }
    }
  }
  if (criteria.kategoriId !== undefined || criteria.risikoIds.length > 0) {
    add(await routeOwnCriteria(db, rules, criteria))
  }
  if (criteria.risikoNivaa === 'HIGH' || recipients.size === 0) {
    recipients.add(await defaultRecipient(db))
  }
  return [...recipients].sort((a, b) => a - b)
}

async function routeOwnCriteria(db: DbOrTx, rules: RoutingRule[], criteria: RoutingCriteria) {
  const path = criteria.kategoriId === undefined ? [] : await categoryPath(db, criteria.kategoriId)
  const risks = criteria.risikoIds.length > 0 ? [...new Set(criteria.risikoIds)] : [null]
  return risks.flatMap((risikoId) =>
    recipientsFor(rules, { categoryPath: path, risikoId, risikoNivaa: criteria.risikoNivaa }),
  )
}
