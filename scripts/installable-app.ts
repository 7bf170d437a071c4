import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import sharp from 'sharp'
import { generateSW } from 'workbox-build'
import {
  APP_ICONS,
  appManifest,
  MANIFEST_PATH,
  OFFLINE_PAGE_PATH,
  SERVICE_WORKER_PATH,
  THEME_COLOR,
} from '../app/components/app-install/app-manifest.ts'
import { offlinePageHtml } from '../app/components/app-install/offline-page.ts'
import { nb } from '../i18n/nb.ts'
import { faviconIco } from './favicon-ico.ts'
import { LOGO_SIGN } from './share-image.ts'

/**
 * The installed app, written into the client build after `react-router build` (decision 019):
 * the web app manifest, its icons and /favicon.ico, the offline page and the service worker that precaches the
 * hashed assets and shows the offline page when a page cannot be fetched.
 */
export async function writeInstallableApp(clientDir = path.resolve('build/client')) {
  await writeIcons(clientDir)
  writeFileSync(inClient(clientDir, MANIFEST_PATH), JSON.stringify(appManifest(nb), null, 2))
  writeFileSync(
    inClient(clientDir, OFFLINE_PAGE_PATH),
    offlinePageHtml(nb, siteStylesheets(clientDir)),
  )
  await writeServiceWorker(clientDir)
}

function inClient(clientDir: string, urlPath: string) {
  return path.join(clientDir, ...urlPath.split('/'))
}

/** The logo's sign on the theme's blue: full-bleed and rounded, or with a maskable safe zone. */
async function writeIcons(clientDir: string) {
  mkdirSync(path.join(clientDir, 'icons'), { recursive: true })
  writeFileSync(path.join(clientDir, 'favicon.ico'), await faviconIco())
  for (const icon of APP_ICONS) {
    const size = Number(icon.sizes.split('x')[0])
    const maskable = icon.purpose === 'maskable'
    // A maskable icon may be cut to a circle of 80 % of its width: the sign stays inside it.
    const sign = maskable
      ? `<g transform="translate(9.6 9.6) scale(0.6)">${LOGO_SIGN}</g>`
      : LOGO_SIGN
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 48 48">
  <rect width="48" height="48" ${maskable ? '' : 'rx="10"'} fill="${THEME_COLOR}"/>${sign}</svg>`
    await sharp(Buffer.from(svg))
      .resize(size, size)
      .png({ compressionLevel: 9 })
      .toFile(inClient(clientDir, icon.src))
  }
}

/**
 * The hashed names of the stylesheets of the root route, which every page links (app/root.tsx
 * bundles Designsystemet's theme and components and app/styles/global.css into them), from
 * Vite's manifest (vite.config.ts keeps it), in the same order.
 */
function siteStylesheets(clientDir: string): string[] {
  const manifest = JSON.parse(
    readFileSync(path.join(clientDir, '.vite', 'manifest.json'), 'utf8'),
  ) as Record<string, { file: string; css?: string[]; isEntry?: boolean }>
  // React Router names the root's client module `app/root.tsx?<query>` in the manifest.
  const root = Object.entries(manifest).find(
    ([source, entry]) => entry.isEntry && source.split('?')[0] === 'app/root.tsx',
  )?.[1]
  if (!root?.css?.length) throw new Error("No built stylesheet of app/root.tsx in Vite's manifest")
  return root.css.map((file) => `/${file}`)
}

async function writeServiceWorker(clientDir: string) {
  const { count, size, warnings } = await generateSW({
    globDirectory: clientDir,
    // The app's hashed code and styles, and what the offline page and the manifest need. Never
    // a page's HTML: pages carry data and a nonce of their own request.
    globPatterns: ['assets/**/*.{js,css}', 'offline.html', 'favicon.svg', 'icons/*.png'],
    dontCacheBustURLsMatching: /^assets\//,
    swDest: inClient(clientDir, SERVICE_WORKER_PATH),
    inlineWorkboxRuntime: true,
    mode: 'production',
    sourcemap: false,
    skipWaiting: false,
    clientsClaim: false,
    cleanupOutdatedCaches: true,
    navigationPreload: true,
    runtimeCaching: [
      {
        // Pages always from the network; the offline page when there is none. Only GET: form
        // posts and everything else (the API, images, exports) never pass through the worker.
        urlPattern: ({ request }) => request.mode === 'navigate',
        handler: 'NetworkOnly',
        method: 'GET',
        options: { precacheFallback: { fallbackURL: OFFLINE_PAGE_PATH } },
      },
    ],
  })
  for (const warning of warnings) console.warn(`service worker: ${warning}`)
  console.log(`service worker: ${count} files precached (${Math.round(size / 1024)} kB)`)
}

if (import.meta.main) await writeInstallableApp()
