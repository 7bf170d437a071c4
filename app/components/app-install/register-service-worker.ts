import { SERVICE_WORKER_PATH } from './app-manifest.ts'

/** Spec: the installed-app script is requested every 5 minutes with no-cache headers. */
export const UPDATE_INTERVAL_MS = 5 * 60 * 1000

/** Spec: a missing service worker logs a warning that the installed-app feature is not set up. */
export const NO_SERVICE_WORKER_WARNING =
  'This browser has no service worker support: the installed-app feature will not be configured.'

/** The message the generated worker (workbox-build's generateSW) answers with skipWaiting(). */
export const SKIP_WAITING_MESSAGE = { type: 'SKIP_WAITING' } as const

/** What registration needs from the browser, so that tests can hand it a fake. */
export interface ServiceWorkerHost {
  serviceWorker: ServiceWorkerContainer | undefined
  reload(): void
  every(milliseconds: number, task: () => void): void
  warn(message: string): void
}

function browserHost(): ServiceWorkerHost {
  return {
    // Absent where the browser lacks support, and on plain-HTTP addresses other than localhost.
    serviceWorker: 'serviceWorker' in navigator ? navigator.serviceWorker : undefined,
    reload: () => window.location.reload(),
    every: (milliseconds, task) => window.setInterval(task, milliseconds),
    warn: (message) => console.warn(message),
  }
}

/**
 * Registers the installed app's service worker, asks for a new one every five minutes
 * (bypassing the HTTP cache), and when a new one is waiting, lets it take over and reloads the
 * page, so the page never runs on code the worker no longer has. Without support it only warns.
 */
export async function registerServiceWorker(
  host: ServiceWorkerHost = browserHost(),
): Promise<ServiceWorkerRegistration | undefined> {
  const container = host.serviceWorker
  if (!container) {
    host.warn(NO_SERVICE_WORKER_WARNING)
    return undefined
  }
  const registration = (await container.register(SERVICE_WORKER_PATH, {
    scope: '/',
    updateViaCache: 'none',
  })) as ServiceWorkerRegistration | undefined
  // A browser told to block workers (the browser tests do) may resolve with nothing.
  if (!registration) return undefined
  // On a first visit nothing controls the page and the first worker waits for the next load:
  // reload only when one worker replaces another.
  const hadController = Boolean(container.controller)
  let reloading = false
  container.addEventListener('controllerchange', () => {
    if (!hadController || reloading) return
    reloading = true
    host.reload()
  })
  const activate = (worker: ServiceWorker | null) => {
    if (worker && container.controller) worker.postMessage(SKIP_WAITING_MESSAGE)
  }
  activate(registration.waiting)
  registration.addEventListener('updatefound', () => {
    const installing = registration.installing
    installing?.addEventListener('statechange', () => {
      if (installing.state === 'installed') activate(installing)
    })
  })
  host.every(UPDATE_INTERVAL_MS, () => {
    // Offline or a server error: the next check tries again.
    registration.update().catch(() => undefined)
  })
  return registration
}

/** Registers once the page has loaded, so the worker's downloads never compete with the page's. */
export function registerServiceWorkerAfterLoad() {
  const start = () => void registerServiceWorker().catch((error: unknown) => console.warn(error))
  if (document.readyState === 'complete') start()
  else window.addEventListener('load', start, { once: true })
}
