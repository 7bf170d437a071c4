import { kategori } from '../schema/index.ts'
import type { RootSeed } from './category-types.ts'
import { categoryTree } from './category-tree.ts'
import { insertReturningIds, type Tx } from './insert.ts'
import { categoryPictograms } from './pictograms.ts'
import type { ShapeKey } from './shapes.ts'

interface CategoryRow {
  navn: string
  parent: string | null
  rekkefolge: number
  /** Only level-1 categories have a pictogram. */
  shape?: ShapeKey
}

/** The tree as three lists of rows, one per level, parents named rather than numbered. */
function categoryLevels(tree: readonly RootSeed[]): [CategoryRow[], CategoryRow[], CategoryRow[]] {
  const roots = tree.map((root, index) => ({
    navn: root.navn,
    parent: null,
    rekkefolge: index,
    shape: root.shape,
  }))
  const branches = tree.flatMap((root) =>
    root.branches.map((branch, index) => ({
      navn: branch.navn,
      parent: root.navn,
      rekkefolge: index,
    })),
  )
  const leaves = tree.flatMap((root) =>
    root.branches.flatMap((branch) =>
      branch.leaves.map((leaf, index) => ({
        navn: leaf.navn,
        parent: branch.navn,
        rekkefolge: index,
      })),
    ),
  )
  return [roots, branches, leaves]
}

/**
 * Inserts the three-level category tree, one multi-row insert per level, and answers the ids by
 * name. Names are unique across the tree, so routing rules and products can refer to them.
 */
export async function seedCategories(
  tx: Tx,
  tree: readonly RootSeed[] = categoryTree,
): Promise<Map<string, number>> {
  const levels = categoryLevels(tree)
  assertUniqueNames(levels.flat())
  const ids = new Map<string, number>()
  for (const [index, rows] of levels.entries()) {
    const inserted = await insertReturningIds(
      tx,
      kategori,
      rows.map((row) => ({
        navn: row.navn,
        nivaa: index + 1,
        parentId: row.parent === null ? null : ids.get(row.parent),
        rekkefolge: row.rekkefolge,
        ...(row.shape ? categoryPictograms(row.shape) : {}),
      })),
    )
    rows.forEach((row, position) => ids.set(row.navn, inserted[position] as number))
  }
  return ids
}

function assertUniqueNames(rows: readonly CategoryRow[]): void {
  const seen = new Set<string>()
  for (const { navn } of rows) {
    if (seen.has(navn)) throw new Error(`Category name used twice: ${navn}`)
    seen.add(navn)
  }
}
