/**
 * Spec section 4: the loading bar ignores requests for images, whose paths hold /bilde/ (product
 * photos) or /pictogram/ (category pictures); a grid of them would keep it running for nothing.
 */
export function showsLoadingBar(url: string | null | undefined): boolean {
  if (!url) return true
  return !/\/(bilde|pictogram)\//.test(url)
}

/** The little of React Router's navigation and fetcher state the bar needs. */
interface RequestLike {
  state: 'idle' | 'loading' | 'submitting'
  /** Where a navigation goes, or where a fetcher submits; a fetcher's load has no address. */
  url?: string | null
}

/** Whether anything the bar counts is under way: a navigation, a fetcher or a tracked request. */
export function isBusy(requests: readonly RequestLike[], trackedUrls: readonly string[]): boolean {
  return (
    requests.some((request) => request.state !== 'idle' && showsLoadingBar(request.url)) ||
    trackedUrls.some(showsLoadingBar)
  )
}
