import { describe, expect, it } from 'vitest'
import { mayEditProductOf, mayManageStaff, type Actor } from './roles.ts'

const administrator: Actor = { rolle: 'administrator', myndighetId: null }
const editorOf = (myndighetId: number): Actor => ({ rolle: 'redaktor', myndighetId })

describe('the role rules', () => {
  it('lets an editor act on their own authority’s products only', () => {
    expect(mayEditProductOf(editorOf(3), 3)).toBe(true)
    for (const other of [1, 2, 4, 9]) expect(mayEditProductOf(editorOf(3), other)).toBe(false)
  })

  it('lets an administrator act on every authority’s products', () => {
    for (const authority of [1, 2, 3, 9])
      expect(mayEditProductOf(administrator, authority)).toBe(true)
  })

  it('refuses an editor without an authority everything, should one ever exist', () => {
    expect(mayEditProductOf({ rolle: 'redaktor', myndighetId: null }, 1)).toBe(false)
  })

  it('lets only administrators manage staff', () => {
    expect(mayManageStaff(administrator)).toBe(true)
    expect(mayManageStaff(editorOf(1))).toBe(false)
  })
})
