import { useSyncExternalStore } from 'react'
import { useFetchers, useNavigation } from 'react-router'
import { useMessages } from '../messages/use-messages.ts'
import { isBusy } from './loading-rule.ts'
import type { RequestTracker } from './request-tracker.ts'

/** Spec section 4: a 5 px bar across the top while a navigation or a data request runs. */
export function LoadingBar({ tracker }: { tracker: RequestTracker }) {
  const t = useMessages()
  const navigation = useNavigation()
  const fetchers = useFetchers()
  const tracked = useSyncExternalStore(tracker.subscribe, tracker.getSnapshot, tracker.getSnapshot)
  const target = navigation.location
  const busy = isBusy(
    [
      { state: navigation.state, url: target ? `${target.pathname}${target.search}` : null },
      ...fetchers.map((fetcher) => ({ state: fetcher.state, url: fetcher.formAction })),
    ],
    tracked,
  )
  return busy ? <LoadingBarView label={t.info.feedback.loading} /> : null
}

export function LoadingBarView({ label }: { label: string }) {
  return <div className="loading-bar" role="progressbar" aria-label={label} />
}
