// The bitmap libraries bench/search-index-libraries.ts compares, each behind the few operations
// the in-process search index needs of it (decision 038).

/** One bitmap library behind the operations the index needs. */
export interface BitmapLibrary<B> {
  name: string
  from(ids: Uint32Array): B
  /** A new bitmap: the intersection of all, the first one's contents left alone. */
  intersect(bitmaps: B[]): B
  andCardinality(a: B, b: B): number
  size(bitmap: B): number
  bytes(bitmap: B): number
  free(bitmap: B): void
}

/** The API roaring (native) and roaring-wasm share. */
interface Roaring {
  andInPlace(other: Roaring): void
  andCardinality(other: Roaring): number
  clone(): Roaring
  runOptimize(): boolean
  shrinkToFit(): number
  getSerializationSizeInBytes(format: 'portable'): number
  size: number
  dispose?(): unknown
}
export interface RoaringModule {
  RoaringBitmap32: { from(values: Uint32Array): Roaring }
  /** roaring-wasm's: its WebAssembly must be loaded first. */
  roaringLibraryInitialize?(): Promise<void>
}

export function roaringLibrary(name: string, module: RoaringModule): BitmapLibrary<Roaring> {
  return {
    name,
    from(ids) {
      const bitmap = module.RoaringBitmap32.from(ids)
      bitmap.runOptimize()
      bitmap.shrinkToFit()
      return bitmap
    },
    intersect([first, ...rest]) {
      const result = first!.clone()
      for (const other of rest) result.andInPlace(other)
      return result
    },
    andCardinality: (a, b) => a.andCardinality(b),
    size: (bitmap) => bitmap.size,
    bytes: (bitmap) => bitmap.getSerializationSizeInBytes('portable'),
    free: (bitmap) => void bitmap.dispose?.(),
  }
}

interface FastBitSet {
  new_intersection(other: FastBitSet): FastBitSet
  intersection(other: FastBitSet): FastBitSet
  intersection_size(other: FastBitSet): number
  size(): number
  words: Uint32Array
}
export interface FastBitSetModule {
  TypedFastBitSet: new (values: Iterable<number>) => FastBitSet
}

/** Uncompressed bitsets: the baseline a compressed library has to beat. */
export function fastBitSetLibrary(module: FastBitSetModule): BitmapLibrary<FastBitSet> {
  return {
    name: 'typedfastbitset (uncompressed)',
    from: (ids) => new module.TypedFastBitSet(ids),
    intersect([first, ...rest]) {
      let result = first!
      for (const other of rest) {
        result = result === first ? first.new_intersection(other) : result.intersection(other)
      }
      return result === first ? first.new_intersection(first) : result
    },
    andCardinality: (a, b) => a.intersection_size(b),
    size: (bitmap) => bitmap.size(),
    bytes: (bitmap) => bitmap.words.byteLength,
    free: () => {},
  }
}
