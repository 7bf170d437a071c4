import { en } from './en.ts'
import type { Language } from './language.ts'
import { nb, type Messages } from './nb.ts'
import { nn } from './nn.ts'

/**
 * Every language's texts, for the server and the tests. The browser build gets
 * catalogue.browser.ts in this module's place (vite.config.ts), which loads only the language a
 * page is in (docs/decisions/022-first-load-javascript.md).
 */
export const catalogue: Partial<Record<Language, Messages>> = { nb, nn, en }

/** Here every language is loaded already. */
export async function loadMessages(_lang: Language): Promise<void> {}
