import type { Config } from '@react-router/dev/config'

export default {
  ssr: true,
  // Every route is known from the start (decision 066): with lazy discovery each link asked the
  // server for its route after hydration, and the answer re-drew the page in one long task.
  routeDiscovery: { mode: 'initial' },
} satisfies Config
