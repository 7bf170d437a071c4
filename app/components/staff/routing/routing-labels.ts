import type { RuleSnapshot } from '../../../../domain/routing/read-rules.ts'
import { routingNb as t } from '../../../../i18n/staff-routing.nb.ts'
import type { RoutingNames } from './routing-names.server.ts'

/** A category with its ancestors, top first: "Leker › Kosedyr og tøyleker". */
export function categoryPathLabel(names: RoutingNames, id: number | null): string {
  if (id === null) return t.allCategories
  const byId = new Map(names.categories.map((category) => [category.id, category]))
  const path: string[] = []
  for (let at = byId.get(id); at && path.length < 5; at = byId.get(at.parent ?? -1)) {
    path.unshift(at.navn)
  }
  return path.length ? path.join(' › ') : `#${id}`
}

/**
 * The choices of the category, risk and level selects, each headed by the empty choice
 * (`none`): "every" on the rule form, "not given" in "prøv rutingen".
 */
export const choicesOf = {
  category: (names: RoutingNames, none: string) => [
    { value: '', label: none },
    ...categoryChoices(names),
  ],
  risk: (names: RoutingNames, none: string) => [
    { value: '', label: none },
    ...names.risks.map((risk) => ({ value: String(risk.id), label: risk.navn })),
  ],
  level: (none: string) => [
    { value: '', label: none },
    ...Object.entries(t.levels).map(([value, label]) => ({ value, label })),
  ],
}

/** Every category as a choice, named by its path and in the tree's order. */
function categoryChoices(names: RoutingNames) {
  return names.categories
    .map((category) => ({
      value: String(category.id),
      label: categoryPathLabel(names, category.id),
    }))
    .sort((a, b) => a.label.localeCompare(b.label, 'nb'))
}

export function riskLabel(names: RoutingNames, id: number | null): string {
  if (id === null) return t.anyRisk
  return names.risks.find((risk) => risk.id === id)?.navn ?? `#${id}`
}

export function levelLabel(level: string | null): string {
  return level === null ? t.anyLevel : ((t.levels as Record<string, string>)[level] ?? level)
}

export function authorityLabels(names: RoutingNames, ids: readonly number[]): string {
  return ids
    .map((id) => names.authorities.find((authority) => authority.id === id)?.navn ?? `#${id}`)
    .join(', ')
}

/** A rule in one line, for the history: "Leker › Kosedyr · Kjemisk · Alle → Miljødirektoratet". */
export function ruleSummary(names: RoutingNames, rule: RuleSnapshot | null): string {
  if (!rule) return '–'
  return `${categoryPathLabel(names, rule.kategoriId)} · ${riskLabel(names, rule.risikoId)} · ${levelLabel(rule.risikoNivaa)} → ${authorityLabels(names, rule.mottakere)}`
}
