import { homeShapes } from './shapes-home.ts'
import { outdoorShapes } from './shapes-outdoor.ts'
import { techShapes } from './shapes-tech.ts'
import type { Shape } from './svg.ts'

/** Every drawing the seed knows, shared by category pictograms and product images. */
export const shapes = { ...homeShapes, ...techShapes, ...outdoorShapes } satisfies Record<
  string,
  Shape
>

export type ShapeKey = keyof typeof shapes
