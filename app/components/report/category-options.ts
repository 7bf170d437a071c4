import type { Category } from '../../../domain/catalogue/reference-schemas.ts'
import type { OptionGroup } from './report-fields.tsx'

export type CategoryNode = Pick<Category, 'id' | 'navn' | 'nivaa' | 'parent'>

/**
 * The categories a sender picks a product's kind from: one group for each level-2 category,
 * headed by its level-1 parent and itself ("Elektriske produkter – Kjøkkenapparater"), holding
 * its level-3 categories and, last, the level-2 category itself for one who knows the kind but
 * not the exact type. Routing matches a category and all below it, so both reach the authority.
 * `other` names that last choice ('{name}, annet').
 */
export function categoryGroups(
  categories: readonly CategoryNode[],
  other: (name: string) => string,
): OptionGroup[] {
  const childrenOf = (id: number) => categories.filter((category) => category.parent === id)
  // The list comes level by level; the groups follow the tree, each kind under its parent.
  return categories
    .filter((category) => category.nivaa === 1)
    .flatMap((top) =>
      childrenOf(top.id).map((branch) => ({
        label: `${top.navn} – ${branch.navn}`,
        options: [
          ...childrenOf(branch.id).map(({ id, navn }) => ({ value: String(id), label: navn })),
          { value: String(branch.id), label: other(branch.navn) },
        ],
      })),
    )
}
