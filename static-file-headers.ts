import path from 'node:path'

export const ASSET_CACHE_CONTROL = 'public, max-age=31536000, immutable'
export const FILE_CACHE_CONTROL = 'public, max-age=3600'
/** The browser must ask for the service worker every time (spec: checked with no-cache headers). */
export const SERVICE_WORKER_CACHE_CONTROL = 'no-cache'

/**
 * Cache-Control for the files of the client build: hashed assets forever, the service worker
 * never without asking, everything else (icons, manifest, offline page) for an hour. Replaces the
 * adapter's own setHeaders, which knows only the first and the last.
 */
export function staticFileHeaders(clientDirectory = path.resolve('build/client')) {
  const assets = path.join(clientDirectory, 'assets') + path.sep
  const serviceWorker = path.join(clientDirectory, 'sw.js')
  return (response: { setHeader(name: string, value: string): unknown }, filePath: string) => {
    const cacheControl = filePath.startsWith(assets)
      ? ASSET_CACHE_CONTROL
      : filePath === serviceWorker
        ? SERVICE_WORKER_CACHE_CONTROL
        : FILE_CACHE_CONTROL
    response.setHeader('cache-control', cacheControl)
  }
}
