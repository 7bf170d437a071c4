import type { BranchSeed, LeafSeed, Oversight, RootSeed } from './category-types.ts'
import { boatsAndSea, vehicles } from './tree-boats-and-vehicles.ts'
import { buildingProducts, fireAndFireworks } from './tree-building-and-fire.ts'
import { cosmetics, lightAndLaser } from './tree-care-and-light.ts'
import { childrenProducts } from './tree-children.ts'
import { electricalProducts } from './tree-electrical.ts'
import { homeAndInterior } from './tree-home.ts'
import { leisureAndSport } from './tree-leisure.ts'
import { protectiveEquipment } from './tree-protective-equipment.ts'
import { radioAndTelecom } from './tree-radio.ts'
import { chemicals, toolsAndDiy } from './tree-tools-and-chemicals.ts'

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
