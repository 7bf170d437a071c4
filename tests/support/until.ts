/**
 * Asks `find` again every 50 ms until it answers something, and answers that; gives up after
 * `ms`. For what another process or connection does in its own time: the deadline is generous
 * and only stops a test that would otherwise hang, it never decides how fast is fast enough.
 */
export async function until<T>(
  find: () => T | undefined | Promise<T | undefined>,
  what: string,
  ms = 30_000,
): Promise<T> {
  const deadline = Date.now() + ms
  for (;;) {
    const found = await find()
    if (found !== undefined) return found
    if (Date.now() > deadline) throw new Error(`gave up waiting for ${what}`)
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
}
