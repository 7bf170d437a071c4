import type { BranchSeed, LeafSeed, Oversight, RootSeed } from './category-types.ts'
import { childrenProducts, leisureAndSport } from './tree-children-and-leisure.ts'
import { cosmetics, lightAndLaser } from './tree-care-and-light.ts'
import { electricalProducts, homeAndInterior } from './tree-home-and-electrical.ts'
import {
  buildingProducts,
  fireAndFireworks,
  protectiveEquipment,
} from './tree-safety-and-building.ts'
import { chemicals, toolsAndDiy } from './tree-tools-and-chemicals.ts'
import { boatsAndSea, radioAndTelecom, vehicles } from './tree-transport-and-radio.ts'

/** The level-1 categories in the order the home page shows them. */
export const categoryTree: readonly RootSeed[] = [
  childrenProducts,
  electricalProducts,
  cosmetics,
  leisureAndSport,
  homeAndInterior,
  lightAndLaser,
  radioAndTelecom,
  vehicles,
  boatsAndSea,
  toolsAndDiy,
  chemicals,
  buildingProducts,
  protectiveEquipment,
  fireAndFireworks,
]

/** A level-3 category with everything a product in it inherits from further up the tree. */
export interface LeafContext {
  leaf: LeafSeed
  branch: BranchSeed
  root: RootSeed
  oversight: Required<Oversight>
}

/** Every level-3 category in tree order, with the authority and rules that apply to it. */
export function leafContexts(tree: readonly RootSeed[] = categoryTree): LeafContext[] {
  return tree.flatMap((root) =>
    root.branches.flatMap((branch) =>
      branch.leaves.map((leaf) => ({
        leaf,
        branch,
        root,
        oversight: {
          authority: leaf.authority ?? branch.authority ?? root.authority,
          lov: leaf.lov ?? branch.lov ?? root.lov,
          forskrift: leaf.forskrift ?? branch.forskrift ?? root.forskrift,
          powered: leaf.powered ?? branch.powered ?? root.powered,
        },
      })),
    ),
  )
}
