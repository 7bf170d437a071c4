import { describe, expect, it } from 'vitest'
import { categoryGroups } from './category-options.ts'

const tree = [
  { id: 1, navn: 'Elektriske produkter', nivaa: 1, parent: null },
  { id: 2, navn: 'Barn', nivaa: 1, parent: null },
  { id: 20, navn: 'Leker', nivaa: 2, parent: 2 },
  { id: 10, navn: 'Kjøkkenapparater', nivaa: 2, parent: 1 },
  { id: 100, navn: 'Vannkokere', nivaa: 3, parent: 10 },
  { id: 101, navn: 'Kaffemaskiner', nivaa: 3, parent: 10 },
  { id: 200, navn: 'Magneter', nivaa: 3, parent: 20 },
]

describe('categoryGroups', () => {
  it('groups the level-3 categories by kind in the order of the tree, each ending with the kind', () => {
    expect(categoryGroups(tree, (name) => `${name}, annet`)).toEqual([
      {
        label: 'Elektriske produkter – Kjøkkenapparater',
        options: [
          { value: '100', label: 'Vannkokere' },
          { value: '101', label: 'Kaffemaskiner' },
          { value: '10', label: 'Kjøkkenapparater, annet' },
        ],
      },
      {
        label: 'Barn – Leker',
        options: [
          { value: '200', label: 'Magneter' },
          { value: '20', label: 'Leker, annet' },
        ],
      },
    ])
  })

  it('names a level-1 category only in the headings', () => {
    const values = categoryGroups(tree, String).flatMap((group) =>
      group.options.map((option) => option.value),
    )
    expect(values).not.toContain('1')
    expect(values).not.toContain('2')
  })
})
