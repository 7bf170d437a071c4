import { readFileSync } from 'node:fs'
import type { Language } from '../../../i18n/language.ts'

/** Vite's manifest of the browser build (vite.config.ts keeps it; scripts/installable-app.ts reads it too). */
const MANIFEST_FILE = 'build/client/.vite/manifest.json'

type ViteManifest = Record<string, { file: string; imports?: string[] }>
let cache: Record<Language, string[]> | undefined

/**
 * The built browser modules of one language's texts (i18n/nb.ts and what it imports), for
 * the page to preload beside its other scripts: the browser loads only the page's language
 * (catalogue.browser.ts), and without the hint it would ask for it only once the other scripts
 * ran. Empty where there is no build (the dev server, the tests).
 */
export function messagesModules(lang: Language): string[] {
  cache ??= readModules()
  return cache[lang]
}

function readModules(): Record<Language, string[]> {
  let manifest: ViteManifest
  try {
    manifest = JSON.parse(readFileSync(MANIFEST_FILE, 'utf8')) as ViteManifest
  } catch {
    return { nb: [], nn: [], en: [] }
  }
  const files = (key: string, seen = new Set<string>()): string[] => {
    const chunk = manifest[key]
    if (!chunk || seen.has(key)) return []
    seen.add(key)
    return [`/${chunk.file}`, ...(chunk.imports ?? []).flatMap((next) => files(next, seen))]
  }
  return {
    nb: files('i18n/nb.ts'),
    nn: files('i18n/nn.ts'),
    en: files('i18n/en.ts'),
  }
}
