import type { LeafContext } from './category-tree.ts'
import type { KindSeed, Power } from './category-types.ts'
import type { ColourName } from './colours.ts'
import { parseNoun, type Noun } from './product-names.ts'
import type { RiskName } from './risks-and-measures.ts'

/** One kind of product with everything it takes from its category filled in. */
export interface ProductKind {
  noun: Noun
  power: Power
  risks: readonly RiskName[]
  variants: readonly string[]
  colours: readonly ColourName[]
  materials: readonly string[]
  substances: readonly string[]
  hazards: Partial<Record<RiskName, string>>
  consumable: boolean
}

/** The kinds of product a level-3 category holds, each complete. */
export function kindsOf(context: LeafContext): ProductKind[] {
  const { leaf, root, oversight } = context
  return leaf.types.map((type) => {
    const kind: KindSeed = typeof type === 'string' ? { noun: type } : type
    return {
      noun: parseNoun(kind.noun),
      power: kind.power ?? leaf.power ?? (oversight.powered ? 'mains' : 'none'),
      risks: kind.risks ?? leaf.risks,
      variants: kind.variants ?? leaf.variants,
      colours: kind.colours ?? leaf.colours ?? root.colours,
      materials: kind.materials ?? leaf.materials ?? [],
      substances: kind.substances ?? leaf.substances ?? [],
      hazards: { ...leaf.hazards, ...kind.hazards },
      consumable: kind.consumable ?? leaf.consumable ?? root.consumable,
    }
  })
}
