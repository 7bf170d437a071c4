/** The first index of a list at which `test` holds, when it holds from some index on to the end. */
export function firstIndex<T>(list: readonly T[], test: (item: T) => boolean): number {
  let low = 0
  let high = list.length
  while (low < high) {
    const middle = (low + high) >>> 1
    if (test(list[middle] as T)) high = middle
    else low = middle + 1
  }
  return low
}
