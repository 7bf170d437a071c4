/**
 * Requests a page makes itself (fetch for attachments, say), counted so the loading bar can show
 * them as it shows navigations. Each entry is the request's address, for the image rule.
 */
export function createRequestTracker() {
  let urls: readonly string[] = []
  const listeners = new Set<() => void>()
  const set = (next: readonly string[]) => {
    urls = next
    for (const listener of listeners) listener()
  }
  return {
    /** Counts the request until it settles; answers the same promise. */
    track: <T>(url: string, request: Promise<T>): Promise<T> => {
      set([...urls, url])
      const done = () => {
        const index = urls.indexOf(url)
        if (index >= 0) set(urls.toSpliced(index, 1))
      }
      request.then(done, done)
      return request
    },
    getSnapshot: () => urls,
    subscribe: (listener: () => void) => {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
  }
}

export type RequestTracker = ReturnType<typeof createRequestTracker>

/** What a page's own request functions are given to show themselves on the loading bar. */
export type Track = RequestTracker['track']

/** fetch, counted on the loading bar until the answer's headers are in (spec section 4). */
export function trackedFetch(track: Track, url: string, init?: RequestInit): Promise<Response> {
  return track(url, fetch(url, init))
}
