import { describe, expect, it } from 'vitest'
import { mostSpecificRules, recipientsFor, type RoutingRule } from './match-rules.ts'

// A tree of three levels: 1 > 10 > 100, and 2 on its own. Authorities are 1–9.
const path100 = [100, 10, 1]
let nextId = 0
const rule = (change: Partial<RoutingRule> & { mottakere: number[] }): RoutingRule => ({
  id: ++nextId,
  kategoriId: null,
  depth: 0,
  risikoId: null,
  risikoNivaa: null,
  ...change,
})

const everything = rule({ mottakere: [9] })
const root = rule({ kategoriId: 1, depth: 1, mottakere: [1] })
const branch = rule({ kategoriId: 10, depth: 2, mottakere: [2] })
const rootFire = rule({ kategoriId: 1, depth: 1, risikoId: 7, mottakere: [3] })
const rootFireHigh = rule({
  kategoriId: 1,
  depth: 1,
  risikoId: 7,
  risikoNivaa: 'HIGH',
  mottakere: [4],
})
const other = rule({ kategoriId: 2, depth: 1, mottakere: [5] })
const rules = [everything, root, branch, rootFire, rootFireHigh, other]

describe('mostSpecificRules', () => {
  it('prefers the deeper category over a shallower one, even one narrowed by a risk', () => {
    expect(
      recipientsFor(rules, { categoryPath: path100, risikoId: 7, risikoNivaa: 'HIGH' }),
    ).toEqual([2])
  })

  it('prefers a rule with a risk to one without, at the same depth', () => {
    expect(recipientsFor(rules, { categoryPath: [1], risikoId: 7 })).toEqual([3])
  })

  it('prefers a rule with a risk level to one without, when the level matches', () => {
    expect(recipientsFor(rules, { categoryPath: [1], risikoId: 7, risikoNivaa: 'HIGH' })).toEqual([
      4,
    ])
    expect(recipientsFor(rules, { categoryPath: [1], risikoId: 7, risikoNivaa: 'LOW' })).toEqual([
      3,
    ])
  })

  it('matches a category subtree: a rule on the root covers its descendants', () => {
    const onlyRoot = [everything, root]
    expect(recipientsFor(onlyRoot, { categoryPath: path100, risikoId: null })).toEqual([1])
  })

  it('lets a rule without a category match any category, and none when nothing else does', () => {
    expect(recipientsFor(rules, { categoryPath: [], risikoId: null })).toEqual([9])
    expect(recipientsFor([root], { categoryPath: [2], risikoId: null })).toEqual([])
  })

  it('never matches a rule narrowed by a risk or level the report does not have', () => {
    expect(recipientsFor([rootFire, rootFireHigh], { categoryPath: [1], risikoId: null })).toEqual(
      [],
    )
  })

  it('sends to every tied rule, each authority once', () => {
    const tiedA = rule({ kategoriId: 10, depth: 2, mottakere: [6, 2] })
    const chosen = mostSpecificRules([...rules, tiedA], { categoryPath: path100, risikoId: null })
    expect(chosen.map((each) => each.id).sort()).toEqual([branch.id, tiedA.id].sort())
    const recipients = recipientsFor([...rules, tiedA], { categoryPath: path100, risikoId: null })
    expect(recipients.sort()).toEqual([2, 6])
  })
})
