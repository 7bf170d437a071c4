// The bitmap library (decision 070) is CommonJS, whose exports Node's ES module loader cannot
// name one by one: it is imported whole, here only.
import roaring from 'roaring'

export const RoaringBitmap32 = roaring.RoaringBitmap32
export type RoaringBitmap32 = InstanceType<typeof roaring.RoaringBitmap32>
