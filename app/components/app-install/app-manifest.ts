import type { Messages } from '../../../i18n/nb.ts'

/** Where the installed app's files are served; the build writes them (scripts/installable-app.ts). */
export const MANIFEST_PATH = '/manifest.webmanifest'
export const SERVICE_WORKER_PATH = '/sw.js'
export const OFFLINE_PAGE_PATH = '/offline.html'

/** Designsystemet's accent (the logo's blue) and its default background, light theme. */
export const THEME_COLOR = '#0062ba'
const BACKGROUND_COLOR = '#ffffff'

export const APP_ICONS = [
  { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
  { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
  { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
] as const

/** The web app manifest that lets a browser install the site as an app. */
export function appManifest(t: Messages) {
  return {
    id: '/',
    name: t.app.name,
    short_name: t.app.name,
    description: t.app.description,
    lang: 'nb',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    theme_color: THEME_COLOR,
    background_color: BACKGROUND_COLOR,
    icons: APP_ICONS,
  }
}
