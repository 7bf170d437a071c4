/** Both on this site: the script is served from public/, the events go to a route of our own. */
const ANALYTICS_SCRIPT_PATH = '/stats/script.js'
const ANALYTICS_EVENT_PATH = '/stats/event'

/**
 * The page-view beacon, only where the deployment names a Plausible site (plausibleDomain).
 * It loads from this origin and sends to this origin, without cookies; unset, nothing at all.
 */
export function AnalyticsScript({ domain }: { domain: string | null }) {
  if (!domain) return null
  return (
    <script
      defer
      src={ANALYTICS_SCRIPT_PATH}
      data-domain={domain}
      data-api={ANALYTICS_EVENT_PATH}
    />
  )
}
