import type { Category } from '../../../domain/catalogue/reference-schemas.ts'

/**
 * A category as the pages get it: the active pictogram's address is left out, so it is nowhere
 * in a page until a card is hovered or focused (the spec loads it lazily).
 */
export type CategoryItem = Omit<Category, 'pictoActive'> & { hasActivePicto: boolean }

export function toCategoryItems(categories: readonly Category[]): CategoryItem[] {
  return categories.map(({ pictoActive, ...category }) => ({
    ...category,
    hasActivePicto: pictoActive !== null,
  }))
}

/** The active pictogram's address, as the server serves it (pictogramUrl in domain/catalogue). */
export function activePictogramUrl(categoryId: number): string {
  return `/pictogram/${categoryId}/aktiv.svg`
}

export interface CategoryGroup {
  category: CategoryItem
  children: CategoryItem[]
}

/** What the category section shows: the level-1 cards, or the levels below one level-1 category. */
export type CategoryView =
  | { kind: 'top'; cards: CategoryItem[] }
  | { kind: 'within'; top: CategoryItem; groups: CategoryGroup[] }

type TreeNode = { id: number; parent: number | null }

/** A category and its parents, level 1 first; empty for an unknown id. */
export function categoryPath<C extends TreeNode>(
  categories: readonly C[],
  id: number | undefined,
): C[] {
  const byId = new Map(categories.map((category) => [category.id, category]))
  const path: C[] = []
  for (let current = id === undefined ? undefined : byId.get(id); current;) {
    path.unshift(current)
    current = current.parent === null ? undefined : byId.get(current.parent)
    // The tree has three levels; a cycle in bad data must not hang the page.
    if (path.length > 3) break
  }
  return path
}

function childrenOf(categories: readonly CategoryItem[], id: number): CategoryItem[] {
  return categories.filter((category) => category.parent === id)
}

/**
 * Without a chosen category: the level-1 categories as cards. With one: everything below its
 * level-1 category, level 2 with its level 3 beneath, so one view reaches every depth and stays
 * the same while the visitor moves about inside it.
 */
export function categoryView(
  categories: readonly CategoryItem[],
  selectedId: number | undefined,
): CategoryView {
  const top = categoryPath(categories, selectedId)[0]
  if (!top) return { kind: 'top', cards: categories.filter((category) => category.nivaa === 1) }
  const groups = childrenOf(categories, top.id).map((category) => ({
    category,
    children: childrenOf(categories, category.id),
  }))
  return { kind: 'within', top, groups }
}

/** Hits per category id from a search's aggregation; a category without any has 0. */
export function hitsById(aggregation: ReadonlyArray<{ id: number; hits: number }>) {
  return Object.fromEntries(aggregation.map(({ id, hits }) => [id, hits])) as Record<number, number>
}
