import { vi } from 'vitest'
import { isBusy } from '../../app/components/feedback/loading-rule.ts'
import { createRequestTracker } from '../../app/components/feedback/request-tracker.ts'

/**
 * A fetch that waits until the test answers it, and a request tracker to hand to the code under
 * test, so a test can look at the loading bar while a request is under way. Undo the stub with
 * vi.unstubAllGlobals().
 */
export function holdFetch() {
  let answer!: (response: Response) => void
  vi.stubGlobal('fetch', () => new Promise<Response>((resolve) => (answer = resolve)))
  const tracker = createRequestTracker()
  return {
    track: tracker.track,
    tracked: () => tracker.getSnapshot(),
    barShown: () => isBusy([], tracker.getSnapshot()),
    answer: (response: Response) => answer(response),
  }
}
