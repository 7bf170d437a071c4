import { expect } from 'vitest'

/** The error a piece of work is refused with, or a failed test if it was not. */
export async function refusal<T extends Error>(
  work: Promise<unknown>,
  kind: new (...args: never[]) => T,
) {
  const error = await work.then(
    () => undefined,
    (thrown: unknown) => thrown,
  )
  expect(error).toBeInstanceOf(kind)
  return error as T
}
