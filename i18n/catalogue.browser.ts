import type { Language } from './language.ts'
import type { Messages } from './nb.ts'

/**
 * The browser's texts: only the languages loaded so far. entry.client.tsx loads the page's
 * language before it hydrates, and the root's clientLoader loads another before a page in it
 * is drawn, so a visitor downloads one language of three.
 */
export const catalogue: Partial<Record<Language, Messages>> = {}

const importers: Record<Language, () => Promise<Messages>> = {
  nb: () => import('./nb.ts').then((module) => module.nb),
  nn: () => import('./nn.ts').then((module) => module.nn),
  en: () => import('./en.ts').then((module) => module.en),
}

export async function loadMessages(lang: Language): Promise<void> {
  catalogue[lang] ??= await importers[lang]()
}
