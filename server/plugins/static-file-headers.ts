import path from 'node:path'

const ASSET_CACHE_CONTROL = 'public, max-age=31536000, immutable'
const FILE_CACHE_CONTROL = 'public, max-age=3600'
/** The browser must ask for the service worker every time (spec: checked with no-cache headers). */
const SERVICE_WORKER_CACHE_CONTROL = 'no-cache'

/**
 * Files of the client build that the build also writes brotli and gzip copies of (.br, .gz); the
 * barcode reader's WebAssembly shrinks to about a third.
 */
export const PRECOMPRESSED_FILE = /\.(js|css|svg|html|json|webmanifest|wasm)$/

/**
 * Headers for the files of the client build: Cache-Control (hashed assets forever, the service
 * worker never without asking, everything else, icons, manifest, offline page, for an hour), and
 * `Vary: Accept-Encoding` where a compressed copy may be sent instead. Replaces the adapter's
 * own setHeaders, which knows only the first and the last. With `preCompressed` the path given
 * is the copy's (`sw.js.br`), so the copy's suffix is taken off first.
 */
export function staticFileHeaders(clientDirectory = path.resolve('build/client')) {
  const assets = path.join(clientDirectory, 'assets') + path.sep
  const serviceWorker = path.join(clientDirectory, 'sw.js')
  return (response: { setHeader(name: string, value: string): unknown }, filePath: string) => {
    const file = filePath.replace(/\.(br|gz)$/, '')
    const cacheControl = file.startsWith(assets)
      ? ASSET_CACHE_CONTROL
      : file === serviceWorker
        ? SERVICE_WORKER_CACHE_CONTROL
        : FILE_CACHE_CONTROL
    response.setHeader('cache-control', cacheControl)
    if (PRECOMPRESSED_FILE.test(file)) response.setHeader('vary', 'accept-encoding')
  }
}
