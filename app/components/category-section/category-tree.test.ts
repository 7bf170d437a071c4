import { describe, expect, it } from 'vitest'
import type { Category } from '../../../domain/catalogue/reference-schemas.ts'
import { categoryPath, categoryView, hitsById, toCategoryItems } from './category-tree.ts'

const category = (id: number, nivaa: number, parent: number | null): Category => ({
  id,
  navn: `Kategori ${id}`,
  nivaa,
  parent,
  picto: nivaa === 1 ? `/pictogram/${id}.svg` : null,
  pictoActive: nivaa === 1 ? `/pictogram/${id}/aktiv.svg` : null,
})

const tree = toCategoryItems([
  category(1, 1, null),
  category(2, 1, null),
  category(10, 2, 1),
  category(11, 2, 1),
  category(100, 3, 10),
  category(101, 3, 10),
  category(110, 3, 11),
  category(20, 2, 2),
])

describe('categoryPath', () => {
  it('lists the parents from level 1 down to the category', () => {
    expect(categoryPath(tree, 101).map((c) => c.id)).toEqual([1, 10, 101])
    expect(categoryPath(tree, 1).map((c) => c.id)).toEqual([1])
  })

  it('is empty for no or an unknown category', () => {
    expect(categoryPath(tree, undefined)).toEqual([])
    expect(categoryPath(tree, 999)).toEqual([])
  })
})

describe('categoryView', () => {
  it('shows the level-1 categories as cards when none is chosen', () => {
    const view = categoryView(tree, undefined)
    expect(view.kind === 'top' && view.cards.map((c) => c.id)).toEqual([1, 2])
  })

  it('shows levels 2 and 3 under the level-1 category of the chosen one, at any depth', () => {
    for (const selected of [1, 10, 101]) {
      const view = categoryView(tree, selected)
      expect(view.kind).toBe('within')
      if (view.kind !== 'within') return
      expect(view.top.id).toBe(1)
      expect(view.groups.map((g) => [g.category.id, g.children.map((c) => c.id)])).toEqual([
        [10, [100, 101]],
        [11, [110]],
      ])
    }
  })
})

describe('hitsById', () => {
  it('indexes the aggregation by category', () => {
    expect(hitsById([{ id: 1, hits: 74 }])).toEqual({ 1: 74 })
  })
})

describe('toCategoryItems', () => {
  it('leaves the active pictogram out of the page data, keeping only whether there is one', () => {
    const [item] = toCategoryItems([category(1, 1, null)])
    expect(item).not.toHaveProperty('pictoActive')
    expect(item?.hasActivePicto).toBe(true)
    expect(JSON.stringify(item)).not.toContain('aktiv')
  })
})
