/**
 * The typed array itself, or a copy of it long enough to hold `index` (at least twice as long,
 * so that filling it one index at a time copies it a few times only).
 */
export function withRoomFor<Numbers extends Int32Array | Float64Array>(
  array: Numbers,
  index: number,
): Numbers {
  if (index < array.length) return array
  const make = array.constructor as new (length: number) => Numbers
  const grown = new make(Math.max(index + 1, 2 * array.length))
  grown.set(array)
  return grown
}
