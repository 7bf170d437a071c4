import { catalogue } from './catalogue.ts'
import type { Messages } from './nb.ts'

export const languages = ['nb', 'nn', 'en'] as const
export type Language = (typeof languages)[number]
export const defaultLanguage: Language = 'nb'

/** The cookie that remembers a visitor's choice; the site has no login to keep it elsewhere. */
export const LANGUAGE_COOKIE = 'lang'
const ONE_YEAR_IN_SECONDS = 365 * 24 * 60 * 60

/** Each language's name written in that language, as a language switch shows them. */
export const languageNames: Record<Language, string> = {
  nb: 'Bokmål',
  nn: 'Nynorsk',
  en: 'English',
}

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (languages as readonly string[]).includes(value)
}

/**
 * The texts of one language; anything unknown falls back to Bokmål, the source language. In the
 * browser, where only the languages loaded so far are at hand (catalogue.browser.ts), a language
 * not loaded falls back to one that is: an error page drawn as Bokmål on a Nynorsk page, say.
 */
export function messagesFor(lang: Language | null | undefined): Messages {
  const messages =
    catalogue[lang ?? defaultLanguage] ?? catalogue[defaultLanguage] ?? Object.values(catalogue)[0]
  if (!messages) throw new Error('No language loaded: call loadMessages() before rendering')
  return messages
}

export interface LanguageChoice {
  lang: Language
  /** A Set-Cookie value when `?lang=` asked for a language, so the next pages keep it. */
  setCookie: string | null
}

/** `?lang=` wins, then the `lang` cookie, then Bokmål. */
export function chooseLanguage(request: Request): LanguageChoice {
  const asked = new URL(request.url).searchParams.get('lang')
  if (isLanguage(asked)) return { lang: asked, setCookie: languageCookie(asked) }
  const remembered = readCookie(request.headers.get('cookie'), LANGUAGE_COOKIE)
  return { lang: isLanguage(remembered) ? remembered : defaultLanguage, setCookie: null }
}

function languageCookie(lang: Language): string {
  return `${LANGUAGE_COOKIE}=${lang}; Path=/; Max-Age=${ONE_YEAR_IN_SECONDS}; SameSite=Lax`
}

function readCookie(header: string | null, name: string): string | undefined {
  for (const part of header?.split(';') ?? []) {
    const [key, ...value] = part.trim().split('=')
    if (key === name) return value.join('=')
  }
  return undefined
}
