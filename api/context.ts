import type { Services } from '#app-context'

/** What the API plugins are given by the composition root: the same services the pages get. */
export type ApiDependencies = Services

/** Anonymous answers that change rarely: browsers and proxies may keep them a while, then revalidate. */
export const publicCache = (seconds: number) =>
  `public, max-age=${seconds}, stale-while-revalidate=${seconds * 10}`
